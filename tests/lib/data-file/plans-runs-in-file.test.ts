import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { applyImport, parseDataText, readDataFile } from '../../../src/lib/data-file';
import { DATA_VERSION, FIRST_DATA_VERSION, RUN_BATCHES_DATA_VERSION } from '../../../src/lib/data-file/format';
import { mergePlans, planKey } from '../../../src/lib/data-file/merge-plans';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import {
  PULL_PLANS_KEY,
  loadPlans,
  savePlans,
  type SavedPlanTarget,
  type SavedPlans,
} from '../../../src/storage/plan-store';
import { saveRuns } from '../../../src/storage/runs-store';
import { HOYAN_RUN, TARGETS_ON_RUNS, savedPlan } from '../../support/plans';
import { edited, exportOf, forgetEverything, parsed, rejected, rules, storeOver, type FileJson } from './support';

/**
 * Plans whose targets are pulled on banner runs in the data file (version 4): exported with each target's run, read
 * back and imported equal under Replace and Merge, merged once only; a file of an earlier version naming such a run
 * is refused as damaged. A file with no plan on a run is the version it was before.
 */

const onRuns = TARGETS_ON_RUNS;

const FILE_PLANS: SavedPlans = {
  activeId: 'runs',
  plans: [savedPlan('plain', 'Plain'), savedPlan('runs', 'On runs', { targets: onRuns })],
};

const fileBlob = (text: string) => new NodeBlob([text]) as unknown as Blob;

beforeEach(() => {
  forgetEverything();
  dismissStorageFull();
});

/** The export of a player with `plans` saved and nothing else, after which the browser forgets everything. */
async function fileWith(plans: SavedPlans = FILE_PLANS): Promise<string> {
  expect(savePlans(plans)).toBe(true);
  const { text } = await exportOf(await storeOver());
  forgetEverything();
  return text;
}

