import { describe, expect, it } from 'vitest';
import {
  PLANS_FIRST_VERSION,
  PLANS_VERSION,
  PULL_PLANS_KEY,
  UNREADABLE_PULL_PLANS_KEY,
  loadPlans,
  savePlans,
  type SavedPlan,
  type SavedPlans,
} from '../../src/storage/plan-store';
import { fixtureSets } from '../support/fixture-sets';
import { HOYAN_RUN, TARGETS_ON_RUNS, savedPlan } from '../support/plans';

/**
 * Plans whose targets are pulled on banner runs (`pullPlans` version 2): each target keeps its own copy of the run.
 * Plans with no target on a run stay version 1, byte for byte what the builds before wrote; a run that cannot be kept
 * leaves its target on its banner as specified, and costs the player nothing else.
 */

const onRuns = TARGETS_ON_RUNS;

const plansOnRuns: SavedPlans = {
  activeId: 'b',
  plans: [savedPlan('a', 'Plain'), savedPlan('b', 'On runs', { targets: onRuns })],
};

/** The value as stored, for tests to write a version or a plan of their own. */
const stored = (version: number, plans: unknown[], activeId = 'a') => JSON.stringify({ version, activeId, plans });

describe('saved plans with targets on banner runs', () => {
  it('save as version 2 and load back equal, every run and target in order', () => {
    expect(PLANS_VERSION).toBe(2);
    expect(savePlans(plansOnRuns)).toBe(true);
    const text = localStorage.getItem(PULL_PLANS_KEY)!;
    expect(text.startsWith('{"version":2,"activeId":"b","plans":[')).toBe(true);
    const written = JSON.parse(text) as { plans: SavedPlan[] };
    expect(written.plans[1]!.targets).toEqual(onRuns);
    // A target on no run has no `run` at all, in a plan on runs or not.
    expect(Object.keys(written.plans[1]!.targets[4]!)).toEqual(['character', 'copies', 'banner']);
    expect(loadPlans()).toEqual(plansOnRuns);
  });

  it('save as version 1 again once no target is on a run', () => {
    savePlans(plansOnRuns);
    const plain = savedPlan('b', 'On runs', { targets: onRuns.map(({ run: _run, ...target }) => target) });
    savePlans({ activeId: 'b', plans: [savedPlan('a', 'Plain'), plain] });
    expect(localStorage.getItem(PULL_PLANS_KEY)!.startsWith('{"version":1,"activeId":"b","plans":[')).toBe(true);
    expect(loadPlans()?.plans[1]).toEqual(plain);
  });

  it('with no target on a run, save exactly the text of version 1', () => {
    const data: SavedPlans = { activeId: 'b', plans: [savedPlan('a', 'Summer'), savedPlan('b', 'Winter')] };
    savePlans(data);
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(
      JSON.stringify({ version: PLANS_FIRST_VERSION, activeId: 'b', plans: data.plans }),
    );
  });

  it.each(fixtureSets().map((set) => [set.manifest.commit.slice(0, 7), set] as const))(
    'read the plans written by %s, and save them unchanged as the very text that build wrote',
    (_, set) => {
      const text = set.read<Record<string, string>>('local-storage.json')[PULL_PLANS_KEY];
      expect(text).toMatch(/^\{"version":1,/);
      localStorage.setItem(PULL_PLANS_KEY, text!);
      const loaded = loadPlans();
      expect(loaded?.plans.map((p) => p.name)).toEqual(set.manifest.expected.plans.names);
      localStorage.clear();
      expect(savePlans(loaded!)).toBe(true);
      expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(text);
    },
  );

  it('read a version 1 value as plans on no run', () => {
    const plans = [savedPlan('a', 'A')];
    localStorage.setItem(PULL_PLANS_KEY, stored(1, plans));
    expect(loadPlans()).toEqual({ activeId: 'a', plans });
  });

  const unkept: [string, Record<string, unknown>][] = [
    ['features a character this version does not know', { featured: 'nobody', name: 'New face' }],
    ['is empty', {}],
    ['is on Limited and features no one', { name: 'Nameless', start: '2031-01-01' }],
    ['ends before it starts', { featured: 'hoyan', start: '2031-02-10', end: '2031-02-01' }],
    ['features an SR', { featured: 'marvell' }],
    ['has a name with spaces around it', { featured: 'hoyan', name: ' Hoyan ' }],
  ];

  it.each(unkept)(
    'drop a run that %s from its target, which stays on its banner as specified, and change nothing else',
    (_label, run) => {
      const targets = [
        { character: 'marvell', copies: 3, banner: 'limited', run },
        { character: 'hoyan', copies: 1, banner: 'limited', run: HOYAN_RUN },
        { character: 'holden', copies: 1, banner: 'perma' },
      ];
      const other = savedPlan('c', 'Other', { targets: onRuns });
      localStorage.setItem(
        PULL_PLANS_KEY,
        stored(2, [savedPlan('a', 'Plain'), { ...savedPlan('b', 'B'), targets }, other], 'b'),
      );
      expect(loadPlans()).toEqual({
        activeId: 'b',
        plans: [
          savedPlan('a', 'Plain'),
          savedPlan('b', 'B', {
            targets: [
              { character: 'marvell', copies: 3, banner: 'limited' },
              { character: 'hoyan', copies: 1, banner: 'limited', run: HOYAN_RUN },
              { character: 'holden', copies: 1, banner: 'perma' },
            ],
          }),
          other,
        ],
      });
      expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBeNull();
    },
  );

  it('drop a run that names a featured character on Perma, keeping the target on Perma', () => {
    const targets = [{ character: 'holden', copies: 1, banner: 'perma', run: { featured: 'hoyan', name: 'Odd' } }];
    localStorage.setItem(PULL_PLANS_KEY, stored(2, [{ ...savedPlan('a', 'A'), targets }]));
    expect(loadPlans()?.plans[0]!.targets).toEqual([{ character: 'holden', copies: 1, banner: 'perma' }]);
  });

  it.each([
    ['a run that is not an object', 'hoyan'],
    ['a run date that does not exist', { featured: 'hoyan', start: '2031-02-30' }],
    ['a run name over its length', { featured: 'hoyan', name: 'N'.repeat(41) }],
    ['a featured character that is not text', { featured: 7 }],
  ])('keep the other plans of a version 2 value with %s in one plan', (_label, run) => {
    const damaged = {
      ...savedPlan('b', 'Damaged'),
      targets: [{ character: 'hoyan', copies: 1, banner: 'limited', run }],
    };
    const good = savedPlan('c', 'On runs', { targets: onRuns });
    localStorage.setItem(PULL_PLANS_KEY, stored(2, [savedPlan('a', 'Plain'), damaged, good], 'c'));
    expect(loadPlans()).toEqual({ activeId: 'c', plans: [savedPlan('a', 'Plain'), good] });
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBeNull();
  });

  it('treat a version 3 value as a newer version’s: not read, not written over, not set aside', () => {
    const text = stored(3, [savedPlan('a', 'Later', { targets: onRuns })]);
    localStorage.setItem(PULL_PLANS_KEY, text);
    expect(loadPlans()).toBeUndefined();
    expect(savePlans(plansOnRuns)).toBe(false);
    expect(savePlans({ activeId: 'a', plans: [savedPlan('a', 'Plain')] })).toBe(false);
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(text);
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBeNull();
  });
});
