import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport, parseDataText } from '../../../src/lib/data-file';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { PULL_PLANS_KEY, loadPlans, savePlans, type SavedPlans } from '../../../src/storage/plan-store';
import { savedPlan } from '../../support/plans';
import { edited, exportOf, forgetEverything, parsed, rejected, rules, storeOver } from './support';

/** The pull planner's plans in the data file: exported, read back, replaced and merged like every other kind. */

const FILE_PLANS: SavedPlans = {
  activeId: 'winter',
  plans: [savedPlan('summer', 'Summer'), savedPlan('winter', 'Winter', { targets: [] })],
};

beforeEach(() => {
  forgetEverything();
  dismissStorageFull();
});

async function fileWithPlans(): Promise<string> {
  savePlans(FILE_PLANS);
  const { text } = await exportOf(await storeOver());
  forgetEverything();
  return text;
}

describe('plans in the data file', () => {
  it('reads a file made before the planner, which has no plans, as holding none', async () => {
    const text = edited(await fileWithPlans(), (file) => {
      delete file.plans;
    });
    expect(parsed(text).plans).toBeNull();
  });

  it('refuses a file whose plans are damaged, naming where, and changes nothing', async () => {
    const text = await fileWithPlans();
    const negative = edited(text, (file) => {
      file.plans.plans[1].onHand.crystals = -5;
    });
    expect(rejected(negative)).toMatch(/^This data file is damaged: plans\.plans\.1\.onHand\.crystals: /);
    const twice = edited(text, (file) => {
      file.plans.plans[1].id = 'summer';
    });
    expect(rejected(twice)).toBe('This data file is damaged: plans repeats a plan id. Nothing was changed.');
    expect(parseDataText(text, rules)).toMatchObject({ ok: true });
  });

  it('Replace makes the plans the file’s, and a file without plans leaves none', async () => {
    const text = await fileWithPlans();
    savePlans({ activeId: 'mine', plans: [savedPlan('mine', 'Mine')] });
    const outcome = await applyImport(await storeOver(), parsed(text), 'replace');
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.message).toBe("Your data was replaced with the file's: 0 pulls, 0 tier lists, 0 teams, 2 plans.");
    expect(loadPlans()).toEqual(FILE_PLANS);

    const without = edited(text, (file) => {
      file.plans = null;
    });
    expect(await applyImport(await storeOver(), parsed(without), 'replace')).toMatchObject({ ok: true });
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBeNull();
  });

  it('Merge adds the plans not already saved, and merging the same file again adds nothing', async () => {
    const text = await fileWithPlans();
    savePlans({ activeId: 'mine', plans: [savedPlan('mine', 'Mine'), savedPlan('summer', 'Summer')] });
    const first = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(first.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists, 0 teams and 1 plan added.');
    expect(loadPlans()!.plans.map((p) => p.name)).toEqual(['Mine', 'Summer', 'Winter']);
    expect(loadPlans()!.activeId).toBe('mine');

    const again = await applyImport(await storeOver(), parsed(text), 'merge');
    expect(again.message).toBe('The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added.');
    expect(loadPlans()!.plans.map((p) => p.name)).toEqual(['Mine', 'Summer', 'Winter']);
  });
});
