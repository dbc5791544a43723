import type { BatchRecord } from '../../storage/stored-history';
import { createListeners } from '../../storage/listeners';

/**
 * The stored batches as this tab knows them, oldest first: their banner, counters, seed and rarity counts per chunk,
 * never their pulls. The replay links and the luck panel read them; every change of the history replaces the list
 * (a new array, so a hook sees the change) before the reader announces the new pulls.
 */
export class BatchIndex {
  private list: readonly BatchRecord[] = [];
  private readonly listeners = createListeners();

  readonly subscribe = this.listeners.subscribe;

  /** The batches, oldest first; the same array until the history changes. */
  readonly current = (): readonly BatchRecord[] => this.list;

  reset(batches: readonly BatchRecord[]): void {
    this.list = [...batches];
    this.listeners.notify();
  }

  append(batch: BatchRecord): void {
    this.list = [...this.list, batch];
    this.listeners.notify();
  }

  /** Takes back the newest batch, appended before its save and then refused; any other batch is left alone. */
  withdraw(batch: BatchRecord): void {
    if (this.list[this.list.length - 1] !== batch) return;
    this.list = this.list.slice(0, -1);
    this.listeners.notify();
  }
}
