import { describe, expect, it } from 'vitest';
import { BAND_A, BAND_B, BAND_R, BAND_SR, CalcRequestError, planRequest } from '../../src/engine/odds/prepare';
import type { CalcRequest } from '../../src/engine/odds/prepare';
import { featuredId, indexOf, limitedSrIds, pullableIds, rules, unpullableIds } from './support';

const request = (ids: string[], banner: CalcRequest['banner'] = 'perma', pity = 0, sr = 0): CalcRequest => ({
  selection: ids.map(indexOf),
  banner,
  start: { pity, sr },
});

const otherSrId = pullableIds('sr').find((id) => !limitedSrIds.includes(id))!;
const [ssr1, ssr2, ssr3] = pullableIds('ssr').filter((id) => id !== featuredId);
const [ml1, ml2] = pullableIds('ml');
const [r1] = pullableIds('r');

describe('planRequest', () => {
  it('groups characters the rules cannot tell apart into classes, with their share of the band', () => {
    const plan = planRequest(rules, request([ssr1!, ssr2!, ml1!, limitedSrIds[0]!, limitedSrIds[1]!, otherSrId, r1!]));
    const perma = rules.banners.perma;
    const summary = plan.classes.map((c) => ({ band: c.band, size: c.members.length, share: c.share }));
    expect(summary).toEqual([
      { band: BAND_A, size: 2, share: 1 / perma.poolA.length },
      { band: BAND_B, size: 1, share: 1 / perma.poolB.length },
      // Other SRs hold three slots for each one a limited SR holds (6.75 : 2.25).
      { band: BAND_SR, size: 1, share: 3 / perma.srPool.length },
      { band: BAND_SR, size: 2, share: 1 / perma.srPool.length },
      { band: BAND_R, size: 1, share: 1 / perma.rPool.length },
    ]);
    expect(plan.needsSrCounter).toBe(true);
  });

  it('keeps the SR counter out of the chain when only top-rarity characters are selected', () => {
    expect(planRequest(rules, request([ssr1!, ml1!])).needsSrCounter).toBe(false);
    expect(planRequest(rules, request([ssr1!, r1!])).needsSrCounter).toBe(true);
  });

  it('treats the featured character as its own class on Limited', () => {
    const plan = planRequest(rules, request([featuredId, limitedSrIds[0]!], 'limited'));
    expect(plan.classes.map((c) => [c.band, c.members.length, c.share])).toEqual([
      [BAND_A, 1, 1],
      [BAND_SR, 1, 1 / rules.banners.limited.srPool.length],
    ]);
  });

  it('ignores repeated characters and sorts the selection', () => {
    const plan = planRequest(rules, request([ssr2!, ssr1!, ssr2!]));
    expect(plan.selected).toEqual([indexOf(ssr1!), indexOf(ssr2!)].sort((a, b) => a - b));
  });

  it.each(unpullableIds)('rejects %s, who cannot be pulled, with a clear error', (id) => {
    expect(() => planRequest(rules, request([ssr1!, id]))).toThrow(CalcRequestError);
    expect(() => planRequest(rules, request([ssr1!, id]))).toThrow(/cannot be pulled on any banner/);
  });

  it('rejects characters the chosen banner cannot give', () => {
    expect(() => planRequest(rules, request([ssr3!], 'limited'))).toThrow(/cannot be obtained on the Limited banner/);
    expect(() => planRequest(rules, request([ml2!], 'limited'))).toThrow(/Limited banner/);
    expect(() => planRequest(rules, request([otherSrId], 'ml'))).toThrow(/cannot be obtained on the ML banner/);
    expect(() => planRequest(rules, request([ssr1!], 'ml'))).toThrow(/ML banner/);
    expect(() => planRequest(rules, request([ml1!, limitedSrIds[0]!, r1!], 'ml'))).not.toThrow();
  });

  it('rejects an empty selection, unknown indices, banners and impossible counters', () => {
    expect(() => planRequest(rules, request([]))).toThrow('Select at least one character');
    expect(() => planRequest(rules, { ...request([]), selection: [rules.roster.length] })).toThrow(/No character/);
    expect(() => planRequest(rules, { ...request([]), selection: [1.5] })).toThrow(/No character/);
    expect(() => planRequest(rules, { ...request([ssr1!]), banner: 'gold' as CalcRequest['banner'] })).toThrow(
      /Unknown banner/,
    );
    expect(() => planRequest(rules, request([ssr1!], 'perma', 81))).toThrow(/Pity counter/);
    expect(() => planRequest(rules, request([ssr1!], 'perma', 0, 10))).toThrow(/SR counter/);
    expect(() => planRequest(rules, request([ssr1!], 'perma', -1))).toThrow(CalcRequestError);
  });

  it('reads band probabilities off the thresholds, summing to one at every pity', () => {
    const { bands } = planRequest(rules, request([ssr1!]));
    for (let p = 0; p <= 80; p++) {
      expect(bands.a[p]! + bands.b[p]! + bands.sr[p]! + bands.r[p]!).toBeCloseTo(1, 12);
    }
    expect(bands.a[80]! + bands.b[80]!).toBe(1);
    expect(bands.a[0]).toBeCloseTo(0.0075, 9);
    expect(bands.b[0]).toBeCloseTo(0.0025, 9);
    expect(bands.sr[0]).toBeCloseTo(0.09, 9);
  });
});
