import { useEffect, useState } from 'react';
import { formatRemaining } from './countdown-time';

const TICK_MS = 1000;

/** The large `days:hours:minutes:seconds` timer, refreshed every second until it reaches zero. */
export function CountdownTimer({ target }: { target: number }) {
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= target;

  useEffect(() => {
    if (passed) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [passed]);

  return (
    <p className="cd-timer" role="timer" data-testid="countdown-timer">
      {formatRemaining(target - now)}
    </p>
  );
}
