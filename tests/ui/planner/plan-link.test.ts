import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { MAX_TARGETS } from '../../../src/engine/plan/types';
import {
  MAX_LINK_LENGTH,
  decodePlan,
  encodePlan,
  planParamOf,
  planSearch,
  type SharedPlan,
} from '../../../src/features/planner/plan-link';
import { MAX_EVENTS } from '../../../src/storage/plan-store';
import { savedPlan } from '../../support/plans';

const { id: _id, ...plan } = savedPlan('x', 'Été ✨ anniversary');
const shared: SharedPlan = {
  ...plan,
  income: {
    ...plan.income,
    events: [...plan.income.events, { date: '2031-02-20', label: 'Gâteau & “quotes”', amounts: plan.onHand }],
  },
};

/** The link's JSON as the site writes it, for tests to damage one part of. */
function payload(value: SharedPlan = shared): Record<string, unknown> {
  return JSON.parse(Buffer.from(encodePlan(value), 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encodeRaw(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

describe('plan links', () => {
  it('round-trips a whole plan: targets in order, counters, amounts, income, events, rates, date and resets', () => {
    expect(decodePlan(encodePlan(shared))).toEqual(shared);
  });

  it('carries a plan at its largest within the link length limit', () => {
    const pullable = CHARACTERS.filter((c) => c.rarity === 'sr');
    const largest: SharedPlan = {
      ...shared,
      name: 'N'.repeat(40),
      targets: pullable.slice(0, MAX_TARGETS).map((c) => ({ character: c.id, copies: 6, banner: 'perma' })),
      onHand: { crystals: 10_000_000, anima: 10_000_000, apex: 10_000_000 },
      income: {
        ...shared.income,
        events: Array.from({ length: MAX_EVENTS }, (_, i) => ({
          date: `2031-03-${String(i + 1).padStart(2, '0')}`,
          label: 'L'.repeat(40),
          amounts: { crystals: 10_000_000, anima: 10_000_000, apex: 10_000_000 },
        })),
      },
    };
    const encoded = encodePlan(largest);
    expect(encoded.length).toBeLessThan(MAX_LINK_LENGTH);
    expect(decodePlan(encoded)).toEqual(largest);
  });

  it('is URL-safe and sits in the query', () => {
    const search = planSearch(shared);
    expect(search).toMatch(/^\?plan=[A-Za-z0-9_-]+$/);
    expect(planParamOf(search)).toBe(encodePlan(shared));
    expect(planParamOf('?other=1')).toBeUndefined();
    expect(planParamOf('')).toBeUndefined();
  });

  it('refuses every truncation of a link', () => {
    const encoded = encodePlan(shared);
    for (let length = 0; length < encoded.length; length += 1) {
      expect(decodePlan(encoded.slice(0, length)), `cut at ${length}`).toBeUndefined();
    }
  });

  it('refuses characters outside base64url and bytes that are not UTF-8', () => {
    const encoded = encodePlan(shared);
    expect(decodePlan(`${encoded.slice(0, 10)}!${encoded.slice(11)}`)).toBeUndefined();
    expect(decodePlan(`${encoded}=`)).toBeUndefined();
    expect(decodePlan(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'))).toBeUndefined();
    expect(decodePlan(encodeRaw('not an object'))).toBeUndefined();
  });

  const damaged: [string, (p: Record<string, unknown>) => void][] = [
    ['another version', (p) => (p.v = 3)],
    ['a blank name', (p) => (p.n = '  ')],
    ['an unknown character', (p) => (p.t = [['nobody', 1, 'perma']])],
    [
      'a character twice',
      (p) =>
        (p.t = [
          ['mia', 1, 'perma'],
          ['mia', 2, 'perma'],
        ]),
    ],
    ['a banner that cannot give its character', (p) => (p.t = [['holden', 1, 'limited']])],
    ['an ssr on ML', (p) => (p.t = [['mia', 1, 'ml']])],
    ['an unknown banner', (p) => (p.t = [['mia', 1, 'event']])],
    ['seven copies', (p) => (p.t = [['mia', 7, 'perma']])],
    ['thirteen targets', (p) => (p.t = CHARACTERS.slice(0, 13).map((c) => [c.id, 1, 'perma']))],
    [
      'pity past hard pity',
      (p) =>
        (p.c = [
          [81, 0],
          [0, 0],
          [0, 0],
        ]),
    ],
    ['a negative amount', (p) => (p.h = [-1, 0, 0])],
    ['a fraction', (p) => (p.h = [0.5, 0, 0])],
    ['a huge amount', (p) => (p.h = [1e300, 0, 0])],
    ['an amount as text', (p) => (p.h = ['5', 0, 0])],
    ['two currencies instead of three', (p) => (p.h = [5, 0])],
    ['a free ticket', (p) => (p.x = [0, 300])],
    ['a date that does not exist', (p) => (p.d = '2031-02-29')],
    ['an event on no date', (p) => (p.e = [['', 'x', 0, 0, 0]])],
    ['a reset hour of 24', (p) => (p.r = 24)],
    ['a weekly reset on day 7', (p) => (p.w = 7)],
    ['a missing part', (p) => delete p.i],
  ];

  it.each(damaged)('refuses a link with %s', (_label, damage) => {
    const value = payload();
    damage(value);
    expect(decodePlan(encodeRaw(value))).toBeUndefined();
  });

  it('refuses an oversized link without decoding it', () => {
    expect(decodePlan('A'.repeat(MAX_LINK_LENGTH + 4))).toBeUndefined();
  });
});
