import { formatCount } from '../../storage/format';
import { MAX_COPIES, MAX_TARGETS } from '../../engine/plan/types';
import { kindOf } from '../../storage/errors';
import { MAX_PITY, MAX_SR } from '../../storage/plan-store';
import type { PlanBlocker } from './plan-request';
import { readableDate } from './plan-dates';
import type { NumberProblem } from './whole-number';

/**
 * The plan view's one place for words about what is wrong: a field's text, a plan that cannot be answered yet, and a
 * planner that refused or failed. Each sentence says what to do next.
 */

export function numberProblemText(problem: NumberProblem, min: number, max: number): string {
  switch (problem) {
    case 'empty':
      return min === 0 ? 'Enter a number (0 if none).' : `Enter a number from ${min} to ${formatCount(max)}.`;
    case 'not-a-number':
      return 'Enter digits only, like 1200.';
    case 'not-whole':
      return 'Enter a whole number.';
    case 'too-small':
      return `Enter ${min} or more.`;
    case 'too-large':
      return `Enter at most ${formatCount(max)}.`;
  }
}

export function blockerText(blocker: PlanBlocker): string {
  switch (blocker.kind) {
    case 'no-targets':
      return 'Add a character you want, and the chances appear here.';
    case 'all-owned':
      return 'You own every copy the targets ask for, so each is already met: ask for more copies, or add a target.';
    case 'date-passed':
      return `The target date has passed: choose today (${readableDate(blocker.today)}) or a later date.`;
    case 'date-too-far':
      return `The planner looks two years ahead at most: choose ${readableDate(blocker.latest)} or an earlier date.`;
    case 'run-ended':
      return `${blocker.target}: that run ended on ${readableDate(blocker.end)}, so nothing more can be pulled on it. Choose another run for this target, or remove it.`;
    case 'run-starts-late':
      return `${blocker.target}: that run starts on ${readableDate(blocker.start)}, after the plan's date. Choose a later date, or another run for this target.`;
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

const REFUSALS: Readonly<Record<PlanRefusal, string>> = {
  'unknown-character': 'A target is a character this version of the site does not know: remove it.',
  'banner-cannot-give': "A target's banner cannot give that character: choose another banner for it.",
  'duplicate-character': 'A character is in two targets: keep one of them.',
  copies: `Each target asks for 1 to ${MAX_COPIES} copies.`,
  counters: `Pity counters run from 0 to ${MAX_PITY} and SR counters from 0 to ${MAX_SR}.`,
  economy: 'Each exchange rate is a whole number of Hydra Crystals, 1 or more.',
  holdings: 'Amounts on hand and income are whole numbers, 0 or more.',
  date: 'The target date must be today or later, and at most two years away.',
  'too-many-targets': `A plan holds at most ${MAX_TARGETS} targets.`,
  'no-targets': 'Add a character you want, and the chances appear here.',
};

const REFUSAL_KINDS = new Set<string>(Object.keys(REFUSALS));

function refusalOf(error: unknown): PlanRefusal | undefined {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && REFUSAL_KINDS.has(kind) ? (kind as PlanRefusal) : undefined;
}

/** The player's words for a request the planner did not answer. Cancellations have none: they are never shown. */
export function planErrorText(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return `The planner cannot answer this plan. ${REFUSALS[refusal]}`;
  if (kindOf(error) === 'engine-unavailable') {
    return 'The planner cannot start in this browser, so no chances can be worked out. Your plan is saved.';
  }
  return 'The planner stopped unexpectedly. Your plan is saved; change it or reload the page to try again.';
}
