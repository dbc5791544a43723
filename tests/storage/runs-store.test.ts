import { afterEach, describe, expect, it } from 'vitest';
import {
  BANNER_RUNS_KEY,
  MAX_RUNS,
  UNREADABLE_BANNER_RUNS_KEY,
  loadRuns,
  newRunId,
  parseSavedRuns,
  readRunsText,
  runFault,
  saveRuns,
  type BannerRun,
} from '../../src/storage/runs-store';

afterEach(() => localStorage.clear());

const hoyan: BannerRun = { id: 'run-1', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const perma: BannerRun = { id: 'run-2', banner: 'perma', start: '2026-12-01', end: '2026-12-31' };

describe('the stored banner runs', () => {
  it('come back as saved, in their order', () => {
    expect(loadRuns()).toEqual([]);
    expect(saveRuns([perma, hoyan])).toBe(true);
    expect(JSON.parse(localStorage.getItem(BANNER_RUNS_KEY)!)).toEqual({ version: 1, runs: [perma, hoyan] });
    expect(loadRuns()).toEqual([perma, hoyan]);
  });

  it('say what is wrong with a run', () => {
    expect(runFault({ banner: 'limited' })).toBe('no-featured');
    expect(runFault({ banner: 'limited', featured: 'cachi' })).toBe('featured-not-ssr'); // an R
    expect(runFault({ banner: 'limited', featured: 'nobody' })).toBe('featured-not-ssr');
    expect(runFault({ banner: 'ml', featured: 'hoyan' })).toBe('featured-on-other-banner');
    expect(runFault({ banner: 'perma', start: '2027-01-02', end: '2027-01-01' })).toBe('dates-reversed');
    expect(runFault({ banner: 'perma', name: ' padded' })).toBe('name');
    expect(runFault({ banner: 'limited', featured: 'hoyan', start: '2027-01-01', end: '2027-01-01' })).toBeUndefined();
  });

  it('keep every run valid on its own when others are damaged', () => {
    const value = {
      version: 1,
      runs: [
        hoyan,
        { ...perma, start: '2026-02-30' }, // no such day
        { ...perma, id: 'run-3', end: '2026-11-01' }, // ends before it starts
        { id: 'run-4', banner: 'limited', featured: 'mia' },
        { ...hoyan, name: 'the same id again' },
        'not a run',
        { id: 'bad id', banner: 'perma' },
      ],
    };
    expect(parseSavedRuns(value)).toEqual([hoyan, { id: 'run-4', banner: 'limited', featured: 'mia' }]);
    const many = {
      version: 1,
      runs: Array.from({ length: MAX_RUNS + 5 }, (_, i) => ({ id: `run-${i}`, banner: 'ml' })),
    };
    expect(parseSavedRuns(many)).toHaveLength(MAX_RUNS);
  });

  it('set an unreadable value aside once, and leave a newer version’s alone', () => {
    localStorage.setItem(BANNER_RUNS_KEY, '{"version":1,"runs":');
    expect(loadRuns()).toEqual([]);
    expect(localStorage.getItem(UNREADABLE_BANNER_RUNS_KEY)).toBe('{"version":1,"runs":');
    localStorage.setItem(BANNER_RUNS_KEY, 'nonsense');
    loadRuns();
    expect(localStorage.getItem(UNREADABLE_BANNER_RUNS_KEY)).toBe('{"version":1,"runs":');

    const newer = JSON.stringify({ version: 2, runs: [{ whatever: true }] });
    localStorage.setItem(BANNER_RUNS_KEY, newer);
    expect(readRunsText(newer)).toEqual({ runs: [], unreadable: false, newer: true });
    expect(saveRuns([hoyan])).toBe(false);
    expect(localStorage.getItem(BANNER_RUNS_KEY)).toBe(newer);
  });

  it('give each new run an id of its own', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRunId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^run-[\w-]{1,36}$/);
  });
});
