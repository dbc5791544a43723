import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { runLabel, runName, useRuns } from '../../lib/runs';
import { CountdownTimer } from './countdown-timer';
import { parseTargetParam, runEndTime } from './countdown-time';
import { FloatingBackground } from './floating-background';
import { useScrollLock } from './use-scroll-lock';
import './countdown.css';

const targetFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/**
 * A countdown to the launch (or to `?to=`, an ISO 8601 date-time) over drifting portraits. As an option, it counts
 * down to the end of one of the player's banner runs (`?run=`, a run's id): offered only once a run has a last day
 * still to come, so the specified countdown is unchanged for everyone else.
 */
export function CountdownPage() {
  useDocumentTitle('Countdown');
  useScrollLock();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { runs } = useRuns();
  // The runs still to end as the screen opened; one ending meanwhile stays offered, and counts down to zeros.
  const [openedAt] = useState(() => Date.now());
  const ending = runs
    .filter((run) => run.end !== undefined && runEndTime(run.end) > openedAt)
    .sort((a, b) => runEndTime(a.end!) - runEndTime(b.end!));
  const runId = params.get('run');
  const run = runId === null ? undefined : runs.find((r) => r.id === runId && r.end !== undefined);
  const linked = parseTargetParam(params.get('to'));
  const { target, invalid } = run ? { target: runEndTime(run.end!), invalid: false } : linked;

  return (
    <div className="cd" data-testid="screen-countdown">
      <FloatingBackground />
      <div className="cd-card">
        <h1>Countdown</h1>
        {/* Keyed so a new target starts from the current time rather than the last tick. */}
        <CountdownTimer key={target} target={target} />
        <p className="cd-units" aria-hidden="true">
          days : hours : minutes : seconds
        </p>
        <p className="cd-target">
          until <time dateTime={new Date(target).toISOString()}>{targetFormat.format(target)}</time>
        </p>
        {run && <p className="cd-run">The end of {runName(run)}: its last day ends at midnight, your time.</p>}
        {runId !== null && !run && (
          <p className="cd-note" role="note">
            That run is not among your runs with a last day, so the countdown shows{' '}
            {params.get('to') === null || linked.invalid ? 'the launch date' : 'the date in the link'}.
          </p>
        )}
        {invalid && (
          <p className="cd-note" role="note">
            The date in the link is not a valid ISO 8601 date-time (for example 2025-06-05T12:00:00+02:00), so the
            countdown shows the launch date.
          </p>
        )}
        {(ending.length > 0 || run) && (
          <div className="cd-choice">
            <label htmlFor={id}>Count down to</label>
            <select
              id={id}
              value={run?.id ?? ''}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                if (e.target.value) next.set('run', e.target.value);
                else next.delete('run');
                setParams(next, { replace: true });
              }}
            >
              <option value="">
                {params.get('to') === null || linked.invalid ? 'The launch' : 'The date in the link'}
              </option>
              {run && !ending.includes(run) && <option value={run.id}>The end of {runLabel(run)}</option>}
              {ending.map((r) => (
                <option key={r.id} value={r.id}>
                  The end of {runLabel(r)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </div>
  );
}
