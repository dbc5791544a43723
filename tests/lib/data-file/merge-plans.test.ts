import { describe, expect, it } from 'vitest';
import { addPlan, mergePlans, planKey } from '../../../src/lib/data-file/merge-plans';
import { MAX_PLANS, type SavedPlans } from '../../../src/storage/plan-store';
import { savedPlan } from '../../support/plans';

const mine: SavedPlans = { activeId: 'a', plans: [savedPlan('a', 'Mine'), savedPlan('b', 'Gacha fund')] };

describe('merging plans', () => {
  it('adds what is new after the saved plans, keeping the active one, and adds nothing the second time', () => {
    const incoming: SavedPlans = {
      activeId: 'z',
      plans: [savedPlan('a', 'Mine'), savedPlan('a', 'Mine', { resetHour: 6 }), savedPlan('z', 'New')],
    };
    const once = mergePlans(mine, incoming);
    expect(once.added).toBe(2);
    expect(once.result!.activeId).toBe('a');
    expect(once.result!.plans.map((p) => [p.id, p.name])).toEqual([
      ['a', 'Mine'],
      ['b', 'Gacha fund'],
      ['imported-2', 'Mine (2)'],
      ['z', 'New'],
    ]);
    const twice = mergePlans(once.result, incoming);
    expect(twice).toEqual({ result: once.result, added: 0, leftOut: 0 });
  });

  it('sees a plan renamed with a number by an earlier merge as the same plan', () => {
    const renamed = savedPlan('q', 'Mine (2)');
    expect(planKey(renamed)).toBe(planKey(savedPlan('a', 'Mine')));
    expect(mergePlans(mine, { activeId: 'q', plans: [renamed] }).added).toBe(0);
  });

  it('tells plans apart by every part of them', () => {
    const base = savedPlan('a', 'Mine');
    const variants = [
      savedPlan('a', 'Yours'),
      savedPlan('a', 'Mine', { targets: [...base.targets].reverse() }),
      savedPlan('a', 'Mine', { targets: [{ ...base.targets[0]!, copies: 3 }, base.targets[1]!] }),
      savedPlan('a', 'Mine', { counters: { ...base.counters, ml: { pity: 78, sr: 0 } } }),
      savedPlan('a', 'Mine', { onHand: { ...base.onHand, apex: 3 } }),
      savedPlan('a', 'Mine', { income: { ...base.income, monthly: { crystals: 1, anima: 0, apex: 0 } } }),
      savedPlan('a', 'Mine', { income: { ...base.income, events: [] } }),
      savedPlan('a', 'Mine', { economy: { crystalsPerAnima: 150, crystalsPerApex: 300 } }),
      savedPlan('a', 'Mine', { targetDate: '2031-03-02' }),
      savedPlan('a', 'Mine', { resetHour: 4 }),
      savedPlan('a', 'Mine', { weeklyResetDay: 0 }),
    ];
    const keys = new Set([base, ...variants].map(planKey));
    expect(keys.size).toBe(variants.length + 1);
  });

  it('takes the file as it is when nothing is saved, and leaves out plans beyond the limit', () => {
    expect(mergePlans(undefined, mine)).toEqual({ result: mine, added: 2, leftOut: 0 });
    expect(mergePlans(mine, null)).toEqual({ result: mine, added: 0, leftOut: 0 });
    const full: SavedPlans = {
      activeId: 'p0',
      plans: Array.from({ length: MAX_PLANS - 1 }, (_, i) => savedPlan(`p${i}`, `Plan ${i}`, { resetHour: i % 24 })),
    };
    const merged = mergePlans(full, { activeId: 'x', plans: [savedPlan('x', 'X'), savedPlan('y', 'Y')] });
    expect([merged.added, merged.leftOut, merged.result!.plans.length]).toEqual([1, 1, MAX_PLANS]);
  });
});

describe('adding one plan (a shared link)', () => {
  it('adds a new plan, names one already saved, and refuses when there is no room', () => {
    const fresh = savedPlan('shared', 'Mine', { targetDate: '2031-05-05' });
    const added = addPlan(mine, fresh);
    expect(added).toMatchObject({ outcome: 'added', id: 'shared' });
    expect(added.plans!.plans.at(-1)).toEqual({ ...fresh, name: 'Mine (2)' });
    expect(addPlan(mine, savedPlan('other-id', 'Gacha fund'))).toEqual({ outcome: 'already', plans: mine, id: 'b' });
    expect(addPlan(undefined, fresh)).toEqual({
      outcome: 'added',
      plans: { activeId: 'shared', plans: [fresh] },
      id: 'shared',
    });
    const full: SavedPlans = {
      activeId: 'p0',
      plans: Array.from({ length: MAX_PLANS }, (_, i) => savedPlan(`p${i}`, `Plan ${i}`)),
    };
    expect(addPlan(full, fresh)).toEqual({ outcome: 'full', plans: full });
  });
});
