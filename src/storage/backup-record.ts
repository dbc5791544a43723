import { BACKED_UP_KEYS, BACKUP_RECORD_KEY, SUMMON_COUNT_KEY } from './backup-key';
import { builtOnce, z } from './schema';
import { declareVersion, parseJson, readLocal, writeLocal } from './local-store';
import { loadTeamData } from './team-store';
import { loadTierLists } from './tier-list-store';

/**
 * When this browser's data was last exported, and whether it has changed since: what the backup reminder needs.
 *
 * A change is seen from the stored values themselves, not from the screens that make it: the data a backup holds
 * (the summon count and counters, which the history's mirrors keep in step with every batch, the tier lists and the
 * teams) is reduced to a short print, and the print at the last export is kept. The first time the print differs,
 * the time is written down, and the reminder counts from it. Every tab notes its own writes (`onLocalWrite` reports
 * them); a change another tab makes is noted by that tab, so the record agrees whichever tab reads it.
 */

export { BACKED_UP_KEYS, BACKUP_RECORD_KEY };
// A later version's record is kept as it is: this build neither reads nor rewrites it, and so reminds no one.
declareVersion(BACKUP_RECORD_KEY, 1);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Changes unexported for longer than this call for a reminder, and a reminder waits this long after another. */
export const REMINDER_WAIT_MS = 7 * DAY_MS;
/** More new pulls than this since the last export call for a reminder at once. */
export const REMINDER_PULLS = 100_000;

/** The backup record as saved (built on first use: see `builtOnce`). */
const recordSchema = builtOnce(() => {
  const time = z.int().check(z.minimum(0), z.maximum(8.64e15));

  return z.object({
    version: z.literal(1),
    /** When this browser first kept the record: its first visit since reminders exist. */
    firstVisitAt: time,
    /** When the data was last exported from this browser; null before the first export. */
    exportedAt: z.nullable(time),
    /** The summon count the last export held (or lower, once the history was cleared). */
    exportedCount: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
    /** The print of the data the last export held (or of no data at all, before the first). */
    exportedPrint: z.string().check(z.maxLength(16)),
    /** When the data was first seen to differ from the last export; null while it has not. */
    changedAt: z.nullable(time),
    /** When the reminder was last shown. */
    remindedAt: z.nullable(time),
  });
});

export type BackupRecord = z.infer<ReturnType<typeof recordSchema>>;

