import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_IDS } from '../../../src/engine/types';
import {
  MAX_REPLAY_PULLS,
  REPLAY_PATH,
  parseReplayLink,
  replayHref,
  replayable,
  type ReplayLink,
} from '../../../src/lib/summons/replay-link';
import { replayLinkProblemText } from '../../../src/storage/error-wording';

const ROSTER = 0x1a2b3c4d;
const link: ReplayLink = {
  banner: 'perma',
  seed: 4_000_000_000,
  start: { pity: 80, sr: 9 },
  count: 300,
  roster: ROSTER,
};

/** The query of a link with one parameter replaced (or removed, with null). */
function edited(name: string, value: string | null): string {
  const params = new URLSearchParams(replayHref(link).split('?')[1]);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return `?${params.toString()}`;
}

describe('replay links', () => {
  it('carry banner, seed, starting counters, count and roster, and read back exactly', () => {
    const href = replayHref(link);
    expect(href.startsWith(`${REPLAY_PATH}?`)).toBe(true);
    expect(parseReplayLink(href.slice(REPLAY_PATH.length), ROSTER)).toEqual({ ok: true, link });
  });

  it('read back every link they can write', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BANNER_IDS),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: MAX_REPLAY_PULLS }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (banner, seed, pity, sr, count, roster) => {
          const written = { banner, seed, start: { pity, sr }, count, roster };
          const query = replayHref(written).slice(REPLAY_PATH.length);
          expect(parseReplayLink(query, roster)).toEqual({ ok: true, link: written });
        },
      ),
    );
  });

  it.each([
    ['seed', '-1'],
    ['seed', '4294967296'],
    ['seed', '1e3'],
    ['seed', '012'],
    ['pity', '81'],
    ['pity', '2.5'],
    ['sr', '10'],
    ['count', '0'],
    ['count', 'many'],
    ['banner', 'Perma'],
    ['roster', 'xyz'],
  ])('refuse a link whose %s is %s, naming that part', (part, value) => {
    const parsed = parseReplayLink(edited(part, value), ROSTER);
    expect(parsed).toEqual({ ok: false, problem: { reason: 'invalid', part } });
  });

  it('refuse links cut short, from a newer site, too long or drawn against another character list', () => {
    expect(parseReplayLink(edited('count', null), ROSTER)).toEqual({ ok: false, problem: { reason: 'incomplete' } });
    expect(parseReplayLink('', ROSTER)).toEqual({ ok: false, problem: { reason: 'incomplete' } });
    expect(parseReplayLink(edited('v', '2'), ROSTER)).toEqual({ ok: false, problem: { reason: 'newer', version: 2 } });
    expect(parseReplayLink(edited('count', String(MAX_REPLAY_PULLS + 1)), ROSTER)).toEqual({
      ok: false,
      problem: { reason: 'too-long', limit: MAX_REPLAY_PULLS },
    });
    expect(parseReplayLink(edited('roster', '00000001'), ROSTER)).toEqual({
      ok: false,
      problem: { reason: 'other-roster' },
    });
  });

  it('are offered only for batches a link may replay', () => {
    expect(replayable(1)).toBe(true);
    expect(replayable(MAX_REPLAY_PULLS)).toBe(true);
    expect(replayable(MAX_REPLAY_PULLS + 1)).toBe(false);
    expect(replayable(0)).toBe(false);
  });

  it('have every refusal worded, saying that nothing changed', () => {
    const problems = [
      { reason: 'incomplete' },
      { reason: 'newer', version: 2 },
      { reason: 'invalid', part: 'pity' },
      { reason: 'too-long', limit: MAX_REPLAY_PULLS },
      { reason: 'other-roster' },
    ] as const;
    const texts = problems.map((problem) => replayLinkProblemText(problem));
    expect(new Set(texts).size).toBe(problems.length);
    for (const text of texts) expect(text).toMatch(/Nothing was pulled and your history is unchanged\.$/);
    expect(texts[2]).toContain('pity counter');
    expect(texts[3]).toContain('1,000,000');
  });
});
