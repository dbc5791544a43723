import { describe, expect, it } from 'vitest';
import { decodeRun, encodeRun, MAX_RUN_LINK_LENGTH, type SharedRun } from '../../../src/features/runs/run-link';
import { encodeLinkPayload } from '../../../src/lib/link-payload';

const hoyan: SharedRun = {
  banner: 'limited',
  featured: 'hoyan',
  name: 'Hoyan rerun',
  start: '2026-12-11',
  end: '2027-01-05',
};

describe('a run link', () => {
  it('carries a run whole, and the shortest run too', () => {
    expect(decodeRun(encodeRun(hoyan))).toEqual({ kind: 'run', run: hoyan });
    expect(decodeRun(encodeRun({ banner: 'ml' }))).toEqual({ kind: 'run', run: { banner: 'ml' } });
    const longest = { ...hoyan, name: 'x'.repeat(40), featured: 'tsukiyomi' };
    expect(encodeRun(longest).length).toBeLessThanOrEqual(MAX_RUN_LINK_LENGTH);
  });

  it('is refused whole when damaged in any way', () => {
    const good = encodeRun(hoyan);
    const damaged = [
      good.slice(0, -6), // cut off
      `${good}!`,
      '',
      'x'.repeat(MAX_RUN_LINK_LENGTH + 1),
      encodeLinkPayload({ v: 1, b: 'limited' }), // no featured character
      encodeLinkPayload({ v: 1, b: 'limited', f: 'cachi' }), // not an ssr
      encodeLinkPayload({ v: 1, b: 'limited', f: 'nobody' }),
      encodeLinkPayload({ v: 1, b: 'perma', f: 'hoyan' }),
      encodeLinkPayload({ v: 1, b: 'perma', s: '2027-01-02', e: '2027-01-01' }),
      encodeLinkPayload({ v: 1, b: 'perma', s: '2027-13-01' }),
      encodeLinkPayload({ v: 1, b: 'weekly' }),
      encodeLinkPayload({ v: 1, b: 'ml', n: 'n'.repeat(41) }),
      encodeLinkPayload([1, 2, 3]),
    ];
    for (const encoded of damaged) expect(decodeRun(encoded), encoded).toEqual({ kind: 'damaged' });
  });

  it('made by a newer version says so rather than damaged', () => {
    expect(decodeRun(encodeLinkPayload({ v: 2, anything: true }))).toEqual({ kind: 'newer', version: 2 });
  });
});
