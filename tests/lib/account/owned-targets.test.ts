import { describe, expect, it } from 'vitest';
import { withoutOwnedCopies } from '../../../src/lib/account';

const target = (character: string, copies: number) => ({ character, copies, banner: 'perma' as const });

describe('targets without the copies already owned', () => {
  it('asks only for the copies not owned yet, and counts a fully owned target as met, keeping the order', () => {
    const targets = [target('freya', 3), target('holden', 2), target('heinrich', 1), target('vice', 1)];
    expect(withoutOwnedCopies(targets, { freya: 1, holden: 5, vice: 1, mia: 4 })).toEqual({
      remaining: [target('freya', 2), target('heinrich', 1)],
      met: [target('holden', 2), target('vice', 1)],
      // Owned copies beyond what a target asks for take nothing more off.
      copiesLeftOut: 1 + 2 + 1,
    });
  });

  it('changes nothing when nothing is owned, handing back the targets themselves', () => {
    const targets = [target('freya', 3), target('holden', 2)];
    const left = withoutOwnedCopies(targets, {});
    expect(left.remaining).toEqual(targets);
    expect(left.remaining[0]).toBe(targets[0]);
    expect(left).toMatchObject({ met: [], copiesLeftOut: 0 });
  });
});
