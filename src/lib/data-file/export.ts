import { encodeBase64 } from '../../engine/base64';
import { loadOwned, serialiseOwned, type OwnedCopies } from '../../storage/owned-store';
import { loadRealCounters, type RealCounters } from '../../storage/real-counters-store';
import { loadTeamData, serialiseTeamData, type TeamData } from '../../storage/team-store';
import type { Theme } from '../../storage/theme-store';
import { loadTierLists, type SavedTierLists } from '../../storage/tier-list-store';
import { yieldToPage } from '../activity';
import type { ExportedBatch, HistoryExportSummary, SummonStore } from '../summons';
import { DATA_FORMAT, DATA_VERSION } from './format';

/**
 * `Export my data`: the file (./format.ts) as Blob parts, streamed from the store's history a batch at a time, so a
 * history of tens of millions of pulls never becomes one giant string.
 */

export interface LocalData {
  readonly theme: Theme;
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  readonly owned: OwnedCopies;
  readonly realCounters: RealCounters | undefined;
}

/** The tier lists, teams, owned characters, real counters and theme as saved now. */
export function readLocalData(theme: Theme): LocalData {
  return {
    theme,
    tierLists: loadTierLists(),
    teams: loadTeamData(),
    owned: loadOwned(),
    realCounters: loadRealCounters(),
  };
}

/** 256 KB: a multiple of 3 bytes, so the pieces' base64 texts join into the whole chunk's. */
const BASE64_PIECE = 0x7ffe * 8;

/** A chunk's bytes as base64 Blob parts, a piece at a time, with a turn for the page between pieces. */
async function base64Parts(bytes: Uint8Array, parts: BlobPart[]): Promise<void> {
  for (let at = 0; at < bytes.length; at += BASE64_PIECE) {
    if (at > 0) await yieldToPage();
    parts.push(encodeBase64(bytes.subarray(at, at + BASE64_PIECE)));
  }
}

/**
 * A batch's JSON as Blob parts. A chunk is a megabyte of base64 to encode: the page gets a turn between pieces, so an
 * export of millions of pulls never freezes it.
 */
async function batchParts(batch: ExportedBatch, parts: BlobPart[]): Promise<void> {
  const head = JSON.stringify({
    first: batch.first,
    banner: batch.banner,
    timestamp: batch.timestamp,
    seed: batch.seed,
    count: batch.count,
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
  const batches: BlobPart[] = [];
  let first = true;
  const summary = await store.exportHistory(async (batch) => {
    if (!first) batches.push(',');
    first = false;
    await batchParts(batch, batches);
  });
  const head = JSON.stringify({
    format: DATA_FORMAT,
    version: DATA_VERSION,
    exportedAt: now.toISOString(),
    app: options.appVersion ?? null,
    theme: local.theme,
    tierLists: local.tierLists ? { activeId: local.tierLists.activeId, lists: local.tierLists.lists } : null,
    teams: JSON.parse(serialiseTeamData(local.teams)) as unknown,
    owned: JSON.parse(serialiseOwned(local.owned)) as unknown,
    realCounters: local.realCounters ?? null,
  });
  const summons = JSON.stringify({
    summonCount: summary.summonCount,
    counters: summary.counters,
    roster: summary.roster,
  });
  const parts: BlobPart[] = [head.slice(0, -1), ',"summons":', summons.slice(0, -1), ',"batches":[', ...batches, ']}}'];
  return { blob: new Blob(parts, { type: 'application/json' }), fileName: exportFileName(now), summary };
}
