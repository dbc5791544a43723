import type { HistoryAppend, StoredSummary } from '../../src/storage/stored-history';
import { storageError } from '../../src/storage/history-db-write';
import { MemoryBackend, type MemoryBackendOptions } from '../../src/storage/memory-backend';

/**
 * The in-memory history backend with what tests look at and control: a storage that refuses writes as a full disk
 * would (`failWrites`), how many writes were stored, and how many pulls it holds.
 */
export type TestBackendOptions = MemoryBackendOptions & { failWrites?: boolean };

export class TestBackend extends MemoryBackend {
  failWrites: boolean;
  writes = 0;

  constructor(options: TestBackendOptions = {}) {
    super(options);
    this.failWrites = options.failWrites ?? false;
  }

  get storedPulls(): number {
    let total = 0;
    for (const batch of this.batches.values()) total += batch.count;
    return total;
  }

  private async counted(write: () => Promise<number>): Promise<number> {
    if (this.failWrites) {
      await Promise.resolve();
      throw storageError(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    }
    const revision = await write();
    this.writes++;
    return revision;
  }

  override append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) return super.append(write, expectedCount, signal);
    return this.counted(() => super.append(write, expectedCount, signal));
  }

  override replace(write: HistoryAppend): Promise<number> {
    return this.counted(() => super.replace(write));
  }

  override clear(summary: StoredSummary): Promise<number> {
    return this.counted(() => super.clear(summary));
  }

  override saveSummary(summary: StoredSummary): Promise<number> {
    return this.counted(() => super.saveSummary(summary));
  }
}
