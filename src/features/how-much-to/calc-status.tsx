import { formatPulls } from '../../components/odds-format';
import type { Progress } from './use-how-much-to';

function progressText(progress: Progress): string {
  if (progress.stage === 'run') return 'Summoning until every selected character is obtained…';
  if (progress.stage === 'exact') return `Computing the exact odds… ${Math.floor(progress.fraction * 100)}%`;
  return `Monte Carlo: ${formatPulls(progress.done)} / ${formatPulls(progress.total)} trials`;
}

/** The calculator's failure, or how far a run and its odds have come, with a way to cancel them. */
export function CalcStatus({
  error,
  progress,
  onCancel,
}: {
  readonly error: string | null;
  readonly progress: Progress | null;
  readonly onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p className="hmt-error" role="alert">
          The calculator failed: {error}
        </p>
      )}
      {progress && (
        <div className="hmt-progress" data-testid="progress">
          <p role="status">{progressText(progress)}</p>
          {progress.stage === 'monte-carlo' && (
            <progress max={progress.total} value={progress.done} aria-label="Monte Carlo trials done" />
          )}
          {progress.stage === 'exact' && (
            <progress max={1} value={progress.fraction} aria-label="Exact odds computed" />
          )}
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
