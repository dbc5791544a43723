import { MAX_RUNS, newRunId, type BannerRun } from '../../storage/runs-store';
import { sameRun } from '../runs';

/**
 * Merge of banner runs: the file's runs that are not already saved (the same run but for its id) come after the
 * saved ones, in the file's order, up to MAX_RUNS. A run whose id is taken by another run gets a new id. Merging a
 * file twice adds nothing the second time.
 */
export function mergeRuns(
  current: readonly BannerRun[],
  incoming: readonly BannerRun[],
  freshId: () => string = newRunId,
): { readonly result: readonly BannerRun[]; readonly added: number; readonly leftOut: number } {
  const result = [...current];
  let added = 0;
  let leftOut = 0;
  for (const run of incoming) {
    if (result.some((saved) => sameRun(saved, run))) continue;
    if (result.length >= MAX_RUNS) {
      leftOut++;
      continue;
    }
    result.push(result.some((saved) => saved.id === run.id) ? { ...run, id: freshId() } : run);
    added++;
  }
  return { result, added, leftOut };
}