describe('a data file with a plan on a banner run', () => {
  it('is version 4, and holds each target’s run as saved', async () => {
    expect(DATA_VERSION).toBe(4);
    const file = JSON.parse(await fileWith()) as FileJson;
    expect(file.version).toBe(DATA_VERSION);
    expect(file.plans).toEqual(FILE_PLANS);
    expect(file.plans.plans[1].targets[0].run).toEqual(HOYAN_RUN);
    expect(Object.keys(file.plans.plans[1].targets[4])).toEqual(['character', 'copies', 'banner']);
    // As every file after version 1, it lists the player's runs: none here.
    expect(file.runs).toEqual([]);
  });

  it('is version 4 whatever else it holds: banner runs, or a batch pulled on a run', async () => {
    savePlans(FILE_PLANS);
    saveRuns([{ id: 'run-a', banner: 'limited', featured: 'hoyan' }]);
    const store = await storeOver();
    expect(
      await store.pull(
        'limited',
        20,
        2,
        undefined,
        CHARACTERS.findIndex((c) => c.id === 'hoyan'),
      ),
    ).toBe(true);
    const file = JSON.parse((await exportOf(store)).text) as FileJson;
    expect(file.version).toBe(DATA_VERSION);
    expect(file.summons.batches[0].featured).toBe('hoyan');

    savePlans({ activeId: 'plain', plans: [savedPlan('plain', 'Plain')] });
    expect((JSON.parse((await exportOf(store)).text) as FileJson).version).toBe(RUN_BATCHES_DATA_VERSION);
  });

  it('reads back equal, whole or as a stream', async () => {
    const text = await fileWith();
    expect(parsed(text).plans).toEqual(FILE_PLANS);
    for (const streamAbove of [Infinity, 0]) {
      const read = await readDataFile(fileBlob(text), rules, { streamAbove });
      expect(read.ok && read.data.plans).toEqual(FILE_PLANS);
    }
  });

  it('Replace brings the plans back equal, saved as plans of version 2', async () => {
    const text = await fileWith();
    savePlans({ activeId: 'mine', plans: [savedPlan('mine', 'Mine')] });
    const outcome = await applyImport(await storeOver(), parsed(text), 'replace');
    expect(outcome).toMatchObject({
      ok: true,
      message: "Your data was replaced with the file's: 0 pulls, 0 tier lists, 0 teams, 2 plans.",
    });
    expect(loadPlans()).toEqual(FILE_PLANS);
    expect(localStorage.getItem(PULL_PLANS_KEY)!.startsWith('{"version":2,')).toBe(true);
    // The plans restored export the very same file.
    expect((await exportOf(await storeOver())).text).toBe(text);
  });

  it('Merge adds the plan on runs equal, and merging the same file again adds nothing', async () => {
    const text = await fileWith();
    savePlans({ activeId: 'mine', plans: [savedPlan('mine', 'Mine'), savedPlan('plain', 'Plain')] });
    const first = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(first.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists, 0 teams and 1 plan added.');
    const merged = loadPlans()!;
    expect(merged.activeId).toBe('mine');
    expect(merged.plans).toEqual([savedPlan('mine', 'Mine'), savedPlan('plain', 'Plain'), FILE_PLANS.plans[1]]);
    expect(localStorage.getItem(PULL_PLANS_KEY)!.startsWith('{"version":2,')).toBe(true);

    const again = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(again.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added.');
    expect(loadPlans()).toEqual(merged);
  });

  it('Merge keeps two plans that differ only in a target’s run, and adds neither again', async () => {
    const onOther = savedPlan('other', 'On runs', {
      targets: [{ ...onRuns[0]!, run: { ...HOYAN_RUN, name: 'Hoyan returns' } }, ...onRuns.slice(1)],
    });
    const text = await fileWith({ activeId: 'other', plans: [onOther] });
    savePlans(FILE_PLANS);
    const first = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(first.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists, 0 teams and 1 plan added.');
    expect(loadPlans()!.plans).toEqual([...FILE_PLANS.plans, { ...onOther, name: 'On runs (2)' }]);
    const again = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(again.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added.');
    expect(loadPlans()!.plans).toHaveLength(3);
  });

  it('tells plans apart by every field of a target’s run, and a target on a run from one on none', () => {
    const plan = (run?: SavedPlanTarget['run']) =>
      savedPlan('a', 'Mine', {
        targets: [{ character: 'marvell', copies: 1, banner: 'limited', ...(run ? { run } : {}) }],
      });
    const variants = [
      plan(),
      plan(HOYAN_RUN),
      plan({ ...HOYAN_RUN, featured: 'freya' }),
      plan({ ...HOYAN_RUN, name: 'Other' }),
      plan({ ...HOYAN_RUN, start: '2031-01-21' }),
      plan({ ...HOYAN_RUN, end: '2031-02-11' }),
      plan({ featured: 'hoyan', start: '2031-01-20', end: '2031-02-10' }),
    ];
    expect(new Set(variants.map(planKey)).size).toBe(variants.length);
    // The same run, its fields in another order, is the same plan.
    const reordered = plan({ end: HOYAN_RUN.end, start: HOYAN_RUN.start, name: HOYAN_RUN.name, featured: 'hoyan' });
    expect(planKey(reordered)).toBe(planKey(plan(HOYAN_RUN)));
    const saved: SavedPlans = { activeId: 'a', plans: [plan(HOYAN_RUN)] };
    expect(mergePlans(saved, { activeId: 'a', plans: [reordered] }).added).toBe(0);
    expect(mergePlans(saved, { activeId: 'a', plans: [plan()] }).added).toBe(1);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ])(
    'of version %s, with a plan target naming a run, is refused as damaged and changes nothing',
    async (_, version) => {
      const text = edited(await fileWith(), (f) => {
        f.version = version;
      });
      const mine: SavedPlans = { activeId: 'mine', plans: [savedPlan('mine', 'Mine')] };
      savePlans(mine);
      const before = localStorage.getItem(PULL_PLANS_KEY);
      const message = rejected(text);
      expect(message).toBe(
        "This data file is damaged: a plan's target names a banner run, which only files of version 4 hold. Nothing was changed.",
      );
      for (const streamAbove of [Infinity, 0]) {
        expect(await readDataFile(fileBlob(text), rules, { streamAbove })).toEqual({ ok: false, message });
      }
      expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(before);
      expect(loadPlans()).toEqual(mine);
    },
  );

  it('of version 3 is read when its plans name no run', async () => {
    const text = edited(await fileWith({ activeId: 'plain', plans: [savedPlan('plain', 'Plain')] }), (f) => {
      f.version = 3;
    });
    expect(parseDataText(text, rules)).toMatchObject({ ok: true });
    expect(parsed(text).plans).toEqual({ activeId: 'plain', plans: [savedPlan('plain', 'Plain')] });
  });
});

describe('a data file with no plan on a run', () => {
  it('is version 1 without runs or a run’s batch, its plans as before and no run in it', async () => {
    const plans: SavedPlans = { activeId: 'b', plans: [savedPlan('a', 'Summer'), savedPlan('b', 'Winter')] };
    const text = await fileWith(plans);
    const file = JSON.parse(text) as FileJson;
    expect(file.version).toBe(FIRST_DATA_VERSION);
    expect(file).not.toHaveProperty('runs');
    expect(text).not.toContain('"run"');
    expect(file.plans).toEqual(plans);
    expect(parsed(text).plans).toEqual(plans);
  });

  it('is version 2 with banner runs saved but no plan on one', async () => {
    savePlans({ activeId: 'a', plans: [savedPlan('a', 'Summer')] });
    saveRuns([{ id: 'run-a', banner: 'limited', featured: 'hoyan' }]);
    const file = JSON.parse((await exportOf(await storeOver())).text) as FileJson;
    expect(file.version).toBe(2);
    expect(JSON.stringify(file.plans)).not.toContain('"run"');
  });
});
