import type { Rules } from '../../engine/pulls/rules';
import { BANNER_IDS } from '../../engine/types';
import { rarityMask } from '../../engine/pulls/filter';
import { SiteError, kindOf } from '../../storage/errors';
import { emptySummary, type StoredHistory } from '../../storage/stored-history';
import type { HistoryBackend } from '../../storage/history-backend';
import { MemoryBackend } from '../../storage/memory-backend';
import { requestPersistentStorage } from '../../storage/persistence';
import { countFromMirrors, countersFromMirrors } from '../../storage/summon-mirrors';
import { decodeChunk, historyFromRecords } from '../history-chunks';
import { HistoryReader } from '../history-reader';
import { indexBatches } from '../chunk-index';
import { BatchIndex } from './batch-index';
import { ROSTER_IDS, addCounts, storedSummary, summaryOf, zeroCharCounts, type Summary } from './counts';
import { MirrorRecords, type SummonMirrors } from './mirrors';
import type { HistoryView } from './state';

/**
 * The stored history as this tab knows it: the backend (IndexedDB, or memory where the browser will not keep it),
 * the revision memory reflects, the roster tables of older chunks, the reader of the pulls, and the mirror records.
 * Every write goes through `commit`; a history read from storage is taken in by `take`.
 */
export class HistorySession {
  readonly reader: HistoryReader;
  readonly records: MirrorRecords;
  readonly batches = new BatchIndex();
  /** The stored revision that memory reflects. */
  private revision = 0;
  private rosters = new Map<number, readonly string[]>();
  private backendOrNull: HistoryBackend | null = null;

  constructor(
    readonly rules: Rules,
    readonly mirrors: SummonMirrors,
  ) {
    const masks = { top: rarityMask(rules, ['ssr', 'ml']), sr: rarityMask(rules, ['sr']) };
    this.reader = new HistoryReader(async (chunk) => {
      const record = await this.backendOrNull?.readChunk(chunk.first);
      return record ? decodeChunk(rules, chunk, record, this.rosters) : undefined;
    }, masks);
    this.records = new MirrorRecords(mirrors);
  }

  get backend(): HistoryBackend {
    if (!this.backendOrNull) throw new SiteError('simulator-unavailable', { detail: 'the history is not loaded' });
    return this.backendOrNull;
  }

  get loaded(): boolean {
    return this.backendOrNull !== null;
  }

  /**
   * Opens the history. Without IndexedDB (disabled, private mode, unreadable) pulls still work, kept for this visit
   * only: `fellBack` says so. When nothing is stored yet, the mirrors (where an earlier version of the site kept
   * everything) become the stored history, so nothing a player had is lost.
   */
  async open(openBackend: () => Promise<HistoryBackend>): Promise<{ stored: StoredHistory; fellBack: boolean }> {
    let backend: HistoryBackend;
    let fellBack = false;
    try {
      backend = await openBackend();
    } catch (error) {
      // A history saved by a later version of the site: this page must not pull on beside it, even in memory.
      if (kindOf(error) === 'newer-version') throw error;
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
    stored ??= await this.adoptMirrors(backend);
    this.backendOrNull = backend;
    return { stored, fellBack };
  }

  private async adoptMirrors(backend: HistoryBackend): Promise<StoredHistory> {
    const rules = this.rules;
    const mirrors = this.mirrors.read();
    const imported = historyFromRecords(rules, mirrors.summons ?? []);
    const last = imported.batches[imported.batches.length - 1];
    const charCounts = BANNER_IDS.reduce(
      (sum, banner) => addCounts(sum, banner, imported.tally[banner]),
      zeroCharCounts(),
    );
    const summary = storedSummary({
      summonCount: Math.max(countFromMirrors(mirrors), last ? last.id + last.count - 1 : 0),
      counters: countersFromMirrors(mirrors),
      charCounts,
    });
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
    return { summary, batches: imported.batches, rosters: new Map([[rules.rosterHash, ROSTER_IDS]]), revision };
  }

  /** Takes in a stored history: everything in memory is replaced by what it holds. */
  take(stored: StoredHistory | null): HistoryView {
    const history = stored ?? { summary: emptySummary(ROSTER_IDS), batches: [], rosters: new Map(), revision: 0 };
    this.rosters = new Map(history.rosters);
    this.revision = history.revision ?? 0;
    this.batches.reset(history.batches);
    this.reader.reset(indexBatches(history.batches));
    this.records.clear();
    return { ...summaryOf(history), storedPulls: this.reader.storedPulls, batches: history.batches };
  }

  /** The mirror records, rebuilt from the history now shown (dropped if another change is shown meanwhile). */
  rebuildRecords(): Promise<void> {
    const revision = this.revision;
    return this.records.rebuild(this.rules, this.reader, () => this.revision === revision);
  }

  /**
   * The history as stored now when another tab stored something since this tab last read it (null: nothing is
   * stored any more), or 'current' when memory already shows the stored revision.
   */
  async readIfStale(): Promise<StoredHistory | null | 'current'> {
    const backend = this.backend;
    const before = this.revision;
    if ((await backend.revision()) === before) return 'current';
    const stored = await backend.load();
    // A change of this tab overtook the read, or the read found nothing new after all.
    if (this.revision !== before || (stored?.revision ?? 0) === before) return 'current';
    return stored;
  }

  /**
   * Shows the stored history through `show` when another tab stored something since this tab last read it, unless
   * `wanted` says otherwise once it is read.
   */
  async showIfStale(show: (view: HistoryView) => void, wanted: () => boolean = () => true): Promise<void> {
    const stored = await this.readIfStale();
    if (stored === 'current' || !wanted()) return;
    show(this.take(stored));
    await this.rebuildRecords();
  }

  /** Another tab changed the history: show it as `showIfStale` does; a failed read waits for the next write. */
  async follow(show: (view: HistoryView) => void, wanted: () => boolean): Promise<void> {
    try {
      await this.showIfStale(show, wanted);
    } catch (error) {
      // The next write re-reads anyway; nothing this tab holds is lost.
      console.warn(error);
    }
  }

  /** Stores one write (inside the tabs' exclusive section) and records the revision it stored. */
  async commit(write: (backend: HistoryBackend) => Promise<number>): Promise<number> {
    const backend = this.backend;
    this.revision = await write(backend);
    // Now there is something worth keeping, ask (once) that the browser does not evict it. Asking at the first
    // visit would show some browsers' permission prompt to every passer-by.
    if (backend.kind === 'indexeddb') void requestPersistentStorage();
    return this.revision;
  }

  /** Stores `summary` (with an empty history when `clear`); resolves with the pulls the history keeps after it. */
  async storeSummary(
    commit: (write: (backend: HistoryBackend) => Promise<number>) => Promise<void>,
    summary: Summary,
    clear: boolean,
  ): Promise<number> {
    const stored = storedSummary(summary);
    await commit((backend) => (clear ? backend.clear(stored) : backend.saveSummary(stored)));
    if (clear) {
      this.batches.reset([]);
      this.reader.reset([]);
      this.records.writeEmpty();
    }
    this.mirrors.writeCounts(summary.summonCount, summary.counters);
    return this.reader.storedPulls;
  }

  /** The history as stored now, read afresh (an export). */
  async load(): Promise<StoredHistory | null> {
    return this.backend.load();
  }
}
