import { describe, expect, it, vi } from 'vitest';
import { RevealRun } from '../../../src/features/summons/reveal/reveal-run';
import { keyEndsReveal, revealOrder, revealsPress } from '../../../src/features/summons/reveal/reveal-policy';

const ON = { enabled: true, reducedMotion: false };

describe('which presses reveal', () => {
  it('Pull x1 and Pull x10 do while the setting is on and motion is welcome', () => {
    expect(revealsPress({ button: 'quick', count: 1 }, ON)).toBe(true);
    expect(revealsPress({ button: 'quick', count: 10 }, ON)).toBe(true);
  });

  it('Pull x85, the custom count (even of one or ten) and anything over ten do not', () => {
    expect(revealsPress({ button: 'quick', count: 85 }, ON)).toBe(false);
    expect(revealsPress({ button: 'quick', count: 11 }, ON)).toBe(false);
    for (const count of [1, 10, 300, 10_000_000]) expect(revealsPress({ button: 'custom', count }, ON)).toBe(false);
    expect(revealsPress({ button: 'quick', count: 0 }, ON)).toBe(false);
  });

  it('nothing does with the setting off or under reduced motion', () => {
    for (const count of [1, 10]) {
      const press = { button: 'quick', count } as const;
      expect(revealsPress(press, { enabled: false, reducedMotion: false })).toBe(false);
      expect(revealsPress(press, { enabled: true, reducedMotion: true })).toBe(false);
      expect(revealsPress(press, { enabled: false, reducedMotion: true })).toBe(false);
    }
  });
});

describe('the order cards come in', () => {
  it('follows the grid, newest first: the batch of pulls 11 to 20 starts with #20', () => {
    const batch = { firstPull: 11, count: 10 };
    expect([20, 19, 15, 11].map((n) => revealOrder(batch, n))).toEqual([0, 1, 5, 9]);
  });

  it('leaves out every pull outside the batch, and everything when no batch is revealed', () => {
    const batch = { firstPull: 11, count: 10 };
    expect([10, 21, 1, 0].map((n) => revealOrder(batch, n))).toEqual([-1, -1, -1, -1]);
    expect(revealOrder({ firstPull: 5, count: 1 }, 5)).toBe(0);
    expect(revealOrder(null, 5)).toBe(-1);
  });
});

describe('keys', () => {
  it('Escape, Enter, Space and other keys end a reveal; a modifier alone does not', () => {
    for (const key of ['Escape', 'Enter', ' ', 'a', 'Tab', 'ArrowDown']) expect(keyEndsReveal(key)).toBe(true);
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) expect(keyEndsReveal(key)).toBe(false);
  });
});

describe('the running reveal', () => {
  it('tells its listeners when it starts and ends, and answers each card for the batch it runs', () => {
    const run = new RevealRun();
    const listener = vi.fn();
    run.subscribe(listener);
    expect(run.orderOf(3)).toBe(-1);

    run.start({ firstPull: 1, count: 10 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(run.current()).toEqual({ firstPull: 1, count: 10 });
    expect(run.orderOf(10)).toBe(0);
    expect(run.orderOf(3)).toBe(7);

    // A new batch replaces the one running.
    run.start({ firstPull: 11, count: 1 });
    expect(run.orderOf(3)).toBe(-1);
    expect(run.orderOf(11)).toBe(0);

    run.finish();
    run.finish();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(run.current()).toBeNull();
    expect(run.orderOf(11)).toBe(-1);
  });
});
