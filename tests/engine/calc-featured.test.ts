import { describe, expect, it } from 'vitest';
import { createCalcApi } from '../../src/engine/odds/api';
import type { ExactOutcome } from '../../src/engine/odds/exact';
import { featuredId, indexOf, rules } from './support';

/**
 * How Much To on a Limited run: the run's featured character takes the specified one's place and nothing else
 * changes, so every answer is the specified banner's answer with the two characters' names swapped.
 */

const api = createCalcApi(rules);
const freya = indexOf(featuredId);
const hoyan = indexOf('hoyan'); // never given by Perma
const vice = indexOf('vice'); // an SR
const start = { pity: 37, sr: 6 };
const specified = { selection: [freya, vice], banner: 'limited' as const, start };
const onRun = { selection: [hoyan, vice], banner: 'limited' as const, start, featured: hoyan };

const swapped = (chars: Uint8Array) => [...chars].map((c) => (c === freya ? hoyan : c));

describe('How Much To on a Limited run', () => {
  it('gives the exact distribution of the specified banner, for the run character', async () => {
    const run: ExactOutcome = await api.exact(onRun);
    expect(run.ok).toBe(true);
    expect(run).toEqual(await api.exact(specified));
  });

  it('draws the same sample run and the same trials from a seed, with the run character', async () => {
    const run = await api.simulate(onRun, 99);
    const base = await api.simulate(specified, 99);
    expect([...run.chars]).toEqual(swapped(base.chars));
    expect(run.chars.includes(hoyan)).toBe(true);
    expect(await api.monteCarlo(onRun, 2000, 5)).toEqual(await api.monteCarlo(specified, 2000, 5));
  });

  it('refuses the specified character on a run that features another, and a run off Limited or of no SSR', async () => {
    await expect(api.exact({ ...onRun, selection: [freya] })).rejects.toThrow(
      /Freya cannot be obtained on the Limited banner/,
    );
    await expect(api.exact({ ...onRun, banner: 'perma' })).rejects.toThrow('Only a Limited run features a character');
    await expect(api.simulate({ ...onRun, featured: vice })).rejects.toThrow(/No SSR character has roster index/);
    await expect(api.monteCarlo({ ...onRun, featured: -1 }, 10, 1)).rejects.toThrow(/No SSR character/);
    // Without a run, Hoyan is still out of reach.
    await expect(api.exact({ ...specified, selection: [hoyan] })).rejects.toThrow(/cannot be pulled on any banner/);
  });
});
