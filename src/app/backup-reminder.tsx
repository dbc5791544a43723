import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Notice } from '../components/notice';
import { useTheme } from '../components/theme-context';
import { i18n as pageI18n, loadShownMessages } from '../i18n/i18n';
import { DATA_PARTS } from '../i18n/message-parts';
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
import { errorWording, type Wording } from '../storage/error-wording';
import { onLocalWrite } from '../storage/local-store';
import { exportedText, type Exported } from './export-wording';

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

/** Why the reminder shows now: one sentence, in the language shown. */
function reasonText(i18n: I18n, reason: ReminderReason): string {
  if (reason.kind === 'pulls') {
    const { pulls } = reason;
    return i18n._(
      msg`${plural(pulls, { one: '# pull since your last backup.', other: '# pulls since your last backup.' })}`,
    );
  }
  const { days } = reason;
  return i18n._(
    msg`${plural(days, {
      one: 'Your changes of the last # day are in no backup.',
      other: 'Your changes of the last # days are in no backup.',
    })}`,
  );
}

/** The reminder: why now, then what to do (a sentence or two of their own). */
function reminderText(i18n: I18n, reason: ReminderReason): string {
  const advice = reason.everExported
    ? i18n._(msg`Export your data to keep a copy: it lives only in this browser.`)
    : i18n._(msg`You have never exported your data, and it lives only in this browser. Export it to keep a copy.`);
  return `${reasonText(i18n, reason)} ${advice}`;
}

type Shown =
  | { readonly kind: 'reminder'; readonly reason: ReminderReason }
  | { readonly kind: 'working' }
  /** What the export did, or why it failed: worded as the notice renders, so a switch words it anew. */
  | { readonly kind: 'exported'; readonly exported: Exported }
  | { readonly kind: 'failed'; readonly words: Wording };

/**
 * Reminds the player to export once their data has gone unexported for a week, or after many new pulls: at most once
 * a week, never on the first visit, and never while a batch or an import is running (it waits for the end). Every
 * write of the backed-up data in this tab is noted, so the reminder counts from the first change since the export.
 * It reads the chosen language wherever it is rendered: its code loads apart from the shell's, with a provider of its
 * own over the page's Lingui instance (importing `Localized` from here would cost the first route a chunk of its own).
 */
export function BackupReminder() {
  return (
    <I18nProvider i18n={pageI18n}>
      <Reminder />
    </I18nProvider>
  );
}

function Reminder() {
  const { i18n, t } = useLingui();
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
  if (shown.kind === 'exported') {
    return <Notice tone="advice" message={exportedText(i18n, shown.exported)} onDismiss={dismiss} />;
  }
  if (shown.kind === 'failed') {
    return <Notice tone="alert" message={shown.words()} onDismiss={dismiss} />;
  }

  async function exportNow() {
    setShown({ kind: 'working' });
    try {
      // The export's code (the history store, the file format) loads when it is asked for, not with every screen; so
      // do the words of its line and of a failure, which are not in the first part (src/i18n/message-parts.ts).
      // Without them (offline before they were ever fetched) the export still runs.
      const words = loadShownMessages(DATA_PARTS).catch(() => undefined);
      const [{ exportEverything }] = await Promise.all([import('./export-data'), words]);
      setShown({ kind: 'exported', exported: await exportEverything(theme) });
    } catch (error) {
      // A cancellation has nothing to tell.
      const words = errorWording(error, 'export');
      setShown(words === null ? null : { kind: 'failed', words });
    }
  }

  const working = shown.kind === 'working';
  return (
    <Notice
      tone="advice"
      message={working ? t`Preparing your data…` : reminderText(i18n, shown.reason)}
      onDismiss={dismiss}
    >
      <button type="button" className="btn" disabled={working} onClick={() => void exportNow()}>
        <Trans>Export my data</Trans>
      </button>
    </Notice>
  );
}
