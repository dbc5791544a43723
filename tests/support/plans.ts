import type { SavedPlan, SavedPlanTarget } from '../../src/storage/plan-store';

const none = { crystals: 0, anima: 0, apex: 0 };

/** A saved plan with every field away from nothing, for storage, file and link tests to change one part of. */
export function savedPlan(id: string, name: string, changes: Partial<SavedPlan> = {}): SavedPlan {
  const targets: SavedPlanTarget[] = [
    { character: 'freya', copies: 2, banner: 'limited' },
    { character: 'heinrich', copies: 1, banner: 'ml' },
  ];
  return {
    id,
    name,
    targets,
    counters: { limited: { pity: 12, sr: 3 }, perma: { pity: 0, sr: 9 }, ml: { pity: 79, sr: 0 } },
    onHand: { crystals: 12_000, anima: 15, apex: 2 },
    income: {
      daily: { crystals: 120, anima: 0, apex: 0 },
      weekly: { crystals: 500, anima: 1, apex: 0 },
      monthly: none,
      events: [{ date: '2031-02-03', label: 'Anniversary', amounts: { crystals: 3000, anima: 10, apex: 1 } }],
    },
    economy: { crystalsPerAnima: 100, crystalsPerApex: 300 },
    targetDate: '2031-03-01',
    resetHour: 5,
    weeklyResetDay: 1,
    ...changes,
  };
}

/** A copy of a Limited run as a plan's target keeps it: every field set. */
export const HOYAN_RUN = { featured: 'hoyan', name: 'Hoyan rerun', start: '2031-01-20', end: '2031-02-10' };

/** Targets on runs of every kind (a full copy, a character alone, a Perma and an ML run) and one on no run. */
export const TARGETS_ON_RUNS: SavedPlanTarget[] = [
  { character: 'hoyan', copies: 2, banner: 'limited', run: HOYAN_RUN },
  { character: 'marvell', copies: 6, banner: 'limited', run: { featured: 'hoyan' } },
  { character: 'holden', copies: 1, banner: 'perma', run: { name: 'Perma week', start: '2031-02-01' } },
  { character: 'heinrich', copies: 1, banner: 'ml', run: { end: '2031-02-28' } },
  { character: 'freya', copies: 1, banner: 'limited' },
];
