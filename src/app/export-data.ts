import { downloadBlob } from '../components/download';
import { listing, plansPart, plural } from '../storage/format';
import { buildExport, readLocalData, teamCount } from '../lib/data-file';
import { summonStore } from '../lib/summons';
import { backedUpPrint, noteBackedUp } from '../storage/backup-record';
import type { Theme } from '../storage/theme-store';
import { APP_VERSION } from './config';

/**
 * `Export my data`, wherever it is asked for (the data dialog, the backup reminder): builds the file, downloads it,
 * notes the export for the reminder, and resolves with what to tell the player. Rejects with the store's typed error.
 */
export async function exportEverything(theme: Theme): Promise<string> {
  // The print of the data about to be read: a change made while the file is built is not in it, and counts as one.
  const print = backedUpPrint();
  const local = readLocalData(theme);
  const built = await buildExport(summonStore(), local, { appVersion: APP_VERSION });
  downloadBlob(built.blob, built.fileName);
  noteBackedUp(Date.now(), { print, summonCount: built.summary.summonCount, exported: true });
  const { pulls, skipped } = built.summary;
  const left =
    skipped > 0
      ? ` ${plural(skipped, 'stored pull', 'stored pulls')} could not be read and ${skipped === 1 ? 'was' : 'were'} left out.`
      : '';
  const kept = listing([
    plural(local.tierLists?.lists.length ?? 0, 'tier list', 'tier lists'),
    plural(teamCount(local.teams), 'team', 'teams'),
    ...plansPart(local.plans?.plans.length ?? 0),
  ]);
  return `Exported ${plural(pulls, 'pull', 'pulls')}, ${kept} to ${built.fileName}.${left}`;
}
