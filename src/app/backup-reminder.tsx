import { useEffect, useState } from 'react';
import { formatCount, plural } from '../storage/format';
import { Notice } from '../components/notice';
import { useTheme } from '../components/theme-context';
import { isBusy, subscribeActivity } from '../lib/activity';
import {
  BACKED_UP_KEYS,
  keepsPlayerData,
  noteChanges,
  noteReminded,
  openBackupRecord,
  reminderDue,
  storedSummonCount,
  type ReminderReason,
} from '../storage/backup-record';
import { describeError } from '../storage/error-wording';
import { onLocalWrite } from '../storage/local-store';

/** Whether this page load is the browser's first visit: decided once, when the record is first opened. */
let visit: { readonly firstVisit: boolean } | null = null;

function firstVisit(): boolean {
  visit ??= { firstVisit: openBackupRecord(Date.now(), performance.timeOrigin).firstVisit };
  return visit.firstVisit;
}

/** Test hook: the next check opens the record as a new page load would. */
export function resetBackupVisit(): void {
  visit = null;
}

function reminderText(reason: ReminderReason): string {
  const copy = reason.everExported
    ? 'Export your data to keep a copy: it lives only in this browser.'
    : 'You have never exported your data, and it lives only in this browser. Export it to keep a copy.';
  return reason.kind === 'pulls'
    ? `${formatCount(reason.pulls)} pulls since your last backup. ${copy}`
    : `Your changes of the last ${plural(reason.days, 'day', 'days')} are in no backup. ${copy}`;
}

type Shown =
  | { readonly kind: 'reminder'; readonly reason: ReminderReason }
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly text: string; readonly failed: boolean };

/**
 * Reminds the player to export once their data has gone unexported for a week, or after many new pulls: at most once
 * a week, never on the first visit, and never while a batch or an import is running (it waits for the end). Every
 * write of the backed-up data in this tab is noted, so the reminder counts from the first change since the export.
 */
export function BackupReminder() {
  const { theme } = useTheme();
  const [shown, setShown] = useState<Shown | null>(null);
  const showing = shown !== null;

  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const first = firstVisit();
      const record = noteChanges(now);
      if (showing || isBusy()) return;
      const reason = reminderDue(record, now, {
        firstVisit: first,
        summonCount: storedSummonCount(),
        keepsData: keepsPlayerData,
      });
      if (!reason) return;
      noteReminded(now);
      setShown({ kind: 'reminder', reason });
    };
    // After the first paint: the check reads a few stored values, and nothing about it is urgent.
    const idle = window.setTimeout(check, 0);
    const stopWrites = onLocalWrite((key) => {
      if (BACKED_UP_KEYS.includes(key)) check();
    });
    const stopActivity = subscribeActivity(check);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(idle);
      stopWrites();
      stopActivity();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [showing]);

  if (!shown) return null;
  const dismiss = () => setShown(null);
  if (shown.kind === 'done') {
    return <Notice tone={shown.failed ? 'alert' : 'advice'} message={shown.text} onDismiss={dismiss} />;
  }

  async function exportNow() {
    setShown({ kind: 'working' });
    try {
      // The export's code (the history store, the file format) loads when it is asked for, not with every screen.
      const { exportEverything } = await import('./export-data');
      setShown({ kind: 'done', text: await exportEverything(theme), failed: false });
    } catch (error) {
      const text = describeError(error, 'export');
      setShown(text === null ? null : { kind: 'done', text, failed: true });
    }
  }

  const working = shown.kind === 'working';
  return (
    <Notice tone="advice" message={working ? 'Preparing your data…' : reminderText(shown.reason)} onDismiss={dismiss}>
      <button type="button" className="btn" disabled={working} onClick={() => void exportNow()}>
        Export my data
      </button>
    </Notice>
  );
}
