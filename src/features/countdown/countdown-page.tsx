import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { CountdownTimer } from './countdown-timer';
import { parseTargetParam } from './countdown-time';
import { FloatingBackground } from './floating-background';
import { useScrollLock } from './use-scroll-lock';
import './countdown.css';

const targetFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/** A countdown to the launch (or to `?to=`, an ISO 8601 date-time) over drifting portraits. */
export function CountdownPage() {
  useDocumentTitle('Countdown');
  useScrollLock();
  const [params] = useSearchParams();
  const { target, invalid } = parseTargetParam(params.get('to'));

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
        {invalid && (
          <p className="cd-note" role="note">
            The date in the link is not a valid ISO 8601 date-time (for example 2025-06-05T12:00:00+02:00), so the
            countdown shows the launch date.
          </p>
        )}
      </div>
    </div>
  );
}
