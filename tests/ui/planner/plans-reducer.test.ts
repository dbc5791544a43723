import { describe, expect, it } from 'vitest';
import { MAX_TARGETS } from '../../../src/engine/plan/types';
import { applyChange } from '../../../src/features/planner/plan-edits';
import { activePlan, plansReducer } from '../../../src/features/planner/plans-reducer';
import { MAX_PLANS, type SavedPlans } from '../../../src/storage/plan-store';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { savedPlan } from '../../support/plans';

const two: SavedPlans = { activeId: 'b', plans: [savedPlan('a', 'A'), savedPlan('b', 'B')] };
const ids = (plan: ReturnType<typeof savedPlan>) => plan.targets.map((t) => t.character);

describe('changes to one plan', () => {
  const plan = savedPlan('a', 'A', {
    targets: ['freya', 'mia', 'vice'].map((character) => ({ character, copies: 1, banner: 'perma' as const })),
  });

  it('moves a target to any place, keeping the others in order', () => {
    expect(ids(applyChange(plan, { type: 'moveTarget', from: 0, to: 2 }))).toEqual(['mia', 'vice', 'freya']);
    expect(ids(applyChange(plan, { type: 'moveTarget', from: 2, to: 0 }))).toEqual(['vice', 'freya', 'mia']);
    expect(ids(applyChange(plan, { type: 'moveTarget', from: 1, to: 2 }))).toEqual(['freya', 'vice', 'mia']);
    // Past either end, or onto itself: nothing happens, and the caller can tell.
    for (const to of [-1, 3, 1]) expect(applyChange(plan, { type: 'moveTarget', from: 1, to })).toBe(plan);
  });

  it('adds a character once at most, and no more than the targets a plan holds', () => {
    const again = applyChange(plan, { type: 'addTarget', target: { character: 'mia', copies: 3, banner: 'perma' } });
    expect(again).toBe(plan);
    let full = plan;
    for (const c of CHARACTERS.filter((x) => x.rarity === 'r' || x.rarity === 'sr')) {
      full = applyChange(full, { type: 'addTarget', target: { character: c.id, copies: 1, banner: 'perma' } });
    }
    expect(full.targets).toHaveLength(MAX_TARGETS);
  });

  it('removes and edits the target at a place, and nothing for a place that holds none', () => {
    expect(ids(applyChange(plan, { type: 'removeTarget', index: 1 }))).toEqual(['freya', 'vice']);
    expect(applyChange(plan, { type: 'setCopies', index: 2, copies: 5 }).targets[2]!.copies).toBe(5);
    expect(applyChange(plan, { type: 'setBanner', index: 0, banner: 'limited' }).targets[0]!.banner).toBe('limited');
    expect(applyChange(plan, { type: 'removeTarget', index: 3 })).toBe(plan);
    expect(applyChange(plan, { type: 'setCopies', index: 9, copies: 2 })).toBe(plan);
  });

  it('sets one counter, one amount and one rate at a time, and puts the game’s rates back', () => {
    const changed = [
      { type: 'setCounter', banner: 'ml', which: 'sr', value: 4 },
      { type: 'setOnHand', currency: 'apex', value: 9 },
      { type: 'setIncome', period: 'weekly', currency: 'anima', value: 3 },
      { type: 'setRate', key: 'crystalsPerApex', value: 280 },
    ].reduce((p, change) => applyChange(p, change as Parameters<typeof applyChange>[1]), plan);
    expect(changed.counters).toEqual({ ...plan.counters, ml: { pity: plan.counters.ml.pity, sr: 4 } });
    expect(changed.onHand).toEqual({ ...plan.onHand, apex: 9 });
    expect(changed.income.weekly).toEqual({ ...plan.income.weekly, anima: 3 });
    expect(changed.income.daily).toEqual(plan.income.daily);
    expect(changed.economy).toEqual({ crystalsPerAnima: 100, crystalsPerApex: 280 });
    expect(applyChange(changed, { type: 'resetRates' }).economy).toEqual({
      crystalsPerAnima: 100,
      crystalsPerApex: 300,
    });
  });

  it('adds, edits and removes events', () => {
    const event = { date: '2031-05-01', label: 'Festival', amounts: { crystals: 1, anima: 2, apex: 3 } };
    const added = applyChange(plan, { type: 'addEvent', event });
    expect(added.income.events).toEqual([...plan.income.events, event]);
    const edited = applyChange(added, { type: 'setEvent', index: 1, event: { ...event, label: 'Fest' } });
    expect(edited.income.events[1]!.label).toBe('Fest');
    expect(applyChange(edited, { type: 'removeEvent', index: 0 }).income.events).toEqual([{ ...event, label: 'Fest' }]);
  });
});

describe('the saved plans', () => {
  it('edits the active plan only', () => {
    const next = plansReducer(two, { type: 'edit', change: { type: 'setResetHour', hour: 3 } });
    expect(next.plans.map((p) => p.resetHour)).toEqual([5, 3]);
    expect(plansReducer(two, { type: 'edit', change: { type: 'removeTarget', index: 7 } })).toBe(two);
  });

  it('creates a plan and shows it, up to the most it keeps', () => {
    const created = plansReducer(two, { type: 'create', plan: savedPlan('c', 'C') });
    expect([created.activeId, created.plans.length]).toEqual(['c', 3]);
    const full: SavedPlans = {
      activeId: 'p0',
      plans: Array.from({ length: MAX_PLANS }, (_, i) => savedPlan(`p${i}`, `P${i}`)),
    };
    expect(plansReducer(full, { type: 'create', plan: savedPlan('c', 'C') })).toBe(full);
  });

  it('switches, and renames with a trimmed name, never to nothing', () => {
    expect(plansReducer(two, { type: 'switch', id: 'a' }).activeId).toBe('a');
    expect(plansReducer(two, { type: 'switch', id: 'zzz' })).toBe(two);
    expect(activePlan(plansReducer(two, { type: 'rename', id: 'b', name: '  Winter  ' })).name).toBe('Winter');
    expect(plansReducer(two, { type: 'rename', id: 'b', name: '   ' })).toBe(two);
  });

  it('deletes a plan, showing its neighbour, and the last one makes way for a fresh plan', () => {
    const three = plansReducer(two, { type: 'create', plan: savedPlan('c', 'C') });
    const fresh = savedPlan('fresh', 'My plan', { targets: [] });
    const afterMiddle = plansReducer({ ...three, activeId: 'b' }, { type: 'delete', id: 'b', fallback: fresh });
    expect([afterMiddle.activeId, afterMiddle.plans.map((p) => p.id)]).toEqual(['c', ['a', 'c']]);
    const afterLast = plansReducer(three, { type: 'delete', id: 'c', fallback: fresh });
    expect(afterLast.activeId).toBe('b');
    const alone: SavedPlans = { activeId: 'a', plans: [savedPlan('a', 'A')] };
    expect(plansReducer(alone, { type: 'delete', id: 'a', fallback: fresh })).toEqual({
      activeId: 'fresh',
      plans: [fresh],
    });
  });
});
