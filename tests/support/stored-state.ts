import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import { derivePity, encodeHistoryBatch, HISTORY_HEADER_BYTES } from '../../src/engine/history/codec';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import type { BannerId, Counters } from '../../src/engine/types';
import { recordsFrom } from '../../src/lib/history-chunks';
import {
  CHUNK_PULLS,
  type BatchRecord,
  type ChunkMeta,
  type ChunkRecord,
  type RarityCounts,
  type StoredSummary,
} from '../../src/storage/stored-history';
import { DB_NAME, DB_VERSION } from '../../src/storage/history-db-schema';
import {
  MIRROR_RECORDS,
  PITY_COUNTERS_KEY,
  SR_COUNTERS_KEY,
  SUMMON_COUNT_COOKIE,
  SUMMON_COUNT_KEY,
  SUMMONS_KEY,
  type SummonRecord,
} from '../../src/storage/summon-mirrors';

/**
 * Browser storage set up directly: a pull history made with the real engine and written as the site writes it
 * (IndexedDB records encoded with the history codec, and the localStorage and cookie mirrors), plus the writer that
 * puts such a payload into a page. The e2e tests use it to start from a history without pulling through the UI;
 * the hostile-storage properties use it to place damaged records beside good ones.
 */

const rules = buildRules(CHARACTERS);
const CHARACTER_IDS = CHARACTERS.map((c) => c.id);

/** What the history's IndexedDB database holds, as plain records; bytes stay Uint8Array. */
export interface HistoryRecords {
  readonly batches: BatchRecord[];
  readonly chunks: ChunkRecord[];
  readonly summary: StoredSummary;
  readonly roster: { readonly hash: number; readonly ids: readonly string[] };
}

export interface BatchPlan {
  readonly banner: BannerId;
  readonly count: number;
  readonly seed: number;
}

/** Pulls `plans` with the real engine and stores them as the site does, in chunks of `chunkPulls`. */
export function buildHistory(plans: readonly BatchPlan[], chunkPulls = 40): HistoryRecords {
  const counters: Record<BannerId, Counters> = {
    limited: { pity: 0, sr: 0 },
    perma: { pity: 0, sr: 0 },
    ml: { pity: 0, sr: 0 },
  };
  const charCounts: Record<BannerId, number[]> = {
    limited: CHARACTER_IDS.map(() => 0),
    perma: CHARACTER_IDS.map(() => 0),
    ml: CHARACTER_IDS.map(() => 0),
  };
  const batches: BatchRecord[] = [];
  const chunks: ChunkRecord[] = [];
  let next = 1;
  plans.forEach((plan, b) => {
    const start = { ...counters[plan.banner] };
    const pulled = pullMany(rules, plan.banner, start, plan.count, createRng(plan.seed));
    const timestamp = 1_700_000_000_000 + b * 60_000;
    const metas: ChunkMeta[] = [];
    let chunkStart = start;
    for (let offset = 0; offset < plan.count; offset += chunkPulls) {
      const chars = pulled.chars.slice(offset, offset + chunkPulls);
      const rarity: RarityCounts = [0, 0, 0, 0];
      for (const c of chars) {
        rarity[rules.rarity[c]! as 0 | 1 | 2 | 3]++;
        charCounts[plan.banner][c]!++;
      }
      const first = next + offset;
      metas.push({ first, count: chars.length, start: chunkStart, rarity });
      const data = encodeHistoryBatch(rules, { banner: plan.banner, timestamp, startCounters: chunkStart, chars });
      chunks.push({ first, batchId: next, data });
      chunkStart = derivePity(rules, plan.banner, chunkStart, chars).endCounters;
    }
    counters[plan.banner] = { ...pulled.counters };
    batches.push({
      id: next,
      banner: plan.banner,
      timestamp,
      count: plan.count,
      start,
      end: { ...pulled.counters },
      seed: plan.seed,
      rosterHash: rules.rosterHash,
      chunks: metas,
    });
    next += plan.count;
  });
  return {
    batches,
    chunks,
    summary: { summonCount: next - 1, counters, charCounts, roster: CHARACTER_IDS },
    roster: { hash: rules.rosterHash, ids: CHARACTER_IDS },
  };
}

/**
 * Stored values that are not JSON: the tagged forms survive a trip through JSON (for the browser test) and are
 * turned back into bytes, buffers and dates by `revive`.
 */
export type Tagged =
  | { readonly $bytes: number[] }
  | { readonly $buffer: number[] }
  | { readonly $int8: number[] }
  | { readonly $date: number };

export function tagBytes(bytes: Uint8Array): Tagged {
  return { $bytes: [...bytes] };
}

