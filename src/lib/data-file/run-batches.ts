import { findCharacter } from '../../catalogue/lookups';
import type { FileProblem } from '../../storage/errors';
import { RUN_BATCHES_DATA_VERSION } from './format';

/**
 * A data file's batches pulled on a Limited run name its character (`featured`, version 3). What the file's JSON
 * alone tells is checked here, before the replay: only a file of version 3 or later may name a run, and only an SSR of this
 * version's catalogue can be one's character. Whether the batch's chunks are that run's is the replay's to check
 * (src/engine/history/import-runs.ts), where their headers are read.
 */
export function namedRunProblem(
  version: number,
  batches: readonly { readonly featured?: string | undefined }[],
): Extract<FileProblem, { reason: 'run-batch' }> | undefined {
  for (const [index, { featured }] of batches.entries()) {
    if (featured === undefined) continue;
    const batch = index + 1;
    if (version < RUN_BATCHES_DATA_VERSION) return { reason: 'run-batch', batch, fault: 'older-file' };
    const character = findCharacter(featured);
    if (!character) return { reason: 'run-batch', batch, fault: 'unknown-character' };
    if (character.rarity !== 'ssr') return { reason: 'run-batch', batch, fault: 'not-ssr' };
  }
  return undefined;
}
