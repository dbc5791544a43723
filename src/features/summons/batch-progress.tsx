import { useSummonState } from '../../lib/summons';
import { formatCount } from '../../storage/format';

interface BatchProgressProps {
  onCancel: () => void;
}

/** Pulls done, pulls per second and a way out while a batch runs. */
export function BatchProgress({ onCancel }: BatchProgressProps) {
  // The only part of the screen that follows each progress tick.
  const run = useSummonState((s) => s.run);
  if (!run) return null;
  const saving = run.phase === 'saving';
  const waiting = run.phase === 'waiting';
  return (
    <div className="batch-progress" data-testid="batch-progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label="Pulling"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={`${formatCount(run.done)} of ${formatCount(run.total)} pulls`}
      >
        <div className="progress-fill" style={{ width: `${run.total > 0 ? (run.done / run.total) * 100 : 0}%` }} />
      </div>
      <p className="progress-text" aria-live="polite">
        {waiting
          ? `Waiting for another tab to finish saving its summons; these ${formatCount(run.total)} pulls start right after.`
          : saving
            ? `Saving ${formatCount(run.total)} pulls…`
            : `${formatCount(run.done)} / ${formatCount(run.total)} pulls · ${formatCount(Math.round(run.pullsPerSecond))} pulls/s`}
      </p>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
