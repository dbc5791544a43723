/**
 * Compact storage for a batch of pulls: one byte per pull (the roster index) after a fixed 24-byte header.
 *
 * pityCount and pityType are not stored: from the starting counters and the rarity sequence the rules re-derive
 * them exactly (pity resets on a top result and grows otherwise; a top result is hard pity at 80, soft pity from 50).
 * Decoding checks the sequence against the rules, so a corrupted or foreign blob fails loudly instead of producing
 * impossible history.
 *
 * Layout, little-endian:
 *   0  u8[2]  magic 'E' 'R'
 *   2  u8     format version (1, or 2 for a Limited run's batch)
 *   3  u8     banner (index into BANNER_IDS)
 *   4  u32    roster hash (rules.rosterHash) the indices refer to
 *   8  f64    timestamp, ms since the epoch
 *  16  u8     starting pity counter
 *  17  u8     starting SR counter
 *  18  u16    version 1: reserved, 0. Version 2: u8 the roster index the run features, then u8 0
 *  20  u32    pull count n
 *  24  u8[n]  roster index of each pull
 *
 * A batch of the specified banners is written as version 1, byte for byte as before runs existed, so every build
 * reads it; only a Limited batch featuring another character is version 2, which a build that knows only version 1
 * refuses rather than misreads. The featured index refers to the same roster as the pulls, and is remapped with them.
 */

import { assertCounters } from '../pulls/counters';
import { canFeature, featuredOf, withFeatured } from '../pulls/featured';
import { HARD_PITY, KIND_NONE, KIND_R, KIND_TOP, SR_GUARANTEE } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';

export const HISTORY_HEADER_BYTES = 24;
export const HISTORY_FORMAT_VERSION = 1;
/** The version of a Limited run's batch: version 1 with the featured character's roster index. */
export const HISTORY_RUN_FORMAT_VERSION = 2;
const MAGIC_0 = 0x45;
const MAGIC_1 = 0x52;

/**
 * Why encoded pulls cannot be ones the site wrote: `pull` counts from 0 within the batch. The page words it for the
 * player (src/storage/file-problem-wording.ts); the error's own message is for developers.
 */
export type HistoryCodecFault =
  | { readonly fault: 'short' }
  | { readonly fault: 'magic' }
  | { readonly fault: 'version'; readonly version: number }
  | { readonly fault: 'banner-code'; readonly code: number }
  | { readonly fault: 'reserved' }
  | { readonly fault: 'timestamp' }
  | { readonly fault: 'length'; readonly count: number; readonly body: number }
  | { readonly fault: 'off-banner'; readonly pull: number; readonly banner: BannerId }
  | { readonly fault: 'hard-pity'; readonly pull: number }
  | { readonly fault: 'sr-due'; readonly pull: number }
  | { readonly fault: 'featured' };

function faultMessage(fault: HistoryCodecFault): string {
  switch (fault.fault) {
    case 'short':
      return 'Corrupt history: shorter than its header';
    case 'magic':
      return 'Corrupt history: bad magic';
    case 'version':
      return `Unsupported history format version ${fault.version}`;
    case 'banner-code':
      return `Corrupt history: unknown banner code ${fault.code}`;
    case 'reserved':
      return 'Corrupt history: bad reserved bytes';
    case 'timestamp':
      return 'Corrupt history: timestamp is not finite';
    case 'length':
      return `Corrupt history: header says ${fault.count} pulls, body holds ${fault.body}`;
    case 'off-banner':
      return `Corrupt history: pull ${fault.pull} is not a character the ${fault.banner} banner gives`;
    case 'hard-pity':
      return `Corrupt history: pull ${fault.pull} is not top rarity at hard pity`;
    case 'sr-due':
      return `Corrupt history: pull ${fault.pull} is R although SR was guaranteed`;
    case 'featured':
      return 'Corrupt history: the run features no SSR of the roster';
  }
}

/** Encoded pulls that cannot be ones the site wrote, and why (`fault`). */
export class CorruptHistoryError extends Error {
  override readonly name = 'CorruptHistoryError';
  constructor(readonly fault: HistoryCodecFault) {
    super(faultMessage(fault));
  }
}

function corrupt(fault: HistoryCodecFault): CorruptHistoryError {
  return new CorruptHistoryError(fault);
}

