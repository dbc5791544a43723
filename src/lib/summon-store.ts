import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CHARACTERS } from '../catalogue/characters';
import type { PullView } from '../components/pull-card';
import { createEngineApi, type ProgressCallback } from '../engine/api';
import { stationaryRates, type StationaryRates } from '../engine/exact';
import { rarityMask } from '../engine/filter';
import { runHistoryBatch, type HistoryBatchRequest, type PackedHistoryBatch } from '../engine/history-pack';
import { buildRules, type Rules } from '../engine/rules';
import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';
import {
  CHUNK_PULLS,
  MemoryBackend,
  openIdbBackend,
  type HistoryBackend,
  type StoredHistory,
  type StoredSummary,
} from '../storage/history-db';
import {
  MIRROR_RECORDS,
  countFromMirrors,
  countersFromMirrors,
  readMirrors,
  writeCountMirrors,
  writeSummonsMirror,
  type SummonRecord,
} from '../storage/summon-mirrors';
import { abortError, engineClient, isAbortError, runHistoryBatchInWorker } from './engine-client';
import { decodeChunk, historyFromRecords, recordsFrom, rosterRemap, storableBatch } from './history-chunks';
import { HistoryReader, indexBatches, type ResultFilter } from './history-reader';

/**
 * The summon simulator's state, shared by the Summon and My Summons screens (features never import each other):
 * the summary (summon count, counters per banner, pulls per character), the history reader, and the batch in
 * progress. It lives outside React, so counters and a running batch survive route changes; the history itself lives
 * in IndexedDB, so everything survives reloads.
 *
 * Every change is stored first and applied in memory only once the store has committed it, so a cancelled or
 * failed batch leaves count, counters and history exactly as they were.
 */

/** The largest batch one press of the custom pull button runs. */
export const MAX_BATCH = 10_000_000;
export const MAX_SEED = 0xffffffff;

export type CharCounts = Readonly<Record<BannerId, readonly number[]>>;

export interface RunProgress {
  readonly banner: BannerId;
  readonly total: number;
  readonly done: number;
  readonly pullsPerSecond: number;
  /** 'saving' once every pull is drawn and the history is being written. */
  readonly phase: 'pulling' | 'saving';
}

export interface LastBatch {
  readonly banner: BannerId;
  readonly count: number;
  readonly firstPull: number;
  readonly seed: number;
  /** Pulls of each roster index in the batch. */
  readonly charCounts: readonly number[];
}

export interface SummonSnapshot {
  readonly status: 'loading' | 'ready' | 'unavailable';
  readonly storage: 'indexeddb' | 'memory' | null;
  readonly summonCount: number;
  readonly counters: Readonly<Record<BannerId, Counters>>;
  readonly charCounts: CharCounts;
  /** Pulls kept in the history (fewer than summonCount only when older pulls were never stored here). */
  readonly storedPulls: number;
  readonly run: RunProgress | null;
  readonly lastBatch: LastBatch | null;
  /** Something went wrong that the player should know, worded for them. */
  readonly notice: string | null;
}

/** Pulls and packs a batch; rejects with an AbortError as soon as the signal aborts. */
export interface BatchRunner {
  (request: HistoryBatchRequest, onProgress: ProgressCallback, signal: AbortSignal): Promise<PackedHistoryBatch>;
}

export interface SummonStoreOptions {
  readonly openBackend?: () => Promise<HistoryBackend>;
  readonly runner?: BatchRunner;
  readonly now?: () => number;
}

const ROSTER_IDS = CHARACTERS.map((c) => c.id);

const ENGINE_FAILED = 'The simulator stopped unexpectedly. Nothing was changed; please try again.';
const HISTORY_NOT_SAVED =
  'This browser is not letting the site keep your pull history, so new pulls last only until the page is closed. Your summon count and pity counters are still saved.';
const UNAVAILABLE = 'The summon simulator is unavailable right now.';

function zeroCounters(): Record<BannerId, Counters> {
  return { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } };
}

