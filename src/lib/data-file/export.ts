import { encodeBase64 } from '../../engine/base64';
import { savedLanguage } from '../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../i18n/languages';
import { SiteError } from '../../storage/errors';
import { keysOfNewerVersion } from '../../storage/local-store';
import { loadPlans, plansNameRuns, type SavedPlans } from '../../storage/plan-store';
import { loadRuns, type BannerRun } from '../../storage/runs-store';
import { loadOwned, serialiseOwned, type OwnedCopies } from '../../storage/owned-store';
import { loadRealCounters, type RealCounters } from '../../storage/real-counters-store';
import { loadTeamData, serialiseTeamData, type TeamData } from '../../storage/team-store';
import type { Theme } from '../../storage/theme-store';
import { loadTierLists, type SavedTierLists } from '../../storage/tier-list-store';
import { yieldToPage } from '../activity';
import type { ExportedBatch, HistoryExportSummary, SummonStore } from '../summons';
import { DATA_FORMAT, DATA_VERSION, FIRST_DATA_VERSION, RUN_BATCHES_DATA_VERSION, RUNS_DATA_VERSION } from './format';

/**
 * `Export my data`: the file (./format.ts) as Blob parts, streamed from the store's history a batch at a time, so a
 * history of tens of millions of pulls never becomes one giant string.
 */

export interface LocalData {
  readonly theme: Theme;
  /**
   * The language setting when it is not the default; undefined for the default, which the file leaves out, so a
   * file made without choosing a language is what earlier versions wrote.
   */
  readonly language?: string;
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  readonly plans: SavedPlans | undefined;
  readonly owned: OwnedCopies;
  readonly realCounters: RealCounters | undefined;
  readonly runs: readonly BannerRun[];
}

/**
 * The tier lists, teams, plans, owned characters, real counters, runs and theme as saved now. Throws (kind
 * 'newer-version') when a later version of the site saved some of them: this page cannot read those, and a file
 * without them would not be a whole backup.
 */
export function readLocalData(theme: Theme): LocalData {
  if (keysOfNewerVersion().length > 0) throw new SiteError('newer-version', { detail: keysOfNewerVersion().join() });
  return {
    theme,
    language: savedLanguage() === SOURCE_LANGUAGE ? undefined : savedLanguage(),
    tierLists: loadTierLists(),
    teams: loadTeamData(),
    plans: loadPlans(),
    owned: loadOwned(),
    realCounters: loadRealCounters(),
    runs: loadRuns(),
  };
}

/**
 * 128 KB, a few milliseconds of encoding, so each piece is a short task even on a slow phone; a multiple of 3 bytes,
 * so the pieces' base64 texts join into the whole chunk's.
 */
const BASE64_PIECE = 0x7ffe * 4;

/** How much text is gathered before it becomes a Blob. */
const BLOB_TEXT = 256 * 1024;

/**
 * The file's text as Blob parts, turned into a Blob every BLOB_TEXT characters. Making a Blob copies its text, and
 * doing that once for the whole file at the end was a long task of the page (some 70 ms for 10 million pulls);
 * here each copy is small and made in the task that wrote its text, and the file's Blob only joins Blobs.
 */
class BlobText {
  readonly blobs: Blob[] = [];
  private texts: string[] = [];
  private length = 0;

  push(...texts: string[]): void {
    for (const text of texts) {
      this.texts.push(text);
      this.length += text.length;
    }
    if (this.length >= BLOB_TEXT) this.flush();
  }

  flush(): void {
    if (this.texts.length === 0) return;
    this.blobs.push(new Blob(this.texts));
    this.texts = [];
    this.length = 0;
  }
}

/** A chunk's bytes as base64, a piece at a time, with a turn for the page between pieces. */
async function base64Parts(bytes: Uint8Array, parts: BlobText): Promise<void> {
  for (let at = 0; at < bytes.length; at += BASE64_PIECE) {
    if (at > 0) await yieldToPage();
    parts.push(encodeBase64(bytes.subarray(at, at + BASE64_PIECE)));
  }
}

/**
 * A batch's JSON. A chunk is over a megabyte of base64 to encode: the page gets a turn between pieces, so an export of
 * millions of pulls never freezes it.
 */
async function batchParts(batch: ExportedBatch, parts: BlobText): Promise<void> {
  const head = JSON.stringify({
    first: batch.first,
    banner: batch.banner,
    timestamp: batch.timestamp,
    seed: batch.seed,
    count: batch.count,
    // Only a run's batch has it, so every other batch is written as before runs existed.
    ...(batch.featured === undefined ? {} : { featured: batch.featured }),
  });
  parts.push(head.slice(0, -1), ',"chunks":[');
  for (const [i, chunk] of batch.chunks.entries()) {
    if (i > 0) {
      parts.push(',');
      await yieldToPage();
    }
    if ('data' in chunk) {
      parts.push('"');
      await base64Parts(chunk.data, parts);
      parts.push('"');
    } else {
      parts.push(
        JSON.stringify({
          chars: encodeBase64(chunk.chars),
          pity: encodeBase64(chunk.pity),
          types: encodeBase64(chunk.types),
        }),
      );
    }
  }
  parts.push(']}');
}

export interface BuiltExport {
  readonly blob: Blob;
  readonly fileName: string;
  readonly summary: HistoryExportSummary;
}

/** `etheria-companion-data-YYYY-MM-DD.json`, in the player's local date. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `etheria-companion-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Builds the export file from the store's history and the saved local data. */
export async function buildExport(
  store: Pick<SummonStore, 'exportHistory'>,
  local: LocalData,
  options: { readonly now?: Date; readonly appVersion?: string } = {},
): Promise<BuiltExport> {
  const now = options.now ?? new Date();
  const batches = new BlobText();
  let first = true;
  let runBatches = false;
  const summary = await store.exportHistory(async (batch) => {
    if (!first) batches.push(',');
    first = false;
    runBatches ||= batch.featured !== undefined;
    await batchParts(batch, batches);
  });
  // Each file is the earliest version that holds what it has, so the builds before that version still import it:
  // without runs, exactly a version 1 file; with runs but no batch pulled on one, a version 2 file; with a batch
  // pulled on a run but no plan's target on one, a version 3 file.
  const version = plansNameRuns(local.plans?.plans ?? [])
    ? DATA_VERSION
    : runBatches
      ? RUN_BATCHES_DATA_VERSION
      : local.runs.length > 0
        ? RUNS_DATA_VERSION
        : FIRST_DATA_VERSION;
  const head = JSON.stringify({
    format: DATA_FORMAT,
    version,
    exportedAt: now.toISOString(),
    app: options.appVersion ?? null,
    theme: local.theme,
    ...(local.language ? { language: local.language } : {}),
    tierLists: local.tierLists ? { activeId: local.tierLists.activeId, lists: local.tierLists.lists } : null,
    teams: JSON.parse(serialiseTeamData(local.teams)) as unknown,
    plans: local.plans ? { activeId: local.plans.activeId, plans: local.plans.plans } : null,
    owned: JSON.parse(serialiseOwned(local.owned)) as unknown,
    realCounters: local.realCounters ?? null,
    ...(version > FIRST_DATA_VERSION ? { runs: local.runs } : {}),
  });
  const summons = JSON.stringify({
    summonCount: summary.summonCount,
    counters: summary.counters,
    roster: summary.roster,
  });
  batches.flush();
  const parts = [head.slice(0, -1), ',"summons":', summons.slice(0, -1), ',"batches":[', ...batches.blobs, ']}}'];
  return { blob: new Blob(parts, { type: 'application/json' }), fileName: exportFileName(now), summary };
}