export interface HistoryBatch {
  readonly banner: BannerId;
  /** When the batch was pulled, ms since the epoch. */
  readonly timestamp: number;
  /** Counters before the first pull of the batch. */
  readonly startCounters: Counters;
  /** Roster index of each pull. */
  readonly chars: Uint8Array;
}

export interface DecodedHistoryBatch extends HistoryBatch {
  readonly chars: Uint8Array<ArrayBuffer>;
  readonly pity: Uint8Array<ArrayBuffer>;
  readonly types: Uint8Array<ArrayBuffer>;
  /** Counters after the last pull. */
  readonly endCounters: Counters;
  /** A Limited run's batch: the roster index the run featured. */
  readonly featured?: number;
}

/**
 * Re-derives pityCount and pityType for a sequence of pulls, checking that every pull is one the rules allow at
 * that point (right banner, forced top at hard pity, no R once the SR guarantee is due).
 */
export function derivePity(
  rules: Rules,
  banner: BannerId,
  startCounters: Counters,
  chars: Uint8Array,
): { pity: Uint8Array<ArrayBuffer>; types: Uint8Array<ArrayBuffer>; endCounters: Counters } {
  assertCounters(startCounters);
  const { kind, pityType } = rules.banners[banner];
  const pity = new Uint8Array(chars.length);
  const types = new Uint8Array(chars.length);
  let p = startCounters.pity;
  let s = startCounters.sr;
  for (let i = 0; i < chars.length; i++) {
    const k = kind[chars[i]!] ?? KIND_NONE;
    if (k === KIND_NONE) throw corrupt({ fault: 'off-banner', pull: i, banner });
    if (k === KIND_TOP) {
      types[i] = pityType[p]!;
      p = 0;
      s = 0;
    } else {
      if (p >= HARD_PITY) throw corrupt({ fault: 'hard-pity', pull: i });
      if (k === KIND_R) {
        if (s >= SR_GUARANTEE) throw corrupt({ fault: 'sr-due', pull: i });
        s++;
      } else {
        s = 0;
      }
      p++;
    }
    pity[i] = p;
  }
  return { pity, types, endCounters: { pity: p, sr: s } };
}

/** The roster index the roster itself features on Limited (what `buildRules` takes), or -1. */
function specifiedFeatured(rules: Rules): number {
  return rules.roster.findIndex((c) => c.featuredLimited && c.pullable);
}

/**
 * The character a batch drawn by `rules` on `banner` records as featured: the run's, on a Limited run that features
 * someone other than the roster's own featured character; otherwise none.
 */
export function recordedFeatured(rules: Rules, banner: BannerId): number | undefined {
  if (banner !== 'limited') return undefined;
  const featured = featuredOf(rules);
  return featured === specifiedFeatured(rules) ? undefined : featured;
}

/**
 * Encodes a batch drawn by `rules` (a run's rules for a run's batch); validates it against them first so only
 * decodable history is ever written.
 */
export function encodeHistoryBatch(rules: Rules, batch: HistoryBatch): Uint8Array<ArrayBuffer> {
  derivePity(rules, batch.banner, batch.startCounters, batch.chars);
  if (!Number.isFinite(batch.timestamp)) throw new RangeError(`Timestamp must be finite, got ${batch.timestamp}`);
  if (batch.chars.length > 0xffffffff) throw new RangeError('A history batch holds at most 2^32 - 1 pulls');
  const bytes = new Uint8Array(HISTORY_HEADER_BYTES + batch.chars.length);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, MAGIC_0);
  view.setUint8(1, MAGIC_1);
  const featured = recordedFeatured(rules, batch.banner);
  view.setUint8(2, featured === undefined ? HISTORY_FORMAT_VERSION : HISTORY_RUN_FORMAT_VERSION);
  view.setUint8(3, BANNER_IDS.indexOf(batch.banner));
  view.setUint32(4, rules.rosterHash, true);
  view.setFloat64(8, batch.timestamp, true);
  view.setUint8(16, batch.startCounters.pity);
  view.setUint8(17, batch.startCounters.sr);
  view.setUint16(18, featured ?? 0, true);
  view.setUint32(20, batch.chars.length, true);
  bytes.set(batch.chars, HISTORY_HEADER_BYTES);
  return bytes;
}

