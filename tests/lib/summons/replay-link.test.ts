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
/** The roster indices a run may feature in these tests. */
const featurable = (index: number) => index === 7 || index === 9;
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
    expect(parseReplayLink(href.slice(REPLAY_PATH.length), ROSTER, featurable)).toEqual({ ok: true, link });
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
          expect(parseReplayLink(query, roster, featurable)).toEqual({ ok: true, link: written });
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
    const parsed = parseReplayLink(edited(part, value), ROSTER, featurable);
    expect(parsed).toEqual({ ok: false, problem: { reason: 'invalid', part } });
  });

  it('refuse links cut short, from a newer site, too long or drawn against another character list', () => {
    expect(parseReplayLink(edited('count', null), ROSTER, featurable)).toEqual({
      ok: false,
      problem: { reason: 'incomplete' },
    });
    expect(parseReplayLink('', ROSTER, featurable)).toEqual({ ok: false, problem: { reason: 'incomplete' } });
    expect(parseReplayLink(edited('v', '3'), ROSTER, featurable)).toEqual({
      ok: false,
      problem: { reason: 'newer', version: 3 },
    });
    expect(parseReplayLink(edited('count', String(MAX_REPLAY_PULLS + 1)), ROSTER, featurable)).toEqual({
      ok: false,
      problem: { reason: 'too-long', limit: MAX_REPLAY_PULLS },
    });
    expect(parseReplayLink(edited('roster', '00000001'), ROSTER, featurable)).toEqual({
      ok: false,
      problem: { reason: 'other-roster' },
    });
  });

  it('of a Limited run carry its character under version 2; every other batch keeps version 1', () => {
    const run: ReplayLink = { ...link, banner: 'limited', featured: 9 };
    const href = replayHref(run);
    expect(new URLSearchParams(href.split('?')[1]).get('v')).toBe('2');
    expect(parseReplayLink(href.slice(REPLAY_PATH.length), ROSTER, featurable)).toEqual({ ok: true, link: run });
    expect(new URLSearchParams(replayHref(link).split('?')[1]).get('v')).toBe('1');
    expect(replayHref(link)).not.toContain('featured');
    // A version 1 link is the specified banner's, whatever it carries.
    const plain = `${replayHref({ ...link, banner: 'limited' }).slice(REPLAY_PATH.length)}&featured=9`;
    expect(parseReplayLink(plain, ROSTER, featurable)).toEqual({ ok: true, link: { ...link, banner: 'limited' } });
  });

  it('of version 2 are refused when the run’s character is missing, not featurable, or off Limited', () => {
    const query = (run: Partial<ReplayLink>, featured: string | null) => {
      const params = new URLSearchParams(replayHref({ ...link, banner: 'limited', featured: 7, ...run }).split('?')[1]);
      if (featured === null) params.delete('featured');
      else params.set('featured', featured);
      return `?${params.toString()}`;
    };
    const invalid = { ok: false, problem: { reason: 'invalid', part: 'featured' } };
    expect(parseReplayLink(query({}, null), ROSTER, featurable)).toEqual({
      ok: false,
      problem: { reason: 'incomplete' },
    });
    expect(parseReplayLink(query({}, '8'), ROSTER, featurable)).toEqual(invalid);
    expect(parseReplayLink(query({}, '07'), ROSTER, featurable)).toEqual(invalid);
    expect(parseReplayLink(query({}, '256'), ROSTER, featurable)).toEqual(invalid);
    expect(parseReplayLink(query({ banner: 'perma' }, '7'), ROSTER, featurable)).toEqual(invalid);
    expect(replayLinkProblemText(invalid.problem as never)).toContain('featured character');
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
