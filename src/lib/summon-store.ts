import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createListeners } from '../storage/listeners';
import { CHARACTERS } from '../catalogue/characters';
import type { PullView } from '../components/pull-card';
import type { ProgressCallback } from '../engine/api';
import { stationaryRates, type StationaryRates } from '../engine/exact';
import { rarityMask } from '../engine/filter';
import { encodeHistoryBatch } from '../engine/history-codec';
import type { ImportedHistory } from '../engine/history-import';
import { runHistoryBatch, type HistoryBatchRequest, type PackedHistoryBatch } from '../engine/history-pack';
import { buildRules, type Rules } from '../engine/rules';
import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';
import {
  CHUNK_PULLS,
  HistoryConflictError,
  emptySummary,
  openIdbBackend,
  type HistoryBackend,
  type StoredHistory,
  type StoredSummary,
} from '../storage/history-db';
import { MemoryBackend } from '../storage/memory-backend';
import {
  MIRROR_RECORDS,
  countFromMirrors,
  countersFromMirrors,
  readMirrors,
  writeCountMirrors,
  writeSummonsMirror,
  type SummonRecord,
} from '../storage/summon-mirrors';
import { CHANGES_NOT_SAVED, IMPORT_NOT_SAVED, PULLS_NOT_SAVED, isQuotaExceeded } from '../storage/storage-full';
import { requestPersistentStorage } from '../storage/persistence';
import { beginWork } from './activity';
import { engineClient, runHistoryBatchInWorker } from './engine-client';
import { abortError, isAbortError } from './worker-client';
import { rosterRemap } from '../engine/roster';
import { decodeChunk, historyFromRecords, recordsFrom, storableBatch } from './history-chunks';
import { HistoryReader, indexBatches, type ResultFilter } from './history-reader';

/**
 * The summon simulator's state, shared by the Summon and My Summons screens (features never import each other):
 * the summary (summon count, counters per banner, pulls per character), the history reader, and the batch in
 * progress. It lives outside React, so counters and a running batch survive route changes; the history itself lives
 * in IndexedDB, so everything survives reloads.
 *
 * Every change is stored first and applied in memory only once the store has committed it, so a cancelled or
 * failed batch leaves count, counters and history exactly as they were.
 *
 * Several tabs share one history. Every write runs alone across tabs (a Web Lock, see `exclusive`), starting from
 * whatever another tab stored before it, so two tabs pulling at once queue their batches one after the other and no
 * pull is lost. After each write the tab tells the others on a BroadcastChannel, and they re-read the history.
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
  /**
   * 'waiting' while another tab is writing the history (this batch starts when it is done), 'saving' once every
   * pull is drawn and the history is being written.
   */
  readonly phase: 'waiting' | 'pulling' | 'saving';
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
  /** A change of this tab is waiting for another tab to finish writing the history. */
  readonly waiting: boolean;
  /** Something went wrong that the player should know, worded for them. */
  readonly notice: string | null;
}

/** Pulls and packs a batch; rejects with an AbortError as soon as the signal aborts. */
export interface BatchRunner {
  (request: HistoryBatchRequest, onProgress: ProgressCallback, signal: AbortSignal): Promise<PackedHistoryBatch>;
}

/**
 * The one cross-tab lock every write of the history runs under. `task` receives whether the lock was granted: with
 * `ifAvailable` it runs at once, with false, when another tab holds the lock. Aborting `signal` while waiting
 * rejects with an AbortError.
 */
export interface TabLock {
  request<T>(
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    task: (granted: boolean) => Promise<T>,
  ): Promise<T>;
}

/** What one tab says to the others after changing the history. */
export interface HistoryMessage {
  readonly type: 'history-changed';
  readonly revision: number;
}

/** A channel to the site's other tabs. */
export interface TabChannel {
  post(message: HistoryMessage): void;
  listen(onMessage: (message: unknown) => void): void;
  close(): void;
}

export const HISTORY_LOCK = 'etheria-companion-history';
export const HISTORY_CHANNEL = 'etheria-companion-history';

/** The browser's Web Locks, or null where the API is missing (then writes run directly). */
export function browserTabLock(): TabLock | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    request: (options, task) => locks.request(HISTORY_LOCK, options, (lock) => task(lock !== null)),
  };
}

