import { afterEach, describe, expect, it } from 'vitest';
import { poolSize } from '../../src/lib/worker-client';

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

function withCores(n: number) {
  Object.defineProperty(globalThis, 'navigator', { value: { hardwareConcurrency: n }, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
});

describe('pool size', () => {
  it('is one worker per core, less the spare ones, capped, and at least one', () => {
    withCores(4);
    expect(poolSize()).toBe(4);
    expect(poolSize({ spare: 1 })).toBe(3);
    withCores(64);
    expect(poolSize({ cap: 8 })).toBe(8);
    withCores(1);
    expect(poolSize({ spare: 1 })).toBe(1);
  });

  it('counts two cores when the browser does not say', () => {
    withCores(0);
    expect(poolSize()).toBe(2);
    expect(poolSize({ spare: 1 })).toBe(1);
  });
});
