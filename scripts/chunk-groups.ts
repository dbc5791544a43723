import type { Rolldown } from 'vite';

/**
 * How the screens' code is split into files. Left alone, the bundler makes one file per set of screens sharing
 * code: My Summons needed 23, and a phone on a slow network opens six connections, so the last files waited for
 * four round trips. Code the entry already loads stays where the bundler puts it; the rest goes into a few files by
 * what it serves:
 * - `catalogue`: the characters and banners, which almost every screen shows;
 * - `shared`: stored data, the rules and the workers' clients, for every screen that keeps or works out something;
 * - `pull-grid`: the cards and their virtual grid, for the screens that show pulls;
 * - `history`: the pull history and its store, for the screens that pull or read pulls.
 * Code of one screen, and the stores of the tier list, the teams, the plans, the banner runs and the backup record, are left to the
 * bundler: they go with the screens that use them. Each screen's files stay within the budget in .size-limit.mjs.
 */

type Group = 'catalogue' | 'shared' | 'history' | 'pull-grid';

const GROUPS: readonly (readonly [Group, RegExp])[] = [
  ['catalogue', /[\\/]src[\\/](catalogue[\\/]|engine[\\/]types\.ts)/],
  ['pull-grid', /[\\/]src[\\/]components[\\/]pull-|[\\/]node_modules[\\/]@tanstack[\\/]/],
  [
    'history',
    /[\\/]src[\\/](lib[\\/](summons[\\/](?!rules\.ts)|history-|chunk-|engine-client)|engine[\\/](history[\\/](codec|pack|records)\.ts|roster)|storage[\\/](history-|memory-backend|persistence|pending-batch)|components[\\/](disclosure|copy-link|use-kept-open))|[\\/]node_modules[\\/]idb[\\/]/,
  ],
  [
    'shared',
    /[\\/]src[\\/](storage[\\/](?!team-store|tier-list-store|backup-record|plan-store|runs-store|calendar-date)|engine[\\/](pulls[\\/](rules|counters|rng|rates|filter|featured)|base64)\.ts|lib[\\/]summons[\\/]rules\.ts|lib[\\/](worker-client|account[\\/])|components[\\/](yield|confirm-dialog|download|render-png|modal|banner-select|counter-input))|[\\/]node_modules[\\/](zod|js-cookie|comlink)[\\/]/,
  ],
];

/** The group of a module by its path, or null for the bundler's own split. */
export function groupOf(id: string): Group | null {
  return GROUPS.find(([, test]) => test.test(id))?.[0] ?? null;
}

/** Every module the entry `entryId` imports statically, directly or not: what the first load brings anyway. */
function staticClosure(entryId: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>([entryId]);
  const queue = [entryId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The groups for `build.rolldownOptions.output.codeSplitting`, leaving the entry `entryId`'s modules alone. */
export function chunkGroups(entryId: string): Rolldown.CodeSplittingGroup[] {
  let entry: { ctx: Rolldown.ChunkingContext; modules: Set<string> } | null = null;
  const inEntry = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (entry?.ctx !== ctx) entry = { ctx, modules: staticClosure(entryId, ctx) };
    return entry.modules.has(id);
  };
  return [
    {
      name: (id, ctx) => (inEntry(id, ctx) ? null : groupOf(id)),
    },
  ];
}

/** The output chunks' static imports, as the bundle hands them to `generateBundle`. */
type Bundle = Record<string, { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }>;

/**
 * A cycle of static imports between the built chunks, as file names (the first repeated at the end), or null. The
 * groups take modules without their dependencies, so a new import from one group's module into another's could
 * close one; the build refuses it, since a cycle can run a module before the ones it needs.
 */
export function chunkCycle(bundle: Bundle): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return null;
    state.set(file, 'open');
    for (const next of chunk.imports) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of Object.keys(bundle)) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}
