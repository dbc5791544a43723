/**
 * A data file's batch names the Limited run its pulls were made on (`featured`, a character id), and each of its
 * chunks says the same in its header (codec version 2, a roster index of the file's roster): the two must agree, and
 * every chunk of a batch is of one run. A batch that names no run takes its first chunk's: a file of version 1 or 2
 * cannot name one, yet a tab of the build before version 3, open while a later one pulled on a run, exports such a
 * batch with its chunks as stored.
 */

/** How a batch and its chunks disagree about their run; `batch` counts from 1, in the file's order. */
export interface ImportRunFault {
  readonly batch: number;
  /** `other-run`: a chunk is of another run than the batch names (or its first chunk is of), or of none. */
  readonly fault: 'other-run';
}

/** Thrown inside the import's check, returned as a value by it. */
export class RunFault extends Error {
  constructor(readonly fault: ImportRunFault) {
    super(`Batch ${fault.batch}: ${fault.fault}`);
  }
}

/**
 * The fault of one chunk of the batch at `index` (from 0): the batch names `named` (undefined: no run), the chunk's
 * header features `headerIndex` of the file's `roster` (undefined: no run; an index in range). None when they agree.
 */
export function namedRunFault(
  named: string | undefined,
  headerIndex: number | undefined,
  roster: readonly string[],
  index: number,
): ImportRunFault | undefined {
  const chunkRun = headerIndex === undefined ? undefined : roster[headerIndex];
  if (chunkRun === named) return undefined;
  return { batch: index + 1, fault: 'other-run' };
}
