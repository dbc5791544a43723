import Cookies from 'js-cookie';
import { builtOnce, z } from './schema';
import { BANNER_IDS, PITY_TYPE_LABELS, type BannerId, type Counters, type PityTypeLabel } from '../engine/types';
import { parseJson, readLocal, writeLocal } from './local-store';
import { PITY_COUNTERS_KEY, SR_COUNTERS_KEY, SUMMON_COUNT_KEY } from './backup-key';

/**
 * The specification's localStorage keys and cookie for the summon simulator. They mirror the IndexedDB history
 * (the source of truth) so that the keys keep the meaning the specification gives them, and they stay small: the
 * `summons` key holds only the newest records, so it can never reach the storage quota.
 *
 * Every key is read and validated on its own: a corrupted key falls back alone, and nothing here ever throws.
 */

export { PITY_COUNTERS_KEY, SR_COUNTERS_KEY, SUMMON_COUNT_KEY };
export const SUMMONS_KEY = 'summons';
export const SUMMON_COUNT_COOKIE = 'summonCount';
export const SUMMON_COOKIE_DAYS = 30;
/** How many of the newest records the `summons` key keeps. */
export const MIRROR_RECORDS = 1000;

const MAX_PITY = 80;
const MAX_SR = 9;
/** A 1,000-record mirror is about 120 KB; anything far larger is not ours and is not parsed at all. */
const MAX_SUMMONS_TEXT = 1_000_000;
const MAX_COUNT_TEXT = 16;

/** One pull in the specification's record shape; `character` is the character's name. */
export interface SummonRecord {
  readonly character: string;
  readonly banner: BannerId;
  readonly pityCount: number;
  readonly pityType: PityTypeLabel;
  readonly timestamp: number;
  readonly pullNumber: number;
}

export type BannerNumbers = Record<BannerId, number>;

/** What the mirrors hold after validation; a key that is absent or invalid is undefined. */
export interface MirrorSnapshot {
  readonly pityCounters?: BannerNumbers;
  readonly srCounters?: BannerNumbers;
  readonly summonCount?: number;
  readonly cookieCount?: number;
  readonly summons?: readonly SummonRecord[];
}

/** The mirrors' schemas, built on first use (see `builtOnce`): a first visit has no mirrors to read. */
const mirrorSchemas = builtOnce(() => {
  const record = z.object({
    character: z.string().check(z.minLength(1), z.maxLength(100)),
    banner: z.enum(BANNER_IDS),
    pityCount: z.int().check(z.minimum(0), z.maximum(MAX_PITY)),
    pityType: z.enum(PITY_TYPE_LABELS),
    timestamp: z.int().check(z.minimum(0), z.maximum(8.64e15)),
    pullNumber: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  });
  const bannerNumbers = (max: number) => {
    const value = z.int().check(z.minimum(0), z.maximum(max));
    return z.object({ limited: value, perma: value, ml: value });
  };
  return {
    summons: z.array(record).check(z.maxLength(MIRROR_RECORDS)),
    pity: bannerNumbers(MAX_PITY),
    sr: bannerNumbers(MAX_SR),
  };
});

/** A count as the specification stores it: a decimal string of a non-negative integer. */
export function parseCountText(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_COUNT_TEXT || !/^\d+$/.test(text)) {
    return undefined;
  }
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function readBannerNumbers(key: string, which: 'pity' | 'sr'): BannerNumbers | undefined {
  const text = readLocal(key);
  if (text === null || text.length > 1000) return undefined;
  const parsed = mirrorSchemas()[which].safeParse(parseJson(text));
  // A fresh object: the parsed value may come from a text with `__proto__` or other keys we never copy.
  return parsed.success ? { limited: parsed.data.limited, perma: parsed.data.perma, ml: parsed.data.ml } : undefined;
}

function readSummons(): SummonRecord[] | undefined {
  const text = readLocal(SUMMONS_KEY);
  if (text === null || text.length > MAX_SUMMONS_TEXT) return undefined;
  const parsed = mirrorSchemas().summons.safeParse(parseJson(text));
  if (!parsed.success) return undefined;
  const records = parsed.data;
  // Newest first means strictly decreasing pull numbers; anything else is not a mirror this site wrote.
  for (let i = 1; i < records.length; i++) {
    if (records[i]!.pullNumber >= records[i - 1]!.pullNumber) return undefined;
  }
  return records.map((r) => ({ ...r }));
}

function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    // document.cookie throws in sandboxed documents; treat as absent.
    return undefined;
  }
}

export function readMirrors(): MirrorSnapshot {
  return {
    pityCounters: readBannerNumbers(PITY_COUNTERS_KEY, 'pity'),
    srCounters: readBannerNumbers(SR_COUNTERS_KEY, 'sr'),
    summonCount: parseCountText(readLocal(SUMMON_COUNT_KEY)),
    cookieCount: parseCountText(readCookie(SUMMON_COUNT_COOKIE)),
    summons: readSummons(),
  };
}

/**
 * The summon count and counters the mirrors hold, without the records: what a screen shows while the history loads
 * (it is the history's own figures as of its last save), instead of zeros.
 */
export function readSavedCounts(): { summonCount: number; counters: Record<BannerId, Counters> } {
  const mirrors: MirrorSnapshot = {
    pityCounters: readBannerNumbers(PITY_COUNTERS_KEY, 'pity'),
    srCounters: readBannerNumbers(SR_COUNTERS_KEY, 'sr'),
    summonCount: parseCountText(readLocal(SUMMON_COUNT_KEY)),
    cookieCount: parseCountText(readCookie(SUMMON_COUNT_COOKIE)),
  };
  return { summonCount: countFromMirrors(mirrors), counters: countersFromMirrors(mirrors) };
}

/** Per-banner counters from the mirrors, each counter falling back to 0 on its own. */
export function countersFromMirrors(mirrors: MirrorSnapshot): Record<BannerId, Counters> {
  const entry = (banner: BannerId): Counters => ({
    pity: mirrors.pityCounters?.[banner] ?? 0,
    sr: mirrors.srCounters?.[banner] ?? 0,
  });
  return { limited: entry('limited'), perma: entry('perma'), ml: entry('ml') };
}

/** The summon count the mirrors agree on best: localStorage, then the cookie, then the newest record. */
export function countFromMirrors(mirrors: MirrorSnapshot): number {
  return mirrors.summonCount ?? mirrors.cookieCount ?? mirrors.summons?.[0]?.pullNumber ?? 0;
}

export function writeCountMirrors(summonCount: number, counters: Readonly<Record<BannerId, Counters>>): void {
  const pity: BannerNumbers = { limited: counters.limited.pity, perma: counters.perma.pity, ml: counters.ml.pity };
  const sr: BannerNumbers = { limited: counters.limited.sr, perma: counters.perma.sr, ml: counters.ml.sr };
  writeLocal(PITY_COUNTERS_KEY, JSON.stringify(pity));
  writeLocal(SR_COUNTERS_KEY, JSON.stringify(sr));
  writeLocal(SUMMON_COUNT_KEY, String(summonCount));
  try {
    Cookies.set(SUMMON_COUNT_COOKIE, String(summonCount), { expires: SUMMON_COOKIE_DAYS, path: '/' });
  } catch {
    // A sandboxed document refuses cookies; the other mirrors and IndexedDB still hold the count.
  }
}

/** Newest first, at most MIRROR_RECORDS. */
export function writeSummonsMirror(records: readonly SummonRecord[]): void {
  writeLocal(SUMMONS_KEY, JSON.stringify(records.slice(0, MIRROR_RECORDS)));
}
