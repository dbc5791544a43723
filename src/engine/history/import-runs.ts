/**
 * A data file's batch names the Limited run its pulls were made on (`featured`, a character id), and each of its
 * chunks says the same in its header (codec version 2, a roster index of the file's roster): the two must agree. A
 * batch naming no run holds no run's chunk, so a file written before runs could be named (versions 1 and 2) holds
 * none; a batch naming one holds only that run's chunks.
 */

/** How a batch and its chunks disagree about their run; `batch` counts from 1, in the file's order. */
export interface ImportRunFault {
  readonly batch: number;
  /** `other-run`: its chunks are of another run, or of none; `unnamed`: of a run the batch does not name. */
  readonly fault: 'other-run' | 'unnamed';
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
  return { batch: index + 1, fault: named === undefined ? 'unnamed' : 'other-run' };
}
