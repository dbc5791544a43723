import { describe, expect, it } from 'vitest';
import {
  FIRST_PLAN_LINK_VERSION,
  PLAN_LINK_VERSION,
  decodePlan,
  encodePlan,
  planParamOf,
  type SharedPlan,
} from '../../../src/features/planner/plan-link';
import { fixtureSets, type Links } from '../../support/fixture-sets';
import { TARGETS_ON_RUNS, savedPlan } from '../../support/plans';

/**
 * Plan links whose targets are pulled on banner runs (link version 2): each such target carries its run as a fourth
 * item, `[featured, name, start, end]`. A plan on no run still makes the version 1 link the builds before open.
 */

const onRuns = TARGETS_ON_RUNS;

const { id: _id, ...plain } = savedPlan('x', 'Banner week');
const withRuns: SharedPlan = { ...plain, name: 'Runs ahead', targets: onRuns };

type Payload = Record<string, unknown> & { t: unknown[][] };

/** The link's JSON as the site writes it, for tests to read or damage one part of. */
function payload(value: SharedPlan): Payload {
  return JSON.parse(Buffer.from(encodePlan(value), 'base64url').toString('utf8')) as Payload;
}

function encodeRaw(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** A version 2 link of `plain` with the given link targets. */
const linkOf = (targets: unknown[]) => encodeRaw({ ...payload(plain), v: 2, t: targets });

describe('plan links with targets on banner runs', () => {
  it('round-trip as version 2, each run in its target, the fields a run lacks as null', () => {
    expect(PLAN_LINK_VERSION).toBe(2);
    const written = payload(withRuns);
    expect(written.v).toBe(2);
    expect(written.t).toEqual([
      ['hoyan', 2, 'limited', ['hoyan', 'Hoyan rerun', '2031-01-20', '2031-02-10']],
      ['marvell', 6, 'limited', ['hoyan', null, null, null]],
      ['holden', 1, 'perma', [null, 'Perma week', '2031-02-01', null]],
      ['heinrich', 1, 'ml', [null, null, null, '2031-02-28']],
      ['freya', 1, 'limited'],
    ]);
    expect(decodePlan(encodePlan(withRuns))).toEqual(withRuns);
  });

  it('write a plan on no run as version 1, three items a target, as before', () => {
    expect(FIRST_PLAN_LINK_VERSION).toBe(1);
    const written = payload(plain);
    expect(written.v).toBe(1);
    expect(written.t).toEqual([
      ['freya', 2, 'limited'],
      ['heinrich', 1, 'ml'],
    ]);
    expect(decodePlan(encodePlan(plain))).toEqual(plain);
  });

  it.each(fixtureSets().map((set) => [set.manifest.commit.slice(0, 7), set] as const))(
    'open the plan link made by %s, and make the very same link of that plan',
    (_, set) => {
      const encoded = planParamOf(set.read<Links>('links.json').plan.split('?')[1]!)!;
      const decoded = decodePlan(encoded);
      expect(decoded).toBeDefined();
      expect(decoded!.targets.some((t) => t.run !== undefined)).toBe(false);
      expect(encodePlan(decoded!)).toBe(encoded);
    },
  );

  it('refuse a version 1 link whose target carries a fourth item', () => {
    const v1 = { ...payload(plain), v: 1, t: [['hoyan', 1, 'limited', ['hoyan', null, null, null]]] };
    expect(decodePlan(encodeRaw(v1))).toBeUndefined();
    // The same targets in a version 2 link open.
    expect(decodePlan(encodeRaw({ ...v1, v: 2 }))?.targets).toEqual([
      { character: 'hoyan', copies: 1, banner: 'limited', run: { featured: 'hoyan' } },
    ]);
  });

  it('read a run of four nulls as no run', () => {
    const decoded = decodePlan(
      linkOf([
        ['freya', 2, 'limited', [null, null, null, null]],
        ['holden', 1, 'perma'],
      ]),
    );
    expect(decoded?.targets).toEqual([
      { character: 'freya', copies: 2, banner: 'limited' },
      { character: 'holden', copies: 1, banner: 'perma' },
    ]);
    expect(Object.keys(decoded!.targets[0]!)).toEqual(['character', 'copies', 'banner']);
  });

  it('read a version 2 link of no run as the same plan as its version 1 link', () => {
    expect(decodePlan(encodeRaw({ ...payload(plain), v: 2 }))).toEqual(plain);
  });

  it.each([
    [
      'a run that cannot give its target (Freya on a Hoyan run)',
      [['freya', 1, 'limited', ['hoyan', null, null, null]]],
    ],
    ['a Hoyan target on Limited as specified', [['hoyan', 1, 'limited']]],
    ['a Perma target whose run features a character', [['holden', 1, 'perma', ['hoyan', null, null, null]]]],
    ['an ML target whose run features a character', [['heinrich', 1, 'ml', ['hoyan', null, null, null]]]],
    ['a Limited run that features no one', [['marvell', 1, 'limited', [null, 'Nameless', '2031-01-01', null]]]],
    ['a run that ends before it starts', [['hoyan', 1, 'limited', ['hoyan', null, '2031-02-10', '2031-02-01']]]],
    [
      'a run featuring a character this version does not know',
      [['marvell', 1, 'limited', ['nobody', null, null, null]]],
    ],
    ['a run featuring an SR', [['marvell', 1, 'limited', ['marvell', null, null, null]]]],
    ['a run date that does not exist', [['hoyan', 1, 'limited', ['hoyan', null, '2031-02-30', null]]]],
    ['a run name over its length', [['hoyan', 1, 'limited', ['hoyan', 'N'.repeat(41), null, null]]]],
    ['a run name with spaces around it', [['hoyan', 1, 'limited', ['hoyan', ' Hoyan ', null, null]]]],
    ['a run of three fields', [['hoyan', 1, 'limited', ['hoyan', null, null]]]],
    ['a run that is not a list', [['hoyan', 1, 'limited', { featured: 'hoyan' }]]],
    ['a field that is not text', [['hoyan', 1, 'limited', ['hoyan', 5, null, null]]]],
    ['a fifth item', [['hoyan', 1, 'limited', ['hoyan', null, null, null], 'more']]],
  ])('refuse a version 2 link with %s', (_label, targets) => {
    expect(decodePlan(linkOf(targets))).toBeUndefined();
  });

  it('refuse a version 2 link whose run is damaged in only one target of many', () => {
    const written = payload(withRuns);
    expect(decodePlan(encodeRaw(written))).toEqual(withRuns);
    written.t[0]![3] = ['hoyan', null, '2031-02-10', '2031-02-01'];
    expect(decodePlan(encodeRaw(written))).toBeUndefined();
  });
});
