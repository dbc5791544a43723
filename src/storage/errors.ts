/**
 * Every failure a player may hear about, as a kind. Errors are created where they happen, with the browser's own
 * error attached as the cause; the player's wording is chosen from (kind, action) in `error-wording.ts` alone, and
 * nothing anywhere branches on an error's message.
 *
 * They live in `storage/` because it is the lowest layer that `lib/`, `features/` and `app/` share; the engine stays
 * pure and reports its faults as values.
 */

export type ErrorKind =
  /** The browser refused a write for lack of space; nothing of that write was kept. */
  | 'storage-full'
  /** The browser refused a write for another reason; nothing of that write was kept. */
  | 'write-failed'
  /** The browser would not read what the site stored. */
  | 'read-failed'
  /** This browser will not keep the history (no IndexedDB, or it cannot be opened): pulls last for this visit. */
  | 'storage-unavailable'
  /** Another tab stored a change while this one was writing, and there is no cross-tab lock to queue them. */
  | 'conflict'
  /** Another tab changed the history while it was being read whole (an export): start again. */
  | 'changed-meanwhile'
  /** Something else is running (a batch) that this action must wait for. */
  | 'busy'
  /** The summon simulator could not start here (its rules could not be built, or the history never loaded). */
  | 'simulator-unavailable'
  /** The background worker could not start in this browser. */
  | 'engine-unavailable'
  /** The engine or its worker stopped in the middle of the work. */
  | 'engine-failed'
  /** A data file that cannot be imported; `BadFileError.problem` says why. */
  | 'bad-file'
  /** Data written by a later version of the site, in a format this version cannot read: an update is needed. */
  | 'newer-version';

/** What the player was doing when it failed: the same kind reads differently for each. */
export type Action = 'start' | 'pull' | 'change' | 'export' | 'read-file' | 'import';

export class SiteError extends Error {
  constructor(
    readonly kind: ErrorKind,
    options?: ErrorOptions & { readonly detail?: string },
  ) {
    // The message is for maintainers (logs, tests); the player's words come from the kind.
    super(options?.detail ?? kind, options);
    this.name = 'SiteError';
  }
}

export class StorageFullError extends SiteError {
  constructor(cause?: unknown) {
    super('storage-full', { cause });
  }
}

/** A refused write; `what` says whether it was the pull history or the other saved data (lists, teams, theme). */
export class StorageWriteError extends SiteError {
  constructor(
    readonly what: 'history' | 'local',
    cause?: unknown,
  ) {
    super('write-failed', { cause });
  }
}

export class ConflictError extends SiteError {
  constructor() {
    super('conflict');
  }
}

/**
 * What is wrong with a data file's batch of a Limited run (its `featured`, version 3): it names a character this
 * version does not know (`unknown-character`) or one who is no SSR (`not-ssr`); some of its pulls are of another run
 * than it names (or than its first part is of, when it names none), or of none (`other-run`); or it names a run in a
 * file of version 1 or 2, which cannot name one (`older-file`).
 */
export type RunBatchFault = 'unknown-character' | 'not-ssr' | 'other-run' | 'older-file';

/**
 * What a data file's schema found wrong first, as data (Zod's issue, typed): the wording module words it. Type names
 * (`number`, `int`, `string`, `object`, `array`, `null`, `undefined`, …) and allowed values (written as JSON writes
 * them: `"dark"`) are the schema's own terms, kept as they are.
 */
export type SchemaIssue =
  /** A value of another type than the one expected. */
  | { readonly issue: 'type'; readonly expected: string; readonly received: string }
  /** None of the allowed values. */
  | { readonly issue: 'value'; readonly allowed: readonly string[] }
  /** A number above (below) `limit`, or a text or list longer (shorter) than `limit` characters or items. */
  | {
      readonly issue: 'too-big' | 'too-small';
      readonly of: 'number' | 'int' | 'string' | 'array';
      readonly limit: number;
    }
  /** A text that does not match its pattern (a colour), written as a regular expression. */
  | { readonly issue: 'pattern'; readonly pattern: string }
  /** A real-pull tally with more top results than pulls. */
  | { readonly issue: 'tally' }
  /** Anything else the schema refuses: no option of a union fits, a date that does not exist. */
  | { readonly issue: 'invalid' };