function zeroCharCounts(): Record<BannerId, number[]> {
  return { limited: ROSTER_IDS.map(() => 0), perma: ROSTER_IDS.map(() => 0), ml: ROSTER_IDS.map(() => 0) };
}

/** Per-character counts stored under another roster order, moved to the current one. */
function currentCharCounts(summary: StoredSummary): Record<BannerId, number[]> {
  const counts = zeroCharCounts();
  const remap = rosterRemap(summary.roster, ROSTER_IDS);
  for (const banner of BANNER_IDS) {
    summary.charCounts[banner].forEach((n, stored) => {
      const index = remap[stored];
      if (index !== undefined && index < ROSTER_IDS.length) counts[banner][index]! += n;
    });
  }
  return counts;
}

/** Runs the engine on this thread, for environments without workers (and component tests). */
function inThreadRunner(rules: Rules): BatchRunner {
  const api = createEngineApi(rules);
  return (request, onProgress, signal) => {
    if (signal.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(abortError());
      signal.addEventListener('abort', onAbort, { once: true });
      runHistoryBatch(api, rules, request, onProgress)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}

function workerRunner(): BatchRunner {
  return (request, onProgress, signal) => runHistoryBatchInWorker(engineClient(), request, onProgress, signal);
}

function sameHistory(a: readonly SummonRecord[] | undefined, b: readonly SummonRecord[]): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((r, i) => {
    const o = b[i]!;
    return (
      r.pullNumber === o.pullNumber &&
      r.character === o.character &&
      r.banner === o.banner &&
      r.pityCount === o.pityCount &&
      r.pityType === o.pityType &&
      r.timestamp === o.timestamp
    );
  });
}

export class SummonStore {
  readonly rules: Rules | null;
  readonly reader: HistoryReader;
  private snapshot: SummonSnapshot;
  private readonly listeners = new Set<() => void>();
  private backend: HistoryBackend | null = null;
  private rosters = new Map<number, readonly string[]>();
  private records: SummonRecord[] = [];
  private controller: AbortController | null = null;
  private started: Promise<void> | null = null;
  private busy = false;
  private readonly rates = new Map<BannerId, StationaryRates>();
  private readonly openBackend: () => Promise<HistoryBackend>;
  private readonly runner: BatchRunner;
  private readonly now: () => number;

  constructor(options: SummonStoreOptions = {}) {
    let rules: Rules | null = null;
    try {
      rules = buildRules(CHARACTERS);
    } catch (error) {
      // The catalogue cannot serve the rules: an internal error, logged for maintainers and never shown to players.
      console.error(error);
    }
    this.rules = rules;
    const masks = {
      top: rules ? rarityMask(rules, ['ssr', 'ml']) : new Uint8Array(0),
      sr: rules ? rarityMask(rules, ['sr']) : new Uint8Array(0),
    };
    this.reader = new HistoryReader(async (chunk) => {
      const record = await this.backend?.readChunk(chunk.first);
      if (!record || !this.rules) return undefined;
      return decodeChunk(this.rules, chunk, record, this.rosters);
    }, masks);
    this.openBackend = options.openBackend ?? openIdbBackend;
    this.runner = options.runner ?? (rules && typeof Worker === 'undefined' ? inThreadRunner(rules) : workerRunner());
    this.now = options.now ?? (() => performance.now());
    this.snapshot = {
      status: rules ? 'loading' : 'unavailable',
      storage: null,
      summonCount: 0,
      counters: zeroCounters(),
      charCounts: zeroCharCounts(),
      storedPulls: 0,
      run: null,
      lastBatch: null,
      notice: rules ? null : UNAVAILABLE,
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SummonSnapshot => this.snapshot;

  /** A notice that stays up for the whole visit (the history cannot be kept), restored after any passing one. */
  private standingNotice: string | null = null;

  private update(patch: Partial<SummonSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Loads the history once; later calls return the same promise. */
  start(): Promise<void> {
    this.started ??= this.load().catch((error: unknown) => {
      console.error(error);
      this.update({ status: 'unavailable', notice: UNAVAILABLE });
    });
    return this.started;
  }

  private storedSummary(
    summonCount: number,
    counters: Readonly<Record<BannerId, Counters>>,
    charCounts: CharCounts,
  ): StoredSummary {
    return { summonCount, counters, charCounts, roster: ROSTER_IDS };
  }

  private async load(): Promise<void> {
    const rules = this.rules;
    if (!rules) return;
    const mirrors = readMirrors();
    let backend: HistoryBackend;
    // Without IndexedDB (disabled, private mode, unreadable) pulls still work, kept for this visit only: say so.
    let fellBack = false;
    try {
      backend = await this.openBackend();
    } catch {
      backend = new MemoryBackend();
      fellBack = true;
    }
    let stored: StoredHistory | null = null;
    try {
      stored = await backend.load();
    } catch {
      // An unreadable database is treated like an empty one: the mirrors still hold the essentials.
      backend = new MemoryBackend();
      fellBack = true;
    }
    if (fellBack) this.standingNotice = HISTORY_NOT_SAVED;
    if (!stored) stored = await this.adoptMirrors(backend, rules, mirrors);
    this.backend = backend;
    this.rosters = new Map(stored.rosters);
    const last = stored.batches[stored.batches.length - 1];
    const lastPull = last ? last.id + last.count - 1 : 0;
    const summonCount = Math.max(stored.summary.summonCount, lastPull);
    const counters = { ...zeroCounters(), ...stored.summary.counters };
    const charCounts = currentCharCounts(stored.summary);
    this.reader.reset(indexBatches(stored.batches));
    writeCountMirrors(summonCount, counters);
    this.update({
      status: 'ready',
      storage: backend.kind,
      summonCount,
      counters,
      charCounts,
      storedPulls: this.reader.storedPulls,
      notice: this.standingNotice,
    });
    await this.rebuildRecords(rules, mirrors.summons);
  }

  /**
   * Nothing stored yet: the mirrors may still hold a summon count, counters and records (an earlier version of the
   * site kept everything there). They become the stored history, so nothing a player had is lost.
   */
  private async adoptMirrors(
    backend: HistoryBackend,
    rules: Rules,
    mirrors: ReturnType<typeof readMirrors>,
  ): Promise<StoredHistory> {
    const imported = historyFromRecords(rules, mirrors.summons ?? []);
    const last = imported.batches[imported.batches.length - 1];
    const summonCount = Math.max(countFromMirrors(mirrors), last ? last.id + last.count - 1 : 0);
    const charCounts = {
      limited: Array.from(imported.tally.limited),
      perma: Array.from(imported.tally.perma),
      ml: Array.from(imported.tally.ml),
    };
    const summary = this.storedSummary(summonCount, countersFromMirrors(mirrors), charCounts);
    const rosters = new Map([[rules.rosterHash, ROSTER_IDS]]);
    try {
      await backend.append(
        {
          batches: imported.batches,
          chunks: imported.chunks,
          summary,
          roster: { hash: rules.rosterHash, ids: ROSTER_IDS },
        },
        0,
      );
    } catch {
      // Kept in memory for this visit; the next successful write stores it.
    }
    return { summary, batches: imported.batches, rosters };
  }

  /** The mirror's records, rewritten from the history (which wins over whatever the key held). */
  private async rebuildRecords(rules: Rules, current: readonly SummonRecord[] | undefined): Promise<void> {
    const records: SummonRecord[] = [];
    for (const chunk of this.reader.newestChunks()) {
      if (records.length >= MIRROR_RECORDS) break;
      const decoded = await this.reader.read(chunk);
      if (!decoded) break;
      records.push(...recordsFrom(rules, chunk, decoded, MIRROR_RECORDS - records.length));
    }
    // A batch finished meanwhile and rewrote the records from newer pulls.
    if (this.records.length > 0 && this.records[0]!.pullNumber > (records[0]?.pullNumber ?? 0)) return;
    this.records = records;
    if (!sameHistory(current, records)) writeSummonsMirror(records);
  }

  /** Expected long-run shares of each rarity and character on a banner, from the engine's exact module. */
  ratesFor(banner: BannerId): StationaryRates | null {
    if (!this.rules) return null;
    let rates = this.rates.get(banner);
    if (!rates) {
      rates = stationaryRates(this.rules, banner);
      this.rates.set(banner, rates);
    }
    return rates;
  }

  /**
   * Pulls `count` times on `banner`. Resolves once the pulls are stored and shown, or quietly when cancelled;
   * anything else that goes wrong becomes the notice and changes nothing.
   */
  async pull(banner: BannerId, count: number, seed: number | null = null): Promise<void> {
    const rules = this.rules;
    const backend = this.backend;
    if (!rules || !backend || this.busy || this.snapshot.status !== 'ready') return;
    const n = Math.min(MAX_BATCH, Math.max(0, Math.floor(count)));
    if (!Number.isFinite(n) || n === 0) return;
    this.busy = true;
    const controller = new AbortController();
    this.controller = controller;
    const startedAt = this.now();
    const expectedCount = this.snapshot.summonCount;
    const startCounters = { ...this.snapshot.counters[banner] };
    this.update({
      run: { banner, total: n, done: 0, pullsPerSecond: 0, phase: 'pulling' },
      notice: this.standingNotice,
    });
    const onProgress: ProgressCallback = (done) => {
      const run = this.snapshot.run;
      if (!run || controller.signal.aborted || run.phase !== 'pulling') return;
      const seconds = (this.now() - startedAt) / 1000;
      this.update({ run: { ...run, done, pullsPerSecond: seconds > 0 ? done / seconds : 0 } });
    };
    try {
      const request: HistoryBatchRequest = {
        banner,
        counters: startCounters,
        count: n,
        seed: seed ?? undefined,
        timestamp: Date.now(),
        chunkPulls: CHUNK_PULLS,
        tailLength: MIRROR_RECORDS,
      };
      const packed = await this.runner(request, onProgress, controller.signal);
      if (controller.signal.aborted) throw abortError();
      const seconds = (this.now() - startedAt) / 1000;
      this.update({
        run: { banner, total: n, done: n, pullsPerSecond: seconds > 0 ? n / seconds : 0, phase: 'saving' },
      });
      const firstPull = expectedCount + 1;
      const storable = storableBatch(rules, packed, firstPull, seed);
      const charCounts = { ...this.snapshot.charCounts };
      const bannerCounts = [...charCounts[banner]];
      packed.tally.forEach((v, i) => (bannerCounts[i] = (bannerCounts[i] ?? 0) + v));
      charCounts[banner] = bannerCounts;
      const counters = { ...this.snapshot.counters, [banner]: { ...packed.counters } };
      const summonCount = expectedCount + n;
      await backend.append(
        {
          batches: [storable.batch],
          chunks: storable.chunks,
          summary: this.storedSummary(summonCount, counters, charCounts),
          roster: { hash: rules.rosterHash, ids: ROSTER_IDS },
        },
        expectedCount,
        controller.signal,
      );
      // Stored: from here on the batch is part of the history.
      this.reader.append(
        storable.indexed,
        storable.indexed.map((_, i) => (i === storable.indexed.length - 1 ? storable.newest : undefined)),
      );
      const tail = packed.tail.chars.length;
      const fresh = recordsFrom(
        rules,
        { banner, timestamp: packed.timestamp, first: firstPull + n - tail },
        packed.tail,
        tail,
      );
      this.records = [...fresh, ...this.records].slice(0, MIRROR_RECORDS);
      writeCountMirrors(summonCount, counters);
      writeSummonsMirror(this.records);
      this.update({
        summonCount,
        counters,
        charCounts,
        storedPulls: this.reader.storedPulls,
        lastBatch: { banner, count: n, firstPull, seed: packed.seedUsed, charCounts: Array.from(packed.tally) },
      });
    } catch (error) {
      if (!isAbortError(error)) this.update({ notice: this.describe(error) });
    } finally {
      this.busy = false;
      this.controller = null;
      this.update({ run: null });
    }
  }

  private describe(error: unknown): string {
    if (error instanceof Error && /browser|another tab/.test(error.message)) return error.message;
    console.error(error);
    return ENGINE_FAILED;
  }

  /** Stops the running batch; nothing it drew is kept. */
  cancel(): void {
    this.controller?.abort();
  }

  /**
   * 'Delete all summons' / 'Clear All Summons': the history and the summon count go, and the current banner's
   * counters return to 0; the other banners keep theirs.
   */
  async clearAll(currentBanner: BannerId | null): Promise<void> {
    const backend = this.backend;
    if (!backend || this.busy || this.snapshot.status !== 'ready') return;
    this.busy = true;
    try {
      const counters = { ...this.snapshot.counters };
      if (currentBanner) counters[currentBanner] = { pity: 0, sr: 0 };
      const charCounts = zeroCharCounts();
      await backend.clear(this.storedSummary(0, counters, charCounts));
      this.reader.reset([]);
      this.records = [];
      writeCountMirrors(0, counters);
      writeSummonsMirror([]);
      this.update({
        summonCount: 0,
        counters,
        charCounts,
        storedPulls: 0,
        lastBatch: null,
        notice: this.standingNotice,
      });
    } catch (error) {
      this.update({ notice: this.describe(error) });
    } finally {
      this.busy = false;
    }
  }

  /** Sets a banner's counters by hand, to mirror a real account. Out-of-range values are refused. */
  async setCounters(banner: BannerId, next: Counters): Promise<boolean> {
    const backend = this.backend;
    if (!backend || this.busy || this.snapshot.status !== 'ready') return false;
    const valid = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;
    if (!valid(next.pity, 80) || !valid(next.sr, 9)) return false;
    this.busy = true;
    try {
      const counters = { ...this.snapshot.counters, [banner]: { pity: next.pity, sr: next.sr } };
      await backend.saveSummary(this.storedSummary(this.snapshot.summonCount, counters, this.snapshot.charCounts));
      writeCountMirrors(this.snapshot.summonCount, counters);
      this.update({ counters, notice: this.standingNotice });
      return true;
    } catch (error) {
      this.update({ notice: this.describe(error) });
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Dismissing also retires the standing notice: the player has read it. */
  dismissNotice(): void {
    this.standingNotice = null;
    if (this.snapshot.notice) this.update({ notice: null });
  }
}

let store: SummonStore | null = null;

export function summonStore(): SummonStore {
  store ??= new SummonStore();
  return store;
}

/** Replaces the shared store (tests, or a fresh start); the previous one's batch is cancelled. */
export function resetSummonStore(options?: SummonStoreOptions): SummonStore {
  store?.cancel();
  store = new SummonStore(options);
  return store;
}

/** The store's state; loads the history on first use. */
export function useSummonState(): SummonSnapshot {
  const current = summonStore();
  useEffect(() => {
    void current.start();
  }, [current]);
  return useSyncExternalStore(current.subscribe, current.getSnapshot);
}

export interface PullSource {
  readonly count: number;
  readonly getPull: (index: number) => PullView | undefined;
  readonly onVisibleRange: (start: number, endExclusive: number) => void;
}

/** The history newest first through a filter, for PullGrid: reads chunks as the visible range needs them. */
export function usePullSource(filter: ResultFilter): PullSource {
  const reader = summonStore().reader;
  const version = useSyncExternalStore(reader.subscribe, () => reader.version);
  // A new function per history version, so the grid re-renders exactly when a chunk has arrived or pulls were added.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getPull = useCallback((index: number) => reader.getPull(filter, index), [reader, filter, version]);
  const onVisibleRange = useCallback(
    (start: number, end: number) => reader.prefetch(filter, start, end),
    [reader, filter],
  );
  return { count: reader.count(filter), getPull, onVisibleRange };
}

export type { ResultFilter };
