import { Trans, useLingui } from '@lingui/react/macro';
import { formatPulls } from '../../components/odds-format';
import { formatNumber } from '../../storage/format';
import type { Progress } from './use-how-much-to';

/** How far the run and its odds have come, in words. */
function ProgressText({ progress }: { readonly progress: Progress }) {
  if (progress.stage === 'run') return <Trans>Summoning until every selected character is obtained…</Trans>;
  if (progress.stage === 'exact') {
    // Whole percents as they are reached: "12%" ("12 %" in French).
    const percent = formatNumber(Math.floor(progress.fraction * 100) / 100, { style: 'percent' });
    return <Trans>Computing the exact odds… {percent}</Trans>;
  }
  const done = formatPulls(progress.done);
  const total = formatPulls(progress.total);
  return (
    <Trans>
      Monte Carlo: {done} / {total} trials
    </Trans>
  );
}

/** The calculator's failure, or how far a run and its odds have come, with a way to cancel them. */
export function CalcStatus({
  error,
  progress,
  onCancel,
}: {
  /** What went wrong, '' when the reason is unknown; null when nothing did. */
  readonly error: string | null;
  readonly progress: Progress | null;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const reason = error || t`The calculator failed for an unknown reason`;
  return (
    <>
      {error !== null && (
        <p className="hmt-error" role="alert">
          <Trans>The calculator failed: {reason}</Trans>
        </p>
      )}
      {progress && (
        <div className="hmt-progress" data-testid="progress">
          <p role="status">
            <ProgressText progress={progress} />
          </p>
          {progress.stage === 'monte-carlo' && (
            <progress max={progress.total} value={progress.done} aria-label={t`Monte Carlo trials done`} />
          )}
          {progress.stage === 'exact' && (
            <progress max={1} value={progress.fraction} aria-label={t`Exact odds computed`} />
          )}
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </>
  );
}