/** The first damaged part of a data file, as the checks before its pull history's replay find it. */
export type FileDamage =
  /**
   * Refused by the file's schema: its first issue, at `path` (the field names and list positions to it, joined by
   * dots: `summons.counters.limited.pity`). Without an issue (which no refusal lacks), the file is only called damaged.
   */
  | { readonly damage: 'schema'; readonly path: string; readonly issue: SchemaIssue | null }
  /** Tier lists that repeat a list's or a row's id. */
  | { readonly damage: 'tier-list-ids' }
  /** Teams of an unknown content, or a team over its size. */
  | { readonly damage: 'teams' }
  /** A plan's target on a banner run, in a file older than `version`, the first that may hold one. */
  | { readonly damage: 'plan-names-run'; readonly version: number }
  /** Plans that repeat a plan's id. */
  | { readonly damage: 'plan-ids' }
  /** Owned copies that are not whole numbers from 0 to `most`. */
  | { readonly damage: 'owned'; readonly most: number }
  /** A banner run of a character this version does not know: a newer version's file, not a damaged one. */
  | { readonly damage: 'run-of-unknown-character' }
  /** A banner run that is not valid (a featured character who is no SSR, impossible days, an id twice). */
  | { readonly damage: 'runs' }
  /** The pull history: its first damaged part, as the engine's replay finds it, worded (history-damage-wording.ts). */
  | { readonly damage: 'history'; readonly detail: string };

/** Why a data file cannot be imported. `damaged` says which part is damaged first (see FileDamage). */
export type FileProblem =
  | { readonly reason: 'too-large'; readonly limitMegabytes: number }
  | { readonly reason: 'unreadable' }
  | { readonly reason: 'not-json' }
  | { readonly reason: 'foreign' }
  | { readonly reason: 'newer'; readonly version: number; readonly reads: number }
  /** A batch of pulls and the banner run it names disagree: see RunBatchFault. `batch` counts from 1, in file order. */
  | { readonly reason: 'run-batch'; readonly batch: number; readonly fault: RunBatchFault }
  | ({ readonly reason: 'damaged' } & FileDamage);

export class BadFileError extends SiteError {
  constructor(
    readonly problem: FileProblem,
    cause?: unknown,
  ) {
    super('bad-file', { cause, detail: problem.reason });
  }
}

/** Why a replay link cannot be opened. `part` names the first part of the link that is wrong. */
export type ReplayLinkProblem =
  | { readonly reason: 'incomplete' }
  | { readonly reason: 'newer'; readonly version: number }
  | { readonly reason: 'invalid'; readonly part: 'banner' | 'seed' | 'pity' | 'sr' | 'count' | 'roster' | 'featured' }
  | { readonly reason: 'too-long'; readonly limit: number }
  | { readonly reason: 'other-roster' };

/** A cancellation: callers treat it quietly. */
export function abortError(): DOMException {
  return new DOMException('Cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/**
 * Whether `error` (or an error it wraps as its cause) is the browser refusing a write for lack of space. Browsers
 * throw a DOMException named `QuotaExceededError` (Firefox also used `NS_ERROR_DOM_QUOTA_REACHED`); IndexedDB reports
 * it on the request or as the aborted transaction's error.
 */
export function isQuotaExceeded(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof StorageFullError) return true;
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The kind of any error: a SiteError says it; a browser's full-quota error (or one that wraps it) is storage-full;
 * a cancellation is 'aborted', which callers treat quietly; anything else is an unexpected failure of the engine.
 */
export function kindOf(error: unknown): ErrorKind | 'aborted' {
  if (error instanceof DOMException && error.name === 'AbortError') return 'aborted';
  if (isQuotaExceeded(error)) return 'storage-full';
  if (error instanceof SiteError) return error.kind;
  return 'engine-failed';
}

/** Neither a cancellation, a full storage, nor one of the site's kinds: a bug, or the engine failing. */
export function isUnexpected(error: unknown): boolean {
  return !(error instanceof SiteError) && kindOf(error) === 'engine-failed';
}