/** FNV-1a over the stored texts: a change to any of them changes the print (collisions aside, 1 in 4 billion). */
function print(texts: readonly (string | null)[]): string {
  let hash = 0x811c9dc5;
  for (const text of texts) {
    // An absent key and an empty one differ, and so do ["ab", "c"] and ["a", "bc"].
    const part = text === null ? '\u0000' : `${text.length}:${text}`;
    for (let i = 0; i < part.length; i++) {
      hash ^= part.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The print of the data a backup holds, as stored now. */
export function backedUpPrint(): string {
  return print(BACKED_UP_KEYS.map(readLocal));
}

/** The print of a browser that keeps nothing yet. */
const NOTHING_PRINT = print(BACKED_UP_KEYS.map(() => null));

/** The summon count the mirror holds; 0 when absent or unreadable. */
export function storedSummonCount(): number {
  const value = parseJson(readLocal(SUMMON_COUNT_KEY));
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function freshRecord(now: number): BackupRecord {
  return {
    version: 1,
    firstVisitAt: now,
    exportedAt: null,
    exportedCount: 0,
    exportedPrint: NOTHING_PRINT,
    changedAt: null,
    remindedAt: null,
  };
}

/** The record as stored, or undefined when there is none or it is unreadable. */
export function loadBackupRecord(): BackupRecord | undefined {
  const parsed = recordSchema().safeParse(parseJson(readLocal(BACKUP_RECORD_KEY)));
  return parsed.success ? parsed.data : undefined;
}

function save(record: BackupRecord): void {
  writeLocal(BACKUP_RECORD_KEY, JSON.stringify(record));
}

/**
 * Opens the record during a visit that began at `visitStart`. `firstVisit` is true when there was none (or it was
 * unreadable; a new record is kept from now), or when this visit made it (an export before the reminder looked).
 */
export function openBackupRecord(
  now: number,
  visitStart = Number.POSITIVE_INFINITY,
): { readonly record: BackupRecord; readonly firstVisit: boolean } {
  const stored = loadBackupRecord();
  if (stored) return { record: stored, firstVisit: stored.firstVisitAt >= visitStart };
  const record = freshRecord(now);
  save(record);
  return { record, firstVisit: true };
}

/**
 * Notes what changed since the last export, as stored now: the time of the first change, and a summon count below
 * the exported one (a cleared or replaced history, whose new pulls count from there). Returns the record.
 */
export function noteChanges(now: number): BackupRecord {
  const record = loadBackupRecord() ?? freshRecord(now);
  const count = storedSummonCount();
  const changedAt = record.changedAt ?? (backedUpPrint() === record.exportedPrint ? null : now);
  const exportedCount = Math.min(record.exportedCount, count);
  if (changedAt === record.changedAt && exportedCount === record.exportedCount) return record;
  const next = { ...record, changedAt, exportedCount };
  save(next);
  return next;
}

/**
 * The data as it was when `exported` was read (its print and summon count) is in a file: an export (`exportedAt` is
 * set), or the file a Replace import just wrote (the data is that file's, so nothing is left unbacked).
 */
export function noteBackedUp(
  now: number,
  backed: { readonly print: string; readonly summonCount: number; readonly exported: boolean },
): void {
  const record = loadBackupRecord() ?? freshRecord(now);
  const unchanged = backedUpPrint() === backed.print;
  save({
    ...record,
    exportedAt: backed.exported ? now : record.exportedAt,
    exportedCount: backed.summonCount,
    exportedPrint: backed.print,
    // A change made while the file was being written is not in it.
    changedAt: unchanged ? null : now,
  });
}

export function noteReminded(now: number): void {
  const record = loadBackupRecord();
  if (record) save({ ...record, remindedAt: now });
}

/** Why a reminder is due: days of unexported changes, or many new pulls. */
export type ReminderReason =
  | { readonly kind: 'days'; readonly days: number; readonly everExported: boolean }
  | { readonly kind: 'pulls'; readonly pulls: number; readonly everExported: boolean };

/** Whether the browser keeps anything a player would miss: pulls, a team, or a character placed in a tier list. */
export function keepsPlayerData(): boolean {
  if (storedSummonCount() > 0) return true;
  if (Object.values(loadTeamData()).some((team) => team.length > 0)) return true;
  const lists = loadTierLists()?.lists ?? [];
  return lists.length > 1 || lists.some((list) => list.rows.some((row) => row.items.length > 0));
}

/**
 * Whether the reminder is due now, and why; null when it is not. Never on the first visit, never within a week of
 * the last reminder, and never when nothing a player would miss is kept.
 */
export function reminderDue(
  record: BackupRecord,
  now: number,
  state: { readonly firstVisit: boolean; readonly summonCount: number; readonly keepsData: () => boolean },
): ReminderReason | null {
  if (state.firstVisit) return null;
  if (record.remindedAt !== null && now - record.remindedAt < REMINDER_WAIT_MS) return null;
  const everExported = record.exportedAt !== null;
  const pulls = state.summonCount - record.exportedCount;
  let reason: ReminderReason | null = null;
  if (pulls > REMINDER_PULLS) reason = { kind: 'pulls', pulls, everExported };
  else if (record.changedAt !== null && now - record.changedAt > REMINDER_WAIT_MS) {
    reason = { kind: 'days', days: Math.floor((now - record.changedAt) / DAY_MS), everExported };
  }
  return reason && state.keepsData() ? reason : null;
}