/** Turns tagged values back into bytes, buffers and dates, at any depth. */
export function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.$bytes)) return Uint8Array.from(v.$bytes as number[]);
  if (Array.isArray(v.$buffer)) return Uint8Array.from(v.$buffer as number[]).buffer;
  if (Array.isArray(v.$int8)) return Int8Array.from(v.$int8 as number[]);
  if (typeof v.$date === 'number') return new Date(v.$date);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) {
    Object.defineProperty(out, key, { value: revive(v[key]), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Turns bytes back into tagged values, so records can cross into a browser page as JSON. */
export function tag(value: unknown): unknown {
  if (value instanceof Uint8Array) return tagBytes(value);
  if (Array.isArray(value)) return value.map(tag);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    Object.defineProperty(out, key, { value: tag(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Everything `seedStorage` writes, as JSON: bytes tagged, cookies as header texts. */
export interface SeedPayload {
  readonly local: readonly (readonly [string, string])[];
  readonly cookies: readonly string[];
  readonly idb: {
    readonly name: string;
    readonly version: number;
    readonly stores: readonly string[];
    /** In order; `key` only for `meta`; a `delete` removes the record under `key`. */
    readonly writes: readonly { store: string; key?: unknown; value?: unknown; delete?: boolean }[];
  } | null;
}

/**
 * Writes a payload into the current page's storage, replacing what was there. Self-contained (it runs inside a
 * browser page too): writes a store refuses (a key it cannot hold, a full quota) are skipped, as a browser would.
 */
export async function seedStorage(payload: SeedPayload): Promise<void> {
  const reviveValue = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reviveValue);
    if (value === null || typeof value !== 'object') return value;
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.$bytes)) return Uint8Array.from(v.$bytes as number[]);
    if (Array.isArray(v.$buffer)) return Uint8Array.from(v.$buffer as number[]).buffer;
    if (Array.isArray(v.$int8)) return Int8Array.from(v.$int8 as number[]);
    if (typeof v.$date === 'number') return new Date(v.$date);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      Object.defineProperty(out, key, {
        value: reviveValue(v[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  localStorage.clear();
  for (const [key, value] of payload.local) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Over the quota: the key stays absent.
    }
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const cookie of payload.cookies) document.cookie = cookie;
  const idb = payload.idb;
  const request = (r: IDBRequest | IDBOpenDBRequest) =>
    new Promise<unknown>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  if (!idb) return;
  await request(indexedDB.deleteDatabase(idb.name));
  const open = indexedDB.open(idb.name, idb.version);
  open.onupgradeneeded = () => {
    for (const store of idb.stores) {
      if (store === 'batches') open.result.createObjectStore(store, { keyPath: 'id' });
      else if (store === 'chunks') open.result.createObjectStore(store, { keyPath: 'first' });
      else open.result.createObjectStore(store);
    }
  };
  const db = (await request(open)) as IDBDatabase;
  for (const write of idb.writes) {
    try {
      const store = db.transaction(write.store, 'readwrite').objectStore(write.store);
      const key = reviveValue(write.key) as IDBValidKey | undefined;
      if (write.delete) await request(store.delete(key!));
      else if (write.store === 'meta') await request(store.put(reviveValue(write.value), key));
      else await request(store.put(reviveValue(write.value)));
    } catch {
      // A record IndexedDB itself refuses (no valid key): it cannot be stored, so it cannot be read back either.
    }
  }
  db.close();
}

/** The newest records of a history in the `summons` mirror's shape, newest first, at most MIRROR_RECORDS. */
function mirrorRecords(history: HistoryRecords): SummonRecord[] {
  const records: SummonRecord[] = [];
  const byFirst = new Map(history.chunks.map((chunk) => [chunk.first, chunk]));
  for (const batch of [...history.batches].reverse()) {
    for (const meta of [...batch.chunks].reverse()) {
      if (records.length >= MIRROR_RECORDS) return records;
      const chars = byFirst.get(meta.first)!.data!.subarray(HISTORY_HEADER_BYTES);
      const { pity, types } = derivePity(rules, batch.banner, meta.start, chars);
      const run = { banner: batch.banner, timestamp: batch.timestamp, first: meta.first };
      records.push(...recordsFrom(rules, run, { chars, pity, types }, MIRROR_RECORDS - records.length));
    }
  }
  return records;
}

/**
 * The storage a browser holds after pulling `plans` one after another on the site: the history database and every
 * mirror of it. `extraLocal` adds other keys (a saved banner, a theme).
 */
export function historyPayload(
  plans: readonly BatchPlan[],
  extraLocal: readonly (readonly [string, string])[] = [],
): SeedPayload {
  const history = buildHistory(plans, CHUNK_PULLS);
  const { summonCount, counters } = history.summary;
  const numbers = (pick: (c: Counters) => number) =>
    JSON.stringify({ limited: pick(counters.limited), perma: pick(counters.perma), ml: pick(counters.ml) });
  return {
    local: [
      [PITY_COUNTERS_KEY, numbers((c) => c.pity)],
      [SR_COUNTERS_KEY, numbers((c) => c.sr)],
      [SUMMON_COUNT_KEY, String(summonCount)],
      [SUMMONS_KEY, JSON.stringify(mirrorRecords(history))],
      ...extraLocal,
    ],
    cookies: [`${SUMMON_COUNT_COOKIE}=${summonCount}; path=/`],
    idb: {
      name: DB_NAME,
      version: DB_VERSION,
      stores: ['batches', 'chunks', 'meta'],
      writes: [
        { store: 'meta', key: 'summary', value: tag(history.summary) },
        { store: 'meta', key: `roster:${history.roster.hash}`, value: [...history.roster.ids] },
        { store: 'meta', key: 'revision', value: 1 },
        ...history.batches.map((value) => ({ store: 'batches', value: tag(value) })),
        ...history.chunks.map((value) => ({ store: 'chunks', value: tag(value) })),
      ],
    },
  };
}
