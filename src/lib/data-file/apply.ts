import { i18n } from '../../i18n/i18n';
import { describeError } from '../../storage/error-wording';
import { SiteError, StorageFullError, StorageWriteError } from '../../storage/errors';
import { keysOfNewerVersion } from '../../storage/local-store';
import { readLocalKeys, writeLocalKeys, type LocalEntry } from '../../storage/local-transaction';
import { PULL_PLANS_KEY, loadPlans, serialisePlans } from '../../storage/plan-store';
import { OWNED_KEY, loadOwned, serialiseOwned } from '../../storage/owned-store';
import { REAL_COUNTERS_KEY, loadRealCounters, serialiseRealCounters } from '../../storage/real-counters-store';
import { BANNER_RUNS_KEY, loadRuns, serialiseRuns } from '../../storage/runs-store';
import { TEAM_DATA_KEY, loadTeamData, saveTeamData, serialiseTeamData } from '../../storage/team-store';
import { LANGUAGE_KEY } from '../../storage/language-store';
import { THEME_KEY } from '../../storage/theme-store';
import { TIER_LISTS_KEY, loadTierLists, serialiseTierLists } from '../../storage/tier-list-store';
import { beginWork } from '../activity';
import type { ImportLocalWrites, ImportReport, SummonStore } from '../summons';
import type { DataFile } from './format';
import { importedText, type ImportDone } from './import-wording';
import { planImport, type ImportMode, type ImportPlan, type SavedLocal } from './merge';

/**
 * `Import`, second half: a checked file (./read.ts) written under the plan of ./merge.ts. The store writes the
 * history and, inside the same cross-tab lock, calls back for the local keys (tier lists, teams, plans, owned
 * characters, real counters, runs, theme), written as one (src/storage/local-transaction.ts) and put back if the history
 * cannot be stored, so the import lands whole or not at all. Failures are worded from their kind.
 *
 * An outcome's `message` is made each time it is read, in the language shown then: a screen that keeps the outcome
 * words it anew after a switch. A success also says what was done (its mode, plan and report), for a screen that
 * words it itself (./import-wording.ts).
 */

export type ImportOutcome =
  | (ImportDone & { readonly ok: true; readonly plan: ImportPlan; readonly message: string })
  | { readonly ok: false; readonly message: string };

const NOTHING = { batches: 0, pulls: 0 } as const;

/** The plan's tier lists, teams, plans, owned characters, real counters and theme as one write, with its undo. */
function localWrites(plan: ImportPlan): ImportLocalWrites {
  const entries: LocalEntry[] = [
    [TIER_LISTS_KEY, plan.tierLists ? serialiseTierLists(plan.tierLists) : null],
    [TEAM_DATA_KEY, serialiseTeamData(plan.teams)],
    [PULL_PLANS_KEY, plan.plans ? serialisePlans(plan.plans) : null],
    // No owned character is the key's absence, so a merge that owns nothing leaves storage as it was.
    [OWNED_KEY, Object.keys(plan.owned).length > 0 ? serialiseOwned(plan.owned) : null],
    [REAL_COUNTERS_KEY, plan.realCounters ? serialiseRealCounters(plan.realCounters) : null],
    // No run of the player's is the key's absence, as for owned characters.
    [BANNER_RUNS_KEY, plan.runs.length > 0 ? serialiseRuns(plan.runs) : null],
  ];
  if (plan.theme) entries.push([THEME_KEY, plan.theme]);
  if (plan.language) entries.push([LANGUAGE_KEY, plan.language]);
  let before: LocalEntry[] = [];
  return {
    apply: () => {
      before = readLocalKeys(entries.map(([key]) => key));
      const outcome = writeLocalKeys(entries);
      if (outcome === 'full') throw new StorageFullError();
      if (outcome === 'failed') throw new StorageWriteError('local');
    },
    revert: () => void writeLocalKeys(before),
  };
}

/** What a merge adds to: the local data saved now. */
export function savedLocal(): SavedLocal {
  return {
    tierLists: loadTierLists(),
    teams: loadTeamData(),
    plans: loadPlans(),
    owned: loadOwned(),
    realCounters: loadRealCounters(),
    runs: loadRuns(),
  };
}

/** The player's words for a failed import. An import has no Cancel, so even a cancellation here is a failure. */
function failureText(error: unknown): string {
  return describeError(error, 'import') ?? describeError(new SiteError('engine-failed', { cause: error }), 'import')!;
}

/** A failed import, worded when read. */
function failure(error: unknown): ImportOutcome {
  return {
    ok: false,
    get message() {
      return failureText(error);
    },
  };
}

/**
 * Writes the history (and, through the store, the local data). The store words a refusal itself, with the same
 * wording module, and hands the words over through `takeNotice`; an error it throws is worded here.
 */
async function importThroughStore(
  store: Pick<SummonStore, 'importHistory' | 'takeNotice'>,
  history: DataFile['history'],
  mode: ImportMode,
  local: ImportLocalWrites,
): Promise<{ readonly report: ImportReport } | { readonly refused: ImportOutcome }> {
  let report: ImportReport = { added: { batches: history.batches.length, pulls: history.pulls }, already: NOTHING };
  const written = await store.importHistory(history, mode, local, (stored) => (report = stored));
  if (written) return { report };
  const notice = store.takeNotice();
  return { refused: notice === null ? failure(new SiteError('engine-failed')) : { ok: false, message: notice } };
}

/**
 * Carries out a checked import. The local keys are written first (taken back if one fails), then the history in one
 * transaction; if that fails too, the local keys get their old values back. So on any failure, a full storage
 * included, what was saved before stays as it was.
 */
export async function applyImport(
  store: Pick<SummonStore, 'importHistory' | 'takeNotice'>,
  data: DataFile,
  mode: ImportMode,
): Promise<ImportOutcome> {
  // Data a later version saved cannot be merged with, nor replaced by, what this page reads.
  if (keysOfNewerVersion().length > 0) return failure(new SiteError('newer-version'));
  const plan = planImport(data, mode, savedLocal());
  const history = data.history;
  const local = localWrites(plan);
  let report: ImportReport = { added: NOTHING, already: NOTHING };
  // A reload (the new-version prompt) waits until the import is written.
  const endWork = beginWork('import');
  try {
    if (mode === 'replace' || history.pulls > 0 || history.summonCount > 0) {
      const written = await importThroughStore(store, history, mode, local);
      if ('refused' in written) return written.refused;
      report = written.report;
    } else {
      local.apply();
    }
  } catch (error) {
    return failure(error);
  } finally {
    endWork();
  }
  // The teams' cookie mirror, now that everything else is saved.
  saveTeamData(plan.teams);
  return {
    ok: true,
    mode,
    plan,
    report,
    get message() {
      return importedText(i18n, { mode, plan, report });
    },
  };
}
