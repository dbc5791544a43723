import { downloadBlob } from '../components/download';
import { buildExport, readLocalData, teamCount } from '../lib/data-file';
import { summonStore } from '../lib/summons';
import { backedUpPrint, noteBackedUp } from '../storage/backup-record';
import type { Theme } from '../storage/theme-store';
import { APP_VERSION } from './config';
import type { Exported } from './export-wording';

/**
 * `Export my data`, wherever it is asked for (the data dialog, the backup reminder): builds the file, downloads it,
 * notes the export for the reminder, and resolves with what it wrote, which `exportedText` (./export-wording.ts) words
 * where it is shown. Rejects with the store's typed error.
 */
export async function exportEverything(theme: Theme): Promise<Exported> {
  // The print of the data about to be read: a change made while the file is built is not in it, and counts as one.
  const print = backedUpPrint();
  const local = readLocalData(theme);
  const built = await buildExport(summonStore(), local, { appVersion: APP_VERSION });
  downloadBlob(built.blob, built.fileName);
  noteBackedUp(Date.now(), { print, summonCount: built.summary.summonCount, exported: true });
  return {
    fileName: built.fileName,
    pulls: built.summary.pulls,
    skipped: built.summary.skipped,
    tierLists: local.tierLists?.lists.length ?? 0,
    teams: teamCount(local.teams),
    plans: local.plans?.plans.length ?? 0,
  };
}
