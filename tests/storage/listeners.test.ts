import { describe, expect, it } from 'vitest';
import { createListeners } from '../../src/storage/listeners';

describe('listeners', () => {
  it('calls every subscriber in order, and no longer one that unsubscribed', () => {
    const listeners = createListeners();
    const calls: string[] = [];
    listeners.subscribe(() => calls.push('a'));
    const stopB = listeners.subscribe(() => calls.push('b'));
    listeners.notify();
    stopB();
    listeners.notify();
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('finishes a round as it began when a listener unsubscribes another during it', () => {
    const listeners = createListeners();
    const calls: string[] = [];
    let stopB = () => {};
    listeners.subscribe(() => {
      calls.push('a');
      stopB();
    });
    stopB = listeners.subscribe(() => calls.push('b'));
    listeners.notify();
    listeners.notify();
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('keeps each set of listeners to itself', () => {
    const one = createListeners();
    const two = createListeners();
    let heard = 0;
    one.subscribe(() => heard++);
    two.notify();
    expect(heard).toBe(0);
  });
});
