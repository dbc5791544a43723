import { lazy, Suspense, useEffect, useState } from 'react';

// The reminder reads and validates stored data (tier lists, teams): its code loads once the page is idle, so the
// first screen a visitor sees never waits for it.
const BackupReminder = lazy(() => import('./backup-reminder').then((m) => ({ default: m.BackupReminder })));

/** Where the backup reminder shows, once the page has settled. */
export function BackupReminderSlot() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(handle);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <BackupReminder />
    </Suspense>
  ) : null;
}
