import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BACKED_UP_KEYS, BACKUP_RECORD_KEY, holdsPlayerData } from '../storage/backup-key';
import { onLocalWrite, readLocal } from '../storage/local-store';

// The reminder reads and validates stored data (tier lists, teams): its code loads only when it may have something to
// do, and never before the first screen is shown. A setting's write (the language, the theme) gives it nothing to do:
// loading it then would only add its code's start to the setting's change.
const LazyReminder = lazy(() => import('./backup-reminder').then((m) => ({ default: m.BackupReminder })));

/**
 * Where the backup reminder shows. A browser that has a backup record loads it once the page has loaded and is idle.
 * A browser without one (a first visit) has nothing to be reminded of: the reminder loads with the first data this tab
 * saves of what a backup holds (pulls, tier lists, teams), and from then on notes the changes. What the screens write
 * as they first open (zero counters, an empty tier list) is no data: loading the reminder's code and the stores it
 * reads then would only lengthen the first visit's start.
 */
export function BackupReminderSlot({
  reminder: BackupReminder = LazyReminder,
}: {
  /** The reminder, its code loaded as it first renders; a test gives its own to see when it is asked for. */
  readonly reminder?: ComponentType;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (readLocal(BACKUP_RECORD_KEY) === null) {
      return onLocalWrite((key) => {
        if (BACKED_UP_KEYS.includes(key) && holdsPlayerData(readLocal(key))) setWanted(true);
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
