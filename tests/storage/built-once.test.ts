import { describe, expect, it, vi } from 'vitest';
import { builtOnce } from '../../src/storage/schema';
import { historySchemas, parseSummary } from '../../src/storage/stored-history';

describe('builtOnce', () => {
  it('builds nothing until asked, then once, and hands back the same schemas every time', () => {
    const build = vi.fn(() => ({ built: true }));
    const schemas = builtOnce(build);
    expect(build).not.toHaveBeenCalled();
    const first = schemas();
    expect(schemas()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('gives the stored history one set of schemas, which its parsers use', () => {
    expect(historySchemas()).toBe(historySchemas());
    const summary = {
      summonCount: 3,
      counters: { limited: { pity: 3, sr: 2 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
      charCounts: { limited: [1], perma: [], ml: [] },
      roster: ['a'],
    };
    expect(parseSummary(summary)).toEqual(summary);
    expect(parseSummary({ ...summary, summonCount: -1 })).toBeUndefined();
  });
});
