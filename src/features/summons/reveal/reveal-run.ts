import type { PullRevealSource } from '../../../components/pull-reveal';
import { createListeners } from '../../../storage/listeners';
import { revealOrder, type RevealBatch } from './reveal-policy';

/**
 * The reveal running on the Summon screen, if any: the pull cards follow it (as their PullRevealSource) and so does
 * the area that ends it. Starting a reveal replaces the one running; finishing twice changes nothing.
 */
export class RevealRun implements PullRevealSource {
  private batch: RevealBatch | null = null;
  private readonly listeners = createListeners();

  readonly subscribe = this.listeners.subscribe;

  /** The batch being revealed, or null. */
  readonly current = (): RevealBatch | null => this.batch;

  readonly orderOf = (pullNumber: number): number => revealOrder(this.batch, pullNumber);

  start(batch: RevealBatch): void {
    this.batch = batch;
    this.listeners.notify();
  }

  readonly finish = (): void => {
    if (!this.batch) return;
    this.batch = null;
    this.listeners.notify();
  };
}