/** A BroadcastChannel to the site's other tabs, or null where the API is missing. */
export function browserTabChannel(): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(HISTORY_CHANNEL);
  } catch {
    return null;
  }
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel: the other tabs catch up on their next write or visit.
      }
    },
    listen: (onMessage) => {
      channel.onmessage = (event: MessageEvent) => onMessage(event.data);
    },
    close: () => channel.close(),
  };
}

function isHistoryMessage(value: unknown): value is HistoryMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'history-changed';
}

export interface SummonStoreOptions {
  readonly openBackend?: () => Promise<HistoryBackend>;
  readonly runner?: BatchRunner;
  readonly now?: () => number;
  /**
   * The cross-tab lock; null runs writes directly. By default the browser's Web Locks, used when the history is in
   * IndexedDB (an in-memory history belongs to its tab alone).
   */
  readonly locks?: TabLock | null;
  /** Opens the channel to other tabs; same default as `locks`. */
  readonly channel?: () => TabChannel | null;
}

const ROSTER_IDS = CHARACTERS.map((c) => c.id);

const ENGINE_FAILED = 'The simulator stopped unexpectedly. Nothing was changed; please try again.';
const HISTORY_NOT_SAVED =
  'This browser is not letting the site keep your pull history, so new pulls last only until the page is closed. Your summon count and pity counters are still saved.';
