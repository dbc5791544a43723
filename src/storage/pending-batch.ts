import { isBannerId } from '../engine/types';
import type { BannerId, Counters } from '../engine/types';
import { parseJson, readLocal, removeLocal, writeLocal } from './local-store';
import { historySchemas } from './stored-history';

/**
 * A small batch shows before its save to IndexedDB has committed. Just before it shows, this key records what draws
 * it again (the engine is deterministic: a seed, a banner, its counters and a count give the same pulls), and the
 * key goes once the save commits. Should the page close in between, the next write of any tab, or the next visit,
 * finds the key and stores the batch it names: nothing shown is lost.
 */
export const PENDING_BATCH_KEY = 'pendingBatch';
/**
 * Where a record that this build must not draw again (other rules or another pull loop drew it) is kept, as it was
 * written, instead of being deleted: the player is told, and the record is there should a way to store it come.
 */
export const PENDING_BATCH_SET_ASIDE_KEY = 'pendingBatch-set-aside';

/**
 * The rules every record of the first format (no `v`) was drawn by: the fingerprint (`rulesFingerprint`) of the rules
 * as they shipped with it. Such a record is read as drawn under these rules, so once the rules change it is set aside
 * rather than drawn again into other pulls. Never update it: a test pins it to the rules it stands for.
 */
export const FIRST_FORMAT_RULES = 0x22842274;

/** The pull loop every record of formats 1 and 2 was drawn by (`DRAW_VERSION` then). Never update it. */
export const FIRST_DRAW_VERSION = 1;

/**
 * The newest format this build writes: 2 added `v` and `rules`, 3 added `engine`, 4 added `featured` (a Limited
 * run's character). A batch of no run is still written in format 3, so a tab of the previous build can store it.
 */
export const PENDING_BATCH_FORMAT = 4;
const PLAIN_FORMAT = 3;

export interface PendingBatch {
  readonly banner: BannerId;
  readonly count: number;
  /** The number of its first pull: it belongs after a history of `firstPull - 1` pulls, nowhere else. */
  readonly firstPull: number;
  readonly seed: number;
  /** The banner's counters before it. */
  readonly start: Counters;
  readonly timestamp: number;
  /** The roster it was drawn with: another roster would draw other characters. */
  readonly roster: number;
  /**
   * The fingerprint of the rules it was drawn with (`rulesFingerprint`): other rules draw other pulls from the same
   * seed, whatever the roster. Still written beside it, `roster` lets a tab of the previous build store the batch.
   */
  readonly rules: number;
  /** The version of the pull loop that drew it (`DRAW_VERSION`): another loop draws other pulls from the same seed. */
  readonly engine: number;
  /** On a Limited run, the id of its featured character (`BatchRecord.featured`); absent on every other batch. */
  readonly featured?: string;
}

/** Where a pending batch is recorded: `write` is synchronous and says whether the record was kept. */
export interface PendingLog {
  read(): PendingBatch | null;
  write(batch: PendingBatch): boolean;
  clear(): void;
  /** Keeps the record apart, as it is, for it must not be drawn again here (`PENDING_BATCH_SET_ASIDE_KEY`). */
  setAside?(): void;
  /** Whether the record was written by a later version of the site, in a format this build cannot read. */
  newer?(): boolean;
}

const whole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The record in `text`, or null when there is none, it is damaged or of a format this build does not know (then
 * nothing is replayed). A record of the first format reads as drawn under `FIRST_FORMAT_RULES`; one of the first two
 * formats, by the pull loop `FIRST_DRAW_VERSION`.
 */
export function parsePendingBatch(text: string | null): PendingBatch | null {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  // Counters the engine accepts, as stored ones are: a record that cannot be drawn again is no record.
  const start = historySchemas().counters.safeParse(v.start);
  if (
    !start.success ||
    !isBannerId(v.banner) ||
    !whole(v.count, 1) ||
    !whole(v.firstPull, 1) ||
    !whole(v.seed, 0, 0xffffffff) ||
    !whole(v.timestamp, 0) ||
    !whole(v.roster, 0, 0xffffffff)
  ) {
    return null;
  }
  const rules = v.v === undefined ? FIRST_FORMAT_RULES : v.v === 2 || v.v === 3 || v.v === 4 ? v.rules : undefined;
  const engine = v.v === 3 || v.v === 4 ? v.engine : v.v === undefined || v.v === 2 ? FIRST_DRAW_VERSION : undefined;
  if (!whole(rules, 0, 0xffffffff) || !whole(engine, 1, 0xffff)) return null;
  let featured: string | undefined;
  if (v.v === 4) {
    const id = historySchemas().characterId.safeParse(v.featured);
    if (!id.success || v.banner !== 'limited') return null;
    featured = id.data;
  }
  return {
    ...(featured === undefined ? {} : { featured }),
    banner: v.banner,
    count: v.count,
    firstPull: v.firstPull,
    seed: v.seed,
    start: { pity: start.data.pity, sr: start.data.sr },
    timestamp: v.timestamp,
    roster: v.roster,
    rules,
    engine,
  };
}

/**
 * Whether `text` is a record of a format newer than this build's. A later version of the site (in another tab, or
 * installed since this page opened) stores that batch itself; this build must neither replay it with its own rules
 * nor delete or overwrite it.
 */
export function isNewerPendingRecord(text: string | null): boolean {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null) return false;
  const v = (value as Record<string, unknown>).v;
  return typeof v === 'number' && v > PENDING_BATCH_FORMAT;
}

const newerRecord = (): boolean => isNewerPendingRecord(readLocal(PENDING_BATCH_KEY));

export const browserPendingLog: PendingLog = {
  read: () => {
    const text = readLocal(PENDING_BATCH_KEY);
    if (isNewerPendingRecord(text)) return null;
    const batch = parsePendingBatch(text);
    // A damaged record draws nothing: it goes as it is read.
    if (text !== null && batch === null) removeLocal(PENDING_BATCH_KEY);
    return batch;
  },
  write: (batch) =>
    !newerRecord() &&
    writeLocal(
      PENDING_BATCH_KEY,
      JSON.stringify({ v: batch.featured === undefined ? PLAIN_FORMAT : PENDING_BATCH_FORMAT, ...batch }),
    ),
  clear: () => {
    if (!newerRecord()) removeLocal(PENDING_BATCH_KEY);
  },
  setAside: () => {
    const text = readLocal(PENDING_BATCH_KEY);
    if (text === null || isNewerPendingRecord(text)) return;
    // Kept apart only if the copy was written: a record is never lost to a full storage.
    if (writeLocal(PENDING_BATCH_SET_ASIDE_KEY, text)) removeLocal(PENDING_BATCH_KEY);
  },
  newer: newerRecord,
};
