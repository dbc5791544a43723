/**
 * The bench compares the batch engine with bench/naive-engine.ts; this checks that the baseline really runs the same
 * rules, so the speed comparison is like for like. Same batch-means tolerance as the engine's statistical tests
 * (5 standard errors), over 200,000 seeded pulls per banner in 20 batches of 10,000.
 */

import { describe, expect, it } from 'vitest';
import { NaiveEngine } from '../../bench/naive-engine';
import { CHARACTERS } from '../../src/catalogue/characters';
import { stationaryRates } from '../../src/engine/pulls/rates';
import { createRng } from '../../src/engine/pulls/rng';
import { RARITY_IDS } from '../../src/engine/types';
import { banners, rules } from './support';

const BATCHES = 20;
const BATCH = 10_000;

describe.each(banners)('naive engine on %s', (banner) => {
  it('matches the exact rarity rates and keeps the pity rules', () => {
    const rng = createRng(31);
    const engine = new NaiveEngine(CHARACTERS, () => rng.nextFloat());
    const means = RARITY_IDS.map(() => new Float64Array(BATCHES));
    let hardSeen = false;
    let problems = 0;
    let longestWithoutSr = 0;
    let withoutSr = 0;
    for (let b = 0; b < BATCHES; b++) {
      for (let i = 0; i < BATCH; i++) {
        const before = engine.counterFor(banner).pity;
        const record = engine.pull(banner);
        means[RARITY_IDS.indexOf(record.character.rarity)]![b]! += 1 / BATCH;
        if (!record.character.pullable) problems++;
        if (before >= 80) {
          if (record.pityType !== 'hard pity') problems++;
          hardSeen = true;
        }
        withoutSr = record.character.rarity === 'r' ? withoutSr + 1 : 0;
        longestWithoutSr = Math.max(longestWithoutSr, withoutSr);
      }
    }
    const exact = stationaryRates(rules, banner);
    RARITY_IDS.forEach((id, k) => {
      const series = Array.from(means[k]!);
      const mean = series.reduce((a, v) => a + v, 0) / BATCHES;
      const sd = Math.sqrt(series.reduce((a, v) => a + (v - mean) ** 2, 0) / (BATCHES - 1));
      if (exact.rarity[id] === 0) expect(mean).toBe(0);
      else expect(Math.abs(mean - exact.rarity[id])).toBeLessThanOrEqual((5 * sd) / Math.sqrt(BATCHES));
    });
    expect(problems).toBe(0);
    expect(longestWithoutSr).toBeLessThanOrEqual(9);
    if (banner === 'ml') expect(hardSeen).toBe(true);
  });
});
