import { lazy, Suspense, useEffect, useState } from 'react';
import { BACKUP_RECORD_KEY } from '../storage/backup-key';
import { onLocalWrite, readLocal } from '../storage/local-store';

// The reminder reads and validates stored data (tier lists, teams): its code loads only when it may have something to
// do, and never before the first screen is shown.
const BackupReminder = lazy(() => import('./backup-reminder').then((m) => ({ default: m.BackupReminder })));

/**
 * Where the backup reminder shows. A browser that has a backup record loads it once the page has loaded and is idle.
 * A browser without one (a first visit) has nothing to be reminded of: the reminder loads with the first thing this
 * tab saves, and from then on notes the changes.
 */
export function BackupReminderSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (readLocal(BACKUP_RECORD_KEY) === null) {
      return onLocalWrite((key) => {
        if (key !== BACKUP_RECORD_KEY) setWanted(true);
      });
    }
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setWanted(true), { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setWanted(true), 1000);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <BackupReminder />
    </Suspense>
  ) : null;
}
