import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * What a data file, an export or an import holds, as count phrases ("3 pulls", "1 tier list"), each a message of its
 * own so every language words its plural; a sentence lists them with `listing` (the list as the language writes it)
 * and is one message around them. Worded with the i18n instance the words are shown with.
 */

export interface Counts {
  /** Left out where the sentence says the pulls itself. */
  readonly pulls?: number;
  readonly tierLists: number;
  readonly teams: number;
  /** Named only when there are any, as are banner runs. */
  readonly plans: number;
  readonly runs?: number;
}

export function countPhrases(i18n: I18n, counts: Counts): string[] {
  const { pulls, tierLists, teams, plans, runs = 0 } = counts;
  const phrases: string[] = [];
  if (pulls !== undefined) phrases.push(i18n._(msg`${plural(pulls, { one: '# pull', other: '# pulls' })}`));
  phrases.push(
    i18n._(msg`${plural(tierLists, { one: '# tier list', other: '# tier lists' })}`),
    i18n._(msg`${plural(teams, { one: '# team', other: '# teams' })}`),
  );
  if (plans > 0) phrases.push(i18n._(msg`${plural(plans, { one: '# plan', other: '# plans' })}`));
  if (runs > 0) phrases.push(i18n._(msg`${plural(runs, { one: '# banner run', other: '# banner runs' })}`));
  return phrases;
}

/**
 * The sentences said of counts only when they are above 0 ("2 tier lists were left out…"), in order: each count with
 * the message that words it.
 */
export function sentencesOfCounts(
  i18n: I18n,
  said: readonly (readonly [count: number, words: (count: number) => MessageDescriptor])[],
): string[] {
  return said.filter(([count]) => count > 0).map(([count, words]) => i18n._(words(count)));
}
