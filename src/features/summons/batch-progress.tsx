import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSummonState } from '../../lib/summons';
import { formatCount } from '../../storage/format';

interface BatchProgressProps {
  onCancel: () => void;
}

/** Pulls done, pulls per second and a way out while a batch runs. */
export function BatchProgress({ onCancel }: BatchProgressProps) {
  const { t } = useLingui();
  // The only part of the screen that follows each progress tick.
  const run = useSummonState((s) => s.run);
  if (!run) return null;
  const pulls = run.total;
  const [done, total, rate] = [formatCount(run.done), formatCount(pulls), formatCount(Math.round(run.pullsPerSecond))];
  // The specification writes "pulls" whatever the count: each source form below says "pulls", a translation need not.
  let text: string;
  if (run.phase === 'waiting') {
    text = t`${plural(pulls, {
      one: `Waiting for another tab to finish saving its summons; these ${total} pulls start right after.`,
      other: `Waiting for another tab to finish saving its summons; these ${total} pulls start right after.`,
    })}`;
  } else if (run.phase === 'saving') {
    text = t`${plural(pulls, { one: `Saving ${total} pulls…`, other: `Saving ${total} pulls…` })}`;
  } else {
    const progress = `${done} / ${total}`;
    text = t({
      comment: '{progress} is the pulls done over the pulls asked, as figures: "5,000 / 20,000".',
      message: plural(pulls, {
        one: `${progress} pulls · ${rate} pulls/s`,
        other: `${progress} pulls · ${rate} pulls/s`,
      }),
    });
  }
  return (
    <div className="batch-progress" data-testid="batch-progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={t`Pulling`}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={t`${plural(pulls, { one: `${done} of ${total} pulls`, other: `${done} of ${total} pulls` })}`}
      >
        <div className="progress-fill" style={{ width: `${run.total > 0 ? (run.done / run.total) * 100 : 0}%` }} />
      </div>
      <p className="progress-text" aria-live="polite">
        {text}
      </p>
      <button type="button" className="btn" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
