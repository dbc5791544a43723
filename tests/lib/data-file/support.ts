import Cookies from 'js-cookie';
import { expect } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { buildExport, parseDataText, readLocalData, type DataFile } from '../../../src/lib/data-file';
import { SummonStore } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { saveTeamData, type TeamData } from '../../../src/storage/team-store';
import { saveTierLists, type SavedTierLists, type TierList } from '../../../src/storage/tier-list-store';
import { TestBackend } from '../../support/test-backend';

/** What the data file's tests share: a player with data, its export, and ways to damage a file. */

export const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
export const runner: BatchRunner = (request) => runHistoryBatch(api, rules, request);

export async function storeOver(backend: TestBackend = new TestBackend()): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: async () => backend, runner });
  await store.start();
  return store;
}

export function tierList(id: string, name: string, items: string[] = ['freya']): TierList {
  return { id, name, rows: [{ id: `${id}-s`, name: 'S', color: '#e03131', items }] };
}

export const MY_LISTS: SavedTierLists = { activeId: 'mine', lists: [tierList('mine', 'Mine', ['freya', 'mia'])] };
export const MY_TEAMS: TeamData = { 'PVP-AFK': ['mia', 'vice'] };

/** Every stored chunk, keyed by its first pull: what a round trip must reproduce byte for byte. */
export async function storedChunks(backend: TestBackend) {
  const stored = await backend.load();
  const chunks: Record<number, unknown> = {};
  for (const batch of stored?.batches ?? []) {
    for (const meta of batch.chunks) chunks[meta.first] = await backend.readChunk(meta.first);
  }
  return { batches: stored?.batches ?? [], chunks };
}

export async function exportOf(store: SummonStore, theme: 'dark' | 'light' = 'dark') {
  const built = await buildExport(store, readLocalData(theme), { now: new Date(2025, 5, 5, 12), appVersion: '1' });
  return { built, text: await built.blob.text() };
}

/** A player with pulls on every banner, a tier list and a team. */
export async function playerWithData() {
  const backend = new TestBackend();
  const store = await storeOver(backend);
  await store.pull('perma', 130, 8);
  await store.pull('ml', 30, 9);
  await store.pull('limited', 95, 10);
  await store.setCounters('ml', { pity: 12, sr: 3 });
  saveTierLists(MY_LISTS);
  saveTeamData(MY_TEAMS);
  return { backend, store };
}

export function parsed(text: string): DataFile {
  const result = parseDataText(text, rules);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** A parsed file that tests damage in every possible way, so any part of it may be read and replaced. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FileJson = Record<string, any>;

/** The export text with `change` applied to its parsed JSON. */
export function edited(text: string, change: (file: FileJson) => void): string {
  const file = JSON.parse(text) as FileJson;
  change(file);
  return JSON.stringify(file);
}

export function rejected(text: string): string {
  const result = parseDataText(text, rules);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

/** A browser that has never seen the site: no keys and no cookies (the summon count cookie would be adopted). */
export function forgetEverything(): void {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