export interface HistoryHeader {
  readonly banner: BannerId;
  /** The roster hash the indices refer to. */
  readonly rosterHash: number;
  readonly timestamp: number;
  readonly startCounters: Counters;
  readonly count: number;
  /** Version 2: the roster index the Limited run featured, in the roster of `rosterHash`. */
  readonly featured?: number;
}

/**
 * Reads and checks an encoded batch's header and length without replaying its pulls, so a caller holding the roster
 * table the indices refer to can remap them first.
 */
export function readHistoryHeader(bytes: Uint8Array): HistoryHeader {
  if (bytes.length < HISTORY_HEADER_BYTES) throw corrupt({ fault: 'short' });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint8(0) !== MAGIC_0 || view.getUint8(1) !== MAGIC_1) throw corrupt({ fault: 'magic' });
  const version = view.getUint8(2);
  if (version !== HISTORY_FORMAT_VERSION && version !== HISTORY_RUN_FORMAT_VERSION) {
    throw corrupt({ fault: 'version', version });
  }
  const banner = BANNER_IDS[view.getUint8(3)];
  if (banner === undefined) throw corrupt({ fault: 'banner-code', code: view.getUint8(3) });
  const run = version === HISTORY_RUN_FORMAT_VERSION;
  if ((run && (banner !== 'limited' || view.getUint8(19) !== 0)) || (!run && view.getUint16(18, true) !== 0)) {
    throw corrupt({ fault: 'reserved' });
  }
  const timestamp = view.getFloat64(8, true);
  if (!Number.isFinite(timestamp)) throw corrupt({ fault: 'timestamp' });
  const startCounters = { pity: view.getUint8(16), sr: view.getUint8(17) };
  const count = view.getUint32(20, true);
  if (bytes.length !== HISTORY_HEADER_BYTES + count) {
    throw corrupt({ fault: 'length', count, body: bytes.length - HISTORY_HEADER_BYTES });
  }
  const header = { banner, rosterHash: view.getUint32(4, true), timestamp, startCounters, count };
  return run ? { ...header, featured: view.getUint8(18) } : header;
}

/**
 * The rules a batch was drawn by: `rules` (for the roster the indices refer to), with the run's character featured
 * when the header names one. Throws on a featured index that is not an ssr of that roster.
 */
export function rulesOfBatch(rules: Rules, featured: number | undefined): Rules {
  if (featured === undefined) return rules;
  if (!canFeature(rules, featured)) throw corrupt({ fault: 'featured' });
  return withFeatured(rules, featured);
}

/** Decodes a batch under the roster's `rules`; a run's batch is replayed under its run's rules. */
export function decodeHistoryBatch(rules: Rules, bytes: Uint8Array): DecodedHistoryBatch {
  const { banner, rosterHash, timestamp, startCounters, featured } = readHistoryHeader(bytes);
  if (rosterHash !== rules.rosterHash) throw new Error('History was written against a different roster');
  const chars = bytes.slice(HISTORY_HEADER_BYTES);
  const { pity, types, endCounters } = derivePity(rulesOfBatch(rules, featured), banner, startCounters, chars);
  const decoded = { banner, timestamp, startCounters, chars, pity, types, endCounters };
  return featured === undefined ? decoded : { ...decoded, featured };
}

/**
 * The checks of decodeHistoryBatch, without keeping the decoded pulls, replayed `slice` pulls at a time: a caller
 * iterating it (the export) may give its page a turn between steps. Throws where decodeHistoryBatch would.
 */
export function* checkHistoryBatch(rules: Rules, bytes: Uint8Array, slice: number): Generator<void, void, void> {
  if (!Number.isInteger(slice) || slice < 1) throw new RangeError(`Slice must be a positive integer, got ${slice}`);
  const { banner, rosterHash, startCounters, featured } = readHistoryHeader(bytes);
  if (rosterHash !== rules.rosterHash) throw new Error('History was written against a different roster');
  rules = rulesOfBatch(rules, featured);
  const chars = bytes.subarray(HISTORY_HEADER_BYTES);
  let counters = startCounters;
  for (let at = 0; at < chars.length || at === 0; at += slice) {
    if (at > 0) yield;
    counters = derivePity(rules, banner, counters, chars.subarray(at, at + slice)).endCounters;
  }
}
