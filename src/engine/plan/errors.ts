/**
 * Why a plan cannot be answered, as kinds: the page chooses the player's words from the kind (and the target,
 * banner or field it names), never from the message, which is for maintainers only.
 */

import type { BannerId } from '../types';

/** Every kind of fault, so that the page can show (and its tests check) a wording for each. */
export const PLAN_ERROR_KINDS = [
  /** The plan lists no targets. */
  'no-targets',
  /** More targets than MAX_TARGETS. */
  'too-many-targets',
  /** A target names no character of the roster. */
  'unknown-character',
  /** A target's banner cannot give its character (or no banner can). */
  'banner-cannot-give',
  /** A character appears in two targets. */
  'duplicate-character',
  /** Copies outside 1..MAX_COPIES. */
  'copies',
  /** A banner's counters are not a state the rules can reach. */
  'counters',
  /** An exchange rate that is not a whole number of crystals in 1..MAX_AMOUNT. */
  'economy',
  /** An amount (on hand, income, an event's) that is not a whole number in 0..MAX_AMOUNT. */
  'holdings',
  /** A date, the clock or the reset settings are malformed or out of range. */
  'date',
] as const;

export type PlanErrorKind = (typeof PLAN_ERROR_KINDS)[number];

/** What a fault is about: the target's position in the list, the banner, or the request's field. */
export interface PlanFault {
  readonly kind: PlanErrorKind;
  readonly target?: number;
  readonly banner?: BannerId;
  readonly field?: string;
}

export class PlanRequestError extends Error {
  override readonly name = 'PlanRequestError';
  readonly kind: PlanErrorKind;
  readonly target: number | undefined;
  readonly banner: BannerId | undefined;
  readonly field: string | undefined;

  constructor(fault: PlanFault) {
    const where = [
      fault.target === undefined ? '' : ` target ${fault.target}`,
      fault.banner ? ` banner ${fault.banner}` : '',
      fault.field ? ` field ${fault.field}` : '',
    ].join('');
    super(`${fault.kind}${where}`);
    this.kind = fault.kind;
    this.target = fault.target;
    this.banner = fault.banner;
    this.field = fault.field;
  }

  /** The fault as plain data, to cross a worker boundary (where a class and its fields would be lost). */
  get fault(): PlanFault {
    return {
      kind: this.kind,
      ...(this.target === undefined ? {} : { target: this.target }),
      ...(this.banner === undefined ? {} : { banner: this.banner }),
      ...(this.field === undefined ? {} : { field: this.field }),
    };
  }
}
