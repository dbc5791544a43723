import { describe, expect, it } from 'vitest';
import { pullMany } from '../../src/engine/pulls/batch';
import { CalcRequestError, planRequest } from '../../src/engine/odds/prepare';
import { runUntilObtained } from '../../src/engine/odds/run';
import { createRng } from '../../src/engine/pulls/rng';
import { featuredId, indexOf, limitedSrIds, pullableIds, rules } from './support';

const ssrIds = pullableIds('ssr').filter((id) => id !== featuredId);
const pick = [ssrIds[0]!, pullableIds('ml')[0]!, limitedSrIds[0]!, pullableIds('r')[0]!].map(indexOf);

describe('the specification run', () => {
  it('pulls on Perma from zero until every selected character is obtained, stopping at the last one', () => {
    for (const seed of [1, 2, 3]) {
      const plan = planRequest(rules, { selection: pick, banner: 'perma', start: { pity: 0, sr: 0 } });
      const run = runUntilObtained(rules, plan, createRng(seed));
      const n = run.chars.length;
      const seen = new Set(run.chars);
      for (const c of pick) expect(seen.has(c)).toBe(true);
      // The last pull is the first time some selected character appeared.
      const last = run.chars[n - 1]!;
      expect(pick).toContain(last);
      expect(run.chars.indexOf(last)).toBe(n - 1);
      // Same pulls as the engine's own batch on the same stream, pity and pity types included.
      const reference = pullMany(rules, 'perma', { pity: 0, sr: 0 }, n, createRng(seed));
      expect([...run.chars]).toEqual([...reference.chars]);
      expect([...run.pity]).toEqual([...reference.pity]);
      expect([...run.types]).toEqual([...reference.types]);
      expect(run.chars.buffer.byteLength).toBe(n);
    }
  });

  it('starts from the given counters on the given banner', () => {
    const plan = planRequest(rules, {
      selection: [indexOf(featuredId)],
      banner: 'limited',
      start: { pity: 80, sr: 0 },
    });
    const run = runUntilObtained(rules, plan, createRng(5));
    expect([...run.chars]).toEqual([indexOf(featuredId)]);
    expect(run.types[0]).toBe(2);
  });

  it('finishes a selection of every pullable character', () => {
    const everyone = rules.roster.flatMap((c, i) => (c.pullable ? [i] : []));
    const plan = planRequest(rules, { selection: everyone, banner: 'perma', start: { pity: 0, sr: 0 } });
    const run = runUntilObtained(rules, plan, createRng(11));
    expect(new Set(run.chars).size).toBe(everyone.length);
    expect(run.chars.length).toBeGreaterThan(1000);
  });

  it('stops with an error rather than running forever', () => {
    const plan = planRequest(rules, { selection: pick, banner: 'perma', start: { pity: 0, sr: 0 } });
    expect(() => runUntilObtained(rules, plan, createRng(1), 10)).toThrow(CalcRequestError);
  });
});
