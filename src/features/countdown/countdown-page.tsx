import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { i18n } from '../../i18n/i18n';
import { Localized } from '../../i18n/localized';
import { runLabel, runName, useRuns } from '../../lib/runs';
import { formatDate, intlLocale } from '../../storage/format';
import type { BannerRun } from '../../storage/runs-store';
import { CountdownTimer } from './countdown-timer';
import { parseTargetParam, runEndTime, TARGET_STYLE } from './countdown-time';
import { FloatingBackground } from './floating-background';
import { useScrollLock } from './use-scroll-lock';
import './countdown.css';

let browserFormat: Intl.DateTimeFormat | undefined;

/**
 * The target's date and time: As specified in the browser's own locale, as the screen always wrote it; in another
 * language as that language writes it.
 */
function targetText(target: number): string {
  if (intlLocale() !== 'en-US') return formatDate(target, TARGET_STYLE);
  browserFormat ??= new Intl.DateTimeFormat(undefined, TARGET_STYLE);
  return browserFormat.format(target);
}

/**
 * A countdown to the launch (or to `?to=`, an ISO 8601 date-time) over drifting portraits. As an option, it counts
 * down to the end of one of the player's banner runs (`?run=`, a run's id): offered only once a run has a last day
 * still to come, so the specified countdown is unchanged for everyone else.
 */
export function CountdownPage() {
  // Its words need a provider even where the screen is rendered on its own.
  return (
    <Localized>
      <Countdown />
    </Localized>
  );
}

function Countdown() {
  const { t } = useLingui();
  useDocumentTitle(t`Countdown`);
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
  // Without a run, the launch is counted down to unless the link gives a date of its own.
  const toLaunch = params.get('to') === null || linked.invalid;
  const date = targetText(target);
  const name = run && runName(run);

  return (
    <div className="cd" data-testid="screen-countdown">
      <FloatingBackground />
      <div className="cd-card">
        <h1>
          <Trans>Countdown</Trans>
        </h1>
        {/* Keyed so a new target starts from the current time rather than the last tick. */}
        <CountdownTimer key={target} target={target} />
        <p className="cd-target">
          <Trans>
            until <time dateTime={new Date(target).toISOString()}>{date}</time>
          </Trans>
        </p>
        {run && (
          <p className="cd-run">
            <Trans>The end of {name}: its last day ends at midnight, your time.</Trans>
          </p>
        )}
        {runId !== null && !run && (
          <p className="cd-note" role="note">
            {toLaunch ? (
              <Trans>That run is not among your runs with a last day, so the countdown shows the launch date.</Trans>
            ) : (
              <Trans>
                That run is not among your runs with a last day, so the countdown shows the date in the link.
              </Trans>
            )}
          </p>
        )}
        {invalid && (
          <p className="cd-note" role="note">
            <Trans>
              The date in the link is not a valid ISO 8601 date-time (for example 2025-06-05T12:00:00+02:00), so the
              countdown shows the launch date.
            </Trans>
          </p>
        )}
        {(ending.length > 0 || run) && (
          <div className="cd-choice">
            <label htmlFor={id}>
              <Trans>Count down to</Trans>
            </label>
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
              <option value="">{toLaunch ? t`The launch` : t`The date in the link`}</option>
              {run && !ending.includes(run) && <option value={run.id}>{endOf(run)}</option>}
              {ending.map((r) => (
                <option key={r.id} value={r.id}>
                  {endOf(r)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </div>
  );
}

/** "The end of Hoyan rerun (until 2027-01-05)": a run as the choice of target names it. */
function endOf(run: Omit<BannerRun, 'id'>): string {
  const label = runLabel(run);
  return i18n._(msg`The end of ${label}`);
}
