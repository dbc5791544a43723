import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { formatCount } from '../../storage/format';
import { MAX_COPIES, MAX_TARGETS } from '../../engine/plan/types';
import { kindOf } from '../../storage/errors';
import { MAX_PITY, MAX_SR } from '../../storage/plan-store';
import type { PlanBlocker } from './plan-request';
import { readableDate } from './plan-dates';
import { targetLabel } from './plan-runs';
import type { NumberProblem } from './whole-number';

/**
 * The plan view's one place for words about what is wrong: a field's text, a plan that cannot be answered yet, and a
 * planner that refused or failed. Each sentence says what to do next, in the language shown when it is called.
 */

export function numberProblemText(problem: NumberProblem, min: number, max: number): string {
  const least = formatCount(min);
  const most = formatCount(max);
  switch (problem) {
    case 'empty':
      return min === 0
        ? i18n._(msg`Enter a number (0 if none).`)
        : i18n._(msg`Enter a number from ${least} to ${most}.`);
    case 'not-a-number':
      return i18n._(msg`Enter digits only, like 1200.`);
    case 'not-whole':
      return i18n._(msg`Enter a whole number.`);
    case 'too-small':
      return i18n._(msg`Enter ${least} or more.`);
    case 'too-large':
      return i18n._(msg`Enter at most ${most}.`);
  }
}

export function blockerText(blocker: PlanBlocker): string {
  switch (blocker.kind) {
    case 'no-targets':
      return i18n._(msg`Add a character you want, and the chances appear here.`);
    case 'all-owned':
      return i18n._(
        msg`You own every copy the targets ask for, so each is already met: ask for more copies, or add a target.`,
      );
    case 'date-passed': {
      const today = readableDate(blocker.today);
      return i18n._(msg`The target date has passed: choose today (${today}) or a later date.`);
    }
    case 'date-too-far': {
      const latest = readableDate(blocker.latest);
      return i18n._(msg`The planner looks two years ahead at most: choose ${latest} or an earlier date.`);
    }
    case 'run-ended': {
      const target = targetLabel(blocker.target);
      const end = readableDate(blocker.end);
      return i18n._(
        msg`${target}: that run ended on ${end}, so nothing more can be pulled on it. Choose another run for this target, or remove it.`,
      );
    }
    case 'run-starts-late': {
      const target = targetLabel(blocker.target);
      const start = readableDate(blocker.start);
      return i18n._(
        msg`${target}: that run starts on ${start}, after the plan's date. Choose a later date, or another run for this target.`,
      );
    }
  }
}

/** What the planner may refuse a request for (the engine's PlanRequestError kinds). */
export type PlanRefusal =
  | 'unknown-character'
  | 'banner-cannot-give'
  | 'duplicate-character'
  | 'copies'
  | 'counters'
  | 'economy'
  | 'holdings'
  | 'date'
  | 'too-many-targets'
  | 'no-targets';

/** Each refusal's words, read in the language shown when the refusal is. */
const REFUSALS: Readonly<Record<PlanRefusal, () => MessageDescriptor>> = {
  'unknown-character': () => msg`A target is a character this version of the site does not know: remove it.`,
  'banner-cannot-give': () => msg`A target's banner cannot give that character: choose another banner for it.`,
  'duplicate-character': () => msg`A character is in two targets: keep one of them.`,
  copies: () => {
    const most = formatCount(MAX_COPIES);
    return msg`Each target asks for 1 to ${most} copies.`;
  },
  counters: () => {
    const pity = formatCount(MAX_PITY);
    const sr = formatCount(MAX_SR);
    return msg`Pity counters run from 0 to ${pity} and SR counters from 0 to ${sr}.`;
  },
  economy: () => msg`Each exchange rate is a whole number of Hydra Crystals, 1 or more.`,
  holdings: () => msg`Amounts on hand and income are whole numbers, 0 or more.`,
  date: () => msg`The target date must be today or later, and at most two years away.`,
  'too-many-targets': () => {
    const most = formatCount(MAX_TARGETS);
    return msg`A plan holds at most ${most} targets.`;
  },
  'no-targets': () => msg`Add a character you want, and the chances appear here.`,
};

const REFUSAL_KINDS = new Set<string>(Object.keys(REFUSALS));

function refusalOf(error: unknown): PlanRefusal | undefined {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && REFUSAL_KINDS.has(kind) ? (kind as PlanRefusal) : undefined;
}

/** The player's words for a request the planner did not answer. Cancellations have none: they are never shown. */
export function planErrorText(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) {
    const reason = i18n._(REFUSALS[refusal]());
    return i18n._(msg`The planner cannot answer this plan. ${reason}`);
  }
  if (kindOf(error) === 'engine-unavailable') {
    return i18n._(msg`The planner cannot start in this browser, so no chances can be worked out. Your plan is saved.`);
  }
  return i18n._(msg`The planner stopped unexpectedly. Your plan is saved; change it or reload the page to try again.`);
}
