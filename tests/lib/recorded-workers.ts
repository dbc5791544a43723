/** Calc workers that record their ending, so a test can see which workers were started and which were ended. */

import { spawnCalcWorker } from '../../src/lib/calc-client';

export interface Spawned {
  readonly worker: Worker;
  terminated: boolean;
}

/** A spawn function that appends every worker it starts to `spawned`. */
export function recordingSpawn(spawned: Spawned[]): () => Worker {
  return () => {
    const worker = spawnCalcWorker();
    const entry = { worker, terminated: false };
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      entry.terminated = true;
      terminate();
    };
    spawned.push(entry);
    return worker;
  };
}

/** Ends every recorded worker a test left running and empties the record. */
export function endAll(spawned: Spawned[]): void {
  for (const s of spawned.splice(0)) if (!s.terminated) s.worker.terminate();
}
