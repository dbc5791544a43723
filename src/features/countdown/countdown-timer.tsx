import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatNumber, intlLocale } from '../../storage/format';
import { formatRemaining, remainingOf } from './countdown-time';

const TICK_MS = 1000;

/**
 * The timer's text: As specified exactly as the specification writes it (`155:09:59:59`); in another language each
 * number as that language writes it, at least two digits ("1 826:05:00:00" in French).
 */
function timerText(ms: number): string {
  if (intlLocale() === 'en-US') return formatRemaining(ms);
  const { days, hours, minutes, seconds } = remainingOf(ms);
  const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });
  return `${two(days)}:${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/**
 * The large `days:hours:minutes:seconds` timer, refreshed every second until it reaches zero, over the names of its
 * units (for the eye only: the timer is what is read out).
 */
export function CountdownTimer({ target }: { target: number }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= target;

  useEffect(() => {
    if (passed) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [passed]);

  const { days, hours, minutes, seconds } = remainingOf(target - now);
  return (
    <>
      <p className="cd-timer" role="timer" data-testid="countdown-timer">
        {timerText(target - now)}
      </p>
      <p className="cd-units" aria-hidden="true">
        {t({
          comment:
            'Under the timer, each unit names the number above it. The specification writes every unit in the plural whatever the number; a translation may agree with it.',
          message: `${plural(days, { one: 'days', other: 'days' })} : ${plural(hours, { one: 'hours', other: 'hours' })} : ${plural(minutes, { one: 'minutes', other: 'minutes' })} : ${plural(seconds, { one: 'seconds', other: 'seconds' })}`,
        })}
      </p>
    </>
  );
}
