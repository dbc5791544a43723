import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { runLabel, runName } from '../../lib/runs';
import { newerLinkText, newerSavedText } from '../../storage/error-wording';
import { formatCount } from '../../storage/format';
import { MAX_RUNS, type BannerRun, type RunFault } from '../../storage/runs-store';

/**
 * Every word the runs screen says about a field, a link or a change, chosen here and nowhere else. The screen keeps
 * what happened (a fault, a change, a failure) and words it as it renders, so a language switch rewords it.
 */

type RunOf = Omit<BannerRun, 'id'>;

/** What can be wrong with one field of the run form: a run's fault, or a day that is no day. */
export type FieldFault = RunFault | 'invalid-date';

const FIELD_FAULT_WORDS: Readonly<Record<FieldFault, MessageDescriptor>> = {
  'no-featured': msg`Choose the character this Limited run features.`,
  'featured-not-ssr': msg`A Limited run features an SSR character.`,
  'featured-on-other-banner': msg`Only a Limited run features a character.`,
  'dates-reversed': msg`The last day comes before the first day.`,
  name: msg`A name cannot start or end with a space.`,
  'invalid-date': msg`Enter a real day (years 2000 to 2999), or leave the field empty.`,
};

export function fieldFaultText(fault: FieldFault): string {
  return i18n._(FIELD_FAULT_WORDS[fault]);
}

/** What a change to the list did, as the live region says it. */
export type RunsChange =
  | { readonly kind: 'added'; readonly run: RunOf }
  | { readonly kind: 'removed'; readonly run: RunOf }
  /** Moved to `place` of `of`, counting the player's runs only. */
  | { readonly kind: 'moved'; readonly run: RunOf; readonly place: number; readonly of: number };

export function changeText(change: RunsChange): string {
  const name = runName(change.run);
  switch (change.kind) {
    case 'added':
      return i18n._(msg`${name} was added to your runs.`);
    case 'removed':
      return i18n._(msg`${name} was removed.`);
    case 'moved': {
      const place = formatCount(change.place);
      const total = formatCount(change.of);
      return i18n._(msg`${name} moved to place ${place} of ${total}.`);
    }
  }
}

/** Why a change was not made. */
export type RunsFailure = 'full' | 'gone-meanwhile' | 'not-saved';

export function failureText(failure: RunsFailure): string {
  switch (failure) {
    case 'full':
      return fullText();
    case 'gone-meanwhile':
      return i18n._(msg`This run was removed in another tab, so the change was not saved.`);
    case 'not-saved':
      return i18n._(msg`Your runs could not be saved in this browser, so the change was not kept.`);
  }
}

/** The list holds as many runs as the site keeps. */
export function fullText(): string {
  return i18n._(
    msg`${plural(MAX_RUNS, {
      one: 'You have # run, the most the site keeps. Remove one to add another.',
      other: 'You have # runs, the most the site keeps. Remove one to add another.',
    })}`,
  );
}

/** The question before a run is removed. */
export function removeQuestionText(run: RunOf): string {
  const label = runLabel(run);
  return i18n._(msg`${label} will be removed from your runs.`);
}

/** The runs were saved by a later version of the site: this page keeps them as they are. */
export function newerRunsText(): string {
  return newerSavedText('banner runs');
}

export const LINK_WORDS = {
  damaged: () => i18n._(msg`This run link is damaged or incomplete, so nothing was added. Ask for the link again.`),
  newer: (version: number) => newerLinkText('run link', version, i18n._(msg`Nothing was added.`)),
  offer: (run: RunOf) => {
    const label = runLabel(run);
    return i18n._(msg`A shared run: ${label}.`);
  },
  already: (run: RunOf) => {
    const name = runName(run);
    return i18n._(msg`${name} is already in your runs.`);
  },
} as const;
