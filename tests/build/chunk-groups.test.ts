import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkCycle, chunkGroups, groupOf } from '../../scripts/chunk-groups';

const ROOT = '/site';

/** A module graph as the bundler's chunking context shows it: each module with the modules it imports statically. */
function context(graph: Record<string, string[]>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) => (id in graph ? ({ id, importedIds: graph[id] } as Rolldown.ModuleInfo) : null),
  };
}

const file = (path: string) => `${ROOT}/${path}`;

describe('how the screens are split into files', () => {
  it('puts the catalogue, the stored data, the pull grid and the pull history each in one file', () => {
    expect(groupOf(file('src/catalogue/characters.ts'))).toBe('catalogue');
    expect(groupOf(file('src/engine/types.ts'))).toBe('catalogue');
    expect(groupOf(file('src/storage/owned-store.ts'))).toBe('shared');
    expect(groupOf(file('node_modules/zod/v4/core/core.js'))).toBe('shared');
    expect(groupOf(file('src/lib/summons/rules.ts'))).toBe('shared');
    expect(groupOf(file('src/components/pull-grid.tsx'))).toBe('pull-grid');
    expect(groupOf(file('node_modules/@tanstack/virtual-core/dist/esm/index.js'))).toBe('pull-grid');
    expect(groupOf(file('src/lib/summons/store.ts'))).toBe('history');
    expect(groupOf(file('src/storage/history-db.ts'))).toBe('history');
    expect(groupOf(file('node_modules/idb/build/index.js'))).toBe('history');
  });

  it("leaves a screen's own code, and the stores only one screen uses, to that screen's file", () => {
    expect(groupOf(file('src/features/tier-list/tier-board.tsx'))).toBeNull();
    expect(groupOf(file('src/storage/tier-list-store.ts'))).toBeNull();
    expect(groupOf(file('node_modules/@dnd-kit/core/dist/core.esm.js'))).toBeNull();
  });

  it('never takes a module the entry imports, directly or not: the first load stays as it is', () => {
    const entry = file('src/main.tsx');
    const ctx = context({
      [entry]: [file('src/app/router.tsx')],
      [file('src/app/router.tsx')]: [file('src/storage/local-store.ts'), file('src/catalogue/banners.ts')],
      [file('src/storage/local-store.ts')]: [],
      [file('src/catalogue/banners.ts')]: [],
      [file('src/storage/owned-store.ts')]: [file('src/storage/local-store.ts')],
      [file('src/catalogue/characters.ts')]: [],
    });
    const [group] = chunkGroups(entry);
    const name = group!.name as Rolldown.CodeSplittingNameFunction;
    expect(name(file('src/storage/local-store.ts'), ctx)).toBeNull();
    expect(name(file('src/catalogue/banners.ts'), ctx)).toBeNull();
    expect(name(file('src/storage/owned-store.ts'), ctx)).toBe('shared');
    expect(name(file('src/catalogue/characters.ts'), ctx)).toBe('catalogue');
  });

  it('finds a cycle of imports between built chunks, which the build refuses', () => {
    const chunk = (...imports: string[]) => ({ type: 'chunk' as const, imports });
    const bundle = {
      'index.js': chunk(),
      'shared.js': chunk('index.js', 'catalogue.js'),
      'catalogue.js': chunk(),
      'history.js': chunk('shared.js', 'index.js'),
      'index.css': { type: 'asset' as const },
    };
    expect(chunkCycle(bundle)).toBeNull();
    expect(chunkCycle({ ...bundle, 'catalogue.js': chunk('history.js') })).toEqual([
      'shared.js',
      'catalogue.js',
      'history.js',
      'shared.js',
    ]);
  });
});