const UNAVAILABLE = 'The summon simulator is unavailable right now.';
const CONFLICT =
  'Another tab changed your history while this batch ran, so the batch was not saved. This tab now shows the latest history; pull again to continue.';

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
  // Loaded on first use: pages always have workers, so the batch loop stays out of the screens' bundles.
  let api: Promise<ReturnType<typeof import('../engine/api').createEngineApi>> | null = null;
  return async (request, onProgress, signal) => {
    if (signal.aborted) throw abortError();
    api ??= import('../engine/api').then((m) => m.createEngineApi(rules));
    const engine = await api;
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(abortError());
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      runHistoryBatch(engine, rules, request, onProgress)
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

/** One batch of the history as exported: its pulls encoded for the current roster. */
export interface ExportedBatch {
  readonly first: number;
  readonly banner: BannerId;
  readonly timestamp: number;
  readonly seed: number | null;
  readonly count: number;
  /** Codec bytes, or (pulls kept from an earlier version's records) the recorded pulls, pity values and types. */
  readonly chunks: readonly (
    | { readonly data: Uint8Array }
    | { readonly chars: Uint8Array; readonly pity: Uint8Array; readonly types: Uint8Array }
  )[];
}

export interface HistoryExportSummary {
  readonly summonCount: number;
  readonly counters: Readonly<Record<BannerId, Counters>>;
  /** Character ids: what the exported pull bytes index into. */
  readonly roster: readonly string[];
  readonly pulls: number;
  /** Pulls left out because their stored chunks could not be read. */
  readonly skipped: number;
}

/** A checked history from a data file, numbered as in the file and in the current roster's indices. */
export type { ImportedHistory };

const EXPORT_CHANGED = 'Your pull history changed while it was being exported. Please export again.';
const IMPORT_BUSY = 'A batch of pulls is running. Wait for it to finish (or cancel it), then import again.';
const IMPORT_UNAVAILABLE =
  'The summon simulator is unavailable right now, so the pull history cannot be imported. Nothing was changed.';

/** An import's writes outside the history, made inside the history's lock; `apply` throws when they fail. */
export interface ImportLocalWrites {
  readonly apply: () => void;
  readonly revert: () => void;
}

export class SummonStore {
  readonly rules: Rules | null;
  readonly reader: HistoryReader;
  private snapshot: SummonSnapshot;
  private readonly listeners = createListeners();
  private backend: HistoryBackend | null = null;
  private rosters = new Map<number, readonly string[]>();
  private records: SummonRecord[] = [];
  private controller: AbortController | null = null;
  private started: Promise<void> | null = null;
  private busy = false;
  /** The stored revision that memory reflects. */
  private revision = 0;
  /** True while this tab runs a write under the cross-tab lock. */
  private holding = false;
  private locks: TabLock | null = null;
  private channel: TabChannel | null = null;
  /** Re-reads after other tabs' messages, one after another. */
  private remote: Promise<void> = Promise.resolve();
  private disposed = false;
  private readonly options: SummonStoreOptions;
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
    this.options = options;
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
      waiting: false,
      notice: rules ? null : UNAVAILABLE,
    };
  }

  readonly subscribe = this.listeners.subscribe;

  readonly getSnapshot = (): SummonSnapshot => this.snapshot;

  /** A notice that stays up for the whole visit (the history cannot be kept), restored after any passing one. */
  private standingNotice: string | null = null;

  private update(patch: Partial<SummonSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.notify();
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
    if (this.disposed) return;
    this.backend = backend;
    const shared = backend.kind === 'indexeddb';
    this.locks = this.options.locks !== undefined ? this.options.locks : shared ? browserTabLock() : null;
    this.channel = (this.options.channel ?? (shared ? browserTabChannel : () => null))();
    this.channel?.listen((message) => {
      if (isHistoryMessage(message)) this.remote = this.remote.then(() => this.followOtherTab());
    });
    this.applyHistory(stored, { status: 'ready', storage: backend.kind, notice: this.standingNotice });
    writeCountMirrors(this.snapshot.summonCount, this.snapshot.counters);
    await this.rebuildRecords(rules, mirrors.summons);
    // Another tab may have written between the read above and the channel opening: one cheap look catches it.
    if (this.channel) this.remote = this.remote.then(() => this.followOtherTab());
  }

  /** Shows a stored history: everything in memory is replaced by what it holds. */
  private applyHistory(stored: StoredHistory, patch: Partial<SummonSnapshot> = {}): void {
    this.rosters = new Map(stored.rosters);
    this.revision = stored.revision ?? 0;
    const last = stored.batches[stored.batches.length - 1];
    const lastPull = last ? last.id + last.count - 1 : 0;
    const summonCount = Math.max(stored.summary.summonCount, lastPull);
    const counters = { ...zeroCounters(), ...stored.summary.counters };
    const charCounts = currentCharCounts(stored.summary);
    this.reader.reset(indexBatches(stored.batches));
    this.records = [];
    // This tab's last batch stays on show while it is still in the history (another tab may have cleared it).
    const shown = this.snapshot.lastBatch;
    const kept =
      shown &&
      stored.batches.some((b) => b.id === shown.firstPull && b.count === shown.count && b.banner === shown.banner);
    this.update({
      summonCount,
      counters,
      charCounts,
      storedPulls: this.reader.storedPulls,
      lastBatch: kept ? shown : null,
      ...patch,
    });
  }

  /** Re-reads the history when another tab stored something since this tab last read it. */
  private async refreshIfStale(): Promise<void> {
    const backend = this.backend;
    const rules = this.rules;
    if (!backend || !rules || (await backend.revision()) === this.revision) return;
    const stored = await backend.load();
    this.applyHistory(stored ?? this.emptyHistory());
    await this.rebuildRecords(rules, readMirrors().summons);
  }

  private emptyHistory(): StoredHistory {
    return { summary: emptySummary(ROSTER_IDS), batches: [], rosters: new Map(), revision: 0 };
  }

  /**
   * Another tab changed the history: show it. Not while this tab writes (its write re-reads first, and nobody else
   * can write meanwhile), and a read overtaken by a change of this tab is dropped.
   */
  private async followOtherTab(): Promise<void> {
    const backend = this.backend;
    const rules = this.rules;
    if (!backend || !rules || this.disposed || this.holding) return;
    const before = this.revision;
    try {
      if ((await backend.revision()) === before) return;
      const stored = await backend.load();
      if (this.disposed || this.holding || this.revision !== before || (stored?.revision ?? 0) === before) return;
      this.applyHistory(stored ?? this.emptyHistory());
      await this.rebuildRecords(rules, readMirrors().summons);
    } catch (error) {
      // The next write re-reads anyway; nothing this tab holds is lost.
      console.warn(error);
    }
  }

  /**
   * Runs a change of the history alone: under the cross-tab lock when the browser has one, after re-reading whatever
   * another tab stored since this tab last read, so `task` starts from the true summon count, counters and history
   * (read them from getSnapshot()). A task stores through `commit`, which tells the other tabs. Resolves with the
   * task's result; rejects with an AbortError when `signal` aborts while waiting, or with the task's error.
   * `onWait` runs when another tab holds the lock; the snapshot's `waiting` is true until it is granted.
   */
  async exclusive<T>(
    task: () => Promise<T>,
    options: { readonly signal?: AbortSignal; readonly onWait?: () => void } = {},
  ): Promise<T> {
    const run = async (): Promise<T> => {
      if (options.signal?.aborted) throw abortError();
      if (this.snapshot.waiting) this.update({ waiting: false });
      this.holding = true;
      try {
        await this.refreshIfStale();
        return await task();
      } finally {
        this.holding = false;
      }
    };
    const locks = this.locks;
    if (!locks) return run();
    const now = await locks.request({ ifAvailable: true }, async (granted) =>
      granted ? { value: await run() } : null,
    );
    if (now) return now.value;
    this.update({ waiting: true });
    options.onWait?.();
    try {
      return await locks.request({ signal: options.signal }, () => run());
    } finally {
      if (this.snapshot.waiting) this.update({ waiting: false });
    }
  }

  /** Stores one write (inside `exclusive`), records its revision and tells the other tabs. */
  private async commit(write: (backend: HistoryBackend) => Promise<number>): Promise<void> {
    const backend = this.backend;
    if (!backend) throw new Error('The history is not loaded');
    this.revision = await write(backend);
    this.channel?.post({ type: 'history-changed', revision: this.revision });
    // Now there is something worth keeping, ask (once) that the browser does not evict it. Asking at the first
    // visit would show some browsers' permission prompt to every passer-by.
    if (backend.kind === 'indexeddb') void requestPersistentStorage();
  }

  /** Stops listening to other tabs and cancels the running batch (a store that is replaced). */
  dispose(): void {
    this.disposed = true;
    this.cancel();
    this.channel?.close();
    this.channel = null;
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
    let revision = 0;
    try {
      revision = await backend.append(
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
    return { summary, batches: imported.batches, rosters, revision };
  }

  /** The mirror's records, rewritten from the history (which wins over whatever the key held). */
  private async rebuildRecords(rules: Rules, current: readonly SummonRecord[] | undefined): Promise<void> {
    const records: SummonRecord[] = [];
    const revision = this.revision;
    for (const chunk of this.reader.newestChunks()) {
      if (records.length >= MIRROR_RECORDS) break;
      const decoded = await this.reader.read(chunk);
      if (!decoded) break;
      records.push(...recordsFrom(rules, chunk, decoded, MIRROR_RECORDS - records.length));
    }
    // A batch finished meanwhile and rewrote the records from newer pulls, or another tab's change was shown.
    if (this.revision !== revision) return;
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
    if (!rules || !this.backend || this.busy || this.snapshot.status !== 'ready') return;
    const n = Math.min(MAX_BATCH, Math.max(0, Math.floor(count)));
    if (!Number.isFinite(n) || n === 0) return;
    this.busy = true;
    // A reload (the new-version prompt) waits for this batch, from waiting for the lock until it is saved.
    const endWork = beginWork();
    const controller = new AbortController();
    this.controller = controller;
    this.update({
      run: { banner, total: n, done: 0, pullsPerSecond: 0, phase: 'pulling' },
      notice: this.standingNotice,
    });
    try {
      await this.exclusive(() => this.runBatch(rules, banner, n, seed, controller.signal), {
        signal: controller.signal,
        onWait: () => this.update({ run: { banner, total: n, done: 0, pullsPerSecond: 0, phase: 'waiting' } }),
      });
    } catch (error) {
      if (error instanceof HistoryConflictError) {
        // Only where the browser has no cross-tab lock: show what the other tab stored.
        this.update({ notice: CONFLICT });
        await this.followOtherTab();
      } else if (!isAbortError(error)) {
        this.update({ notice: this.describe(error) });
      }
    } finally {
      this.busy = false;
      this.controller = null;
      this.update({ run: null });
      endWork();
    }
  }

  /** One batch, from the counters and count as stored (the caller holds the lock and has re-read the history). */
  private async runBatch(
    rules: Rules,
    banner: BannerId,
    n: number,
    seed: number | null,
    signal: AbortSignal,
  ): Promise<void> {
    const startedAt = this.now();
    const expectedCount = this.snapshot.summonCount;
    const startCounters = { ...this.snapshot.counters[banner] };
    this.update({ run: { banner, total: n, done: 0, pullsPerSecond: 0, phase: 'pulling' } });
    const onProgress: ProgressCallback = (done) => {
      const run = this.snapshot.run;
      if (!run || signal.aborted || run.phase !== 'pulling') return;
      const seconds = (this.now() - startedAt) / 1000;
      this.update({ run: { ...run, done, pullsPerSecond: seconds > 0 ? done / seconds : 0 } });
    };
    const request: HistoryBatchRequest = {
      banner,
      counters: startCounters,
      count: n,
      seed: seed ?? undefined,
      timestamp: Date.now(),
      chunkPulls: CHUNK_PULLS,
      tailLength: MIRROR_RECORDS,
    };
    const packed = await this.runner(request, onProgress, signal);
    if (signal.aborted) throw abortError();
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
    await this.commit((backend) =>
      backend.append(
        {
          batches: [storable.batch],
          chunks: storable.chunks,
          summary: this.storedSummary(summonCount, counters, charCounts),
          roster: { hash: rules.rosterHash, ids: ROSTER_IDS },
        },
        expectedCount,
        signal,
      ),
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
  }

  /** A failure worded for the player; `full` is what a full storage means for this change. */
  private describe(error: unknown, full: string = PULLS_NOT_SAVED): string {
    if (isQuotaExceeded(error)) return full;
    if (error instanceof Error && /browser|another tab/i.test(error.message)) return error.message;
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
    if (!this.backend || this.busy || this.snapshot.status !== 'ready') return;
    this.busy = true;
    try {
      await this.exclusive(async () => {
        const counters = { ...this.snapshot.counters };
        if (currentBanner) counters[currentBanner] = { pity: 0, sr: 0 };
        const charCounts = zeroCharCounts();
        await this.commit((backend) => backend.clear(this.storedSummary(0, counters, charCounts)));
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
      });
    } catch (error) {
      this.update({ notice: this.describe(error, CHANGES_NOT_SAVED) });
    } finally {
      this.busy = false;
    }
  }

  /** Sets a banner's counters by hand, to mirror a real account. Out-of-range values are refused. */
  async setCounters(banner: BannerId, next: Counters): Promise<boolean> {
    if (!this.backend || this.busy || this.snapshot.status !== 'ready') return false;
    const valid = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;
    if (!valid(next.pity, 80) || !valid(next.sr, 9)) return false;
    this.busy = true;
    try {
      await this.exclusive(async () => {
        const { summonCount, charCounts } = this.snapshot;
        const counters = { ...this.snapshot.counters, [banner]: { pity: next.pity, sr: next.sr } };
        await this.commit((backend) => backend.saveSummary(this.storedSummary(summonCount, counters, charCounts)));
        writeCountMirrors(summonCount, counters);
        this.update({ counters, notice: this.standingNotice });
      });
      return true;
    } catch (error) {
      this.update({ notice: this.describe(error, CHANGES_NOT_SAVED) });
      return false;
    } finally {
      this.busy = false;
    }
  }

  /**
   * The whole history for an export, read afresh from storage (so another tab's pulls are in it): `onBatch` gets each
   * batch in order (awaited), its pulls encoded for the current roster. A batch whose stored pulls cannot be read is left out
   * and counted in `skipped`. Rejects, with a message for the player, when the history cannot be read.
   */
  async exportHistory(onBatch: (batch: ExportedBatch) => void | Promise<void>): Promise<HistoryExportSummary> {
    await this.start();
    const rules = this.rules;
    const backend = this.backend;
    if (!rules || !backend) throw new Error(UNAVAILABLE);
    const stored = (await backend.load()) ?? this.emptyHistory();
    const rosters = new Map(stored.rosters);
    const last = stored.batches[stored.batches.length - 1];
    const summonCount = Math.max(stored.summary.summonCount, last ? last.id + last.count - 1 : 0);
    let pulls = 0;
    let skipped = 0;
    for (const batch of stored.batches) {
      const chunks: ExportedBatch['chunks'][number][] = [];
      let readable = true;
      for (const meta of batch.chunks) {
        const record = await backend.readChunk(meta.first);
        if (!record) {
          // Another tab rewrote the history meanwhile, or this chunk is lost: only the first is worth a retry.
          if ((await backend.revision()) !== stored.revision) throw new Error(EXPORT_CHANGED);
          readable = false;
          break;
        }
        try {
          if (record.chars && record.pity && record.types) {
            chunks.push({ chars: record.chars, pity: record.pity, types: record.types });
            continue;
          }
          const decoded = decodeChunk(
            rules,
            {
              ...meta,
              batchId: batch.id,
              banner: batch.banner,
              timestamp: batch.timestamp,
              rosterHash: batch.rosterHash,
            },
            record,
            rosters,
          );
          const data =
            batch.rosterHash === rules.rosterHash && record.data
              ? record.data
              : encodeHistoryBatch(rules, {
                  banner: batch.banner,
                  timestamp: batch.timestamp,
                  startCounters: meta.start,
                  chars: decoded.chars,
                });
          chunks.push({ data });
        } catch {
          readable = false;
          break;
        }
      }
      if (!readable) {
        skipped += batch.count;
        continue;
      }
      const { id, banner, timestamp, seed, count } = batch;
      await onBatch({ first: id, banner, timestamp, seed, count, chunks });
      pulls += count;
    }
    // Batches read across another tab's write would mix two histories: start again instead.
    if ((await backend.revision()) !== stored.revision) throw new Error(EXPORT_CHANGED);
    const counters = { ...zeroCounters(), ...stored.summary.counters };
    return { summonCount, counters, roster: ROSTER_IDS, pulls, skipped };
  }

  /**
   * Writes a checked history from a data file. 'replace': the stored history, summon count and counters become the
   * file's, in one transaction. 'merge': the file's batches are appended after the current history with their pull
   * numbers moved on by the current summon count (so gaps stay gaps), the summon count becomes the sum, and every
   * banner the file has pulls on takes the file's counters (its pulls are now that banner's newest); the others keep
   * theirs. Runs alone across tabs. Rejects with a message for the player when nothing was changed.
   */
  async importHistory(history: ImportedHistory, mode: 'replace' | 'merge', local?: ImportLocalWrites): Promise<void> {
    await this.start();
    const rules = this.rules;
    if (!rules || !this.backend || this.snapshot.status !== 'ready') throw new Error(IMPORT_UNAVAILABLE);
    if (this.busy) throw new Error(IMPORT_BUSY);
    this.busy = true;
    let localFailed = false;
    try {
      await this.exclusive(async () => {
        const current = this.snapshot;
        const offset = mode === 'merge' ? current.summonCount : 0;
        if (offset + history.summonCount > Number.MAX_SAFE_INTEGER) throw new Error(IMPORT_UNAVAILABLE);
        const batches = history.batches.map((b) => ({
          ...b,
          id: b.id + offset,
          chunks: b.chunks.map((c) => ({ ...c, first: c.first + offset })),
        }));
        const chunks = history.chunks.map((c) => ({ ...c, first: c.first + offset, batchId: c.batchId + offset }));
        const counters = mode === 'merge' ? { ...current.counters } : zeroCounters();
        for (const banner of BANNER_IDS) {
          if (mode === 'replace' || history.batches.some((b) => b.banner === banner)) {
            counters[banner] = { ...history.counters[banner] };
          }
        }
        const charCounts = zeroCharCounts();
        for (const banner of BANNER_IDS) {
          charCounts[banner] = charCounts[banner].map(
            (_, i) =>
              (mode === 'merge' ? (current.charCounts[banner][i] ?? 0) : 0) + (history.charCounts[banner][i] ?? 0),
          );
        }
        const write = {
          batches,
          chunks,
          summary: this.storedSummary(offset + history.summonCount, counters, charCounts),
          roster: { hash: rules.rosterHash, ids: ROSTER_IDS },
        };
        // The other data (tier lists, teams, theme) is written under the same lock, just before the history, and
        // put back if the history cannot be stored: the import lands whole or not at all.
        try {
          local?.apply();
        } catch (error) {
          localFailed = true;
          throw error;
        }
        try {
          await this.commit((backend) =>
            mode === 'replace' ? backend.replace(write) : backend.append(write, current.summonCount),
          );
        } catch (error) {
          local?.revert();
          throw error;
        }
        const stored = await this.backend!.load();
        this.applyHistory(stored ?? this.emptyHistory(), { lastBatch: null, notice: this.standingNotice });
        writeCountMirrors(this.snapshot.summonCount, this.snapshot.counters);
        await this.rebuildRecords(rules, readMirrors().summons);
      });
    } catch (error) {
      if (localFailed) throw error;
      if (isQuotaExceeded(error)) throw new Error(IMPORT_NOT_SAVED, { cause: error });
      if (error instanceof HistoryConflictError) throw error;
      if (error instanceof Error && error.message === IMPORT_UNAVAILABLE) throw error;
      console.warn(error);
      throw new Error('Your browser could not save the imported pull history. Nothing was changed.', { cause: error });
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

/** Replaces the shared store (tests, or a fresh start); the previous one's batch is cancelled and it stops listening. */
export function resetSummonStore(options?: SummonStoreOptions): SummonStore {
  store?.dispose();
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
