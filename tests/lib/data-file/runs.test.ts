import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../src/engine/base64';
import { encodeHistoryBatch } from '../../../src/engine/history/codec';
import { pullMany } from '../../../src/engine/pulls/batch';
import { withFeatured } from '../../../src/engine/pulls/featured';
import { createRng } from '../../../src/engine/pulls/rng';
import { applyImport } from '../../../src/lib/data-file';
import { mergeRuns } from '../../../src/lib/data-file/merge-runs';
import { BANNER_RUNS_KEY, MAX_RUNS, loadRuns, saveRuns, type BannerRun } from '../../../src/storage/runs-store';
import { edited, exportOf, forgetEverything, parsed, rejected, rules, storeOver } from './support';

const hoyan: BannerRun = { id: 'run-a', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const ml: BannerRun = { id: 'run-b', banner: 'ml', start: '2026-12-01' };
const mia: BannerRun = { id: 'run-c', banner: 'limited', featured: 'mia' };

let file = '';

beforeAll(async () => {
  forgetEverything();
  saveRuns([hoyan, ml]);
  file = (await exportOf(await storeOver())).text;
});

beforeEach(() => forgetEverything());

describe('banner runs in a backup', () => {
  it('are written into the file and read back', () => {
    expect(JSON.parse(file)).toMatchObject({ version: 2, runs: [hoyan, ml] });
    expect(parsed(file).runs).toEqual([hoyan, ml]);
  });

  it('make a file damaged when one is not a valid run; a file of version 1 holds none', () => {
    const words = /damaged: runs holds a run that is not valid/;
    expect(rejected(edited(file, (f) => (f.runs[0].featured = 'cachi')))).toMatch(words);
    expect(rejected(edited(file, (f) => (f.runs[1].end = '2026-11-30')))).toMatch(words);
    expect(rejected(edited(file, (f) => (f.runs[1].id = f.runs[0].id)))).toMatch(words);
    expect(rejected(edited(file, (f) => (f.runs = 'runs')))).toMatch(/damaged: runs/);
    const older = parsed(
      edited(file, (f) => {
        f.version = 1;
        delete f.runs;
      }),
    );
    expect(older.runs).toEqual([]);
  });

  it('replace the saved runs under Replace, and merge in once under Merge', async () => {
    saveRuns([mia]);
    const store = await storeOver();
    expect(await applyImport(store, parsed(file), 'replace')).toMatchObject({
      ok: true,
      message: expect.stringContaining('2 banner runs'),
    });
    expect(loadRuns()).toEqual([hoyan, ml]);

    saveRuns([mia, { ...hoyan, id: 'run-z' }]);
    const merged = await applyImport(store, parsed(file), 'merge');
    expect(merged).toMatchObject({ ok: true, message: expect.stringContaining('1 banner run added') });
    expect(loadRuns()).toEqual([mia, { ...hoyan, id: 'run-z' }, ml]);
    await applyImport(store, parsed(file), 'merge');
    expect(loadRuns()).toEqual([mia, { ...hoyan, id: 'run-z' }, ml]);
  });

  it('read a file of version 2 holding pulls made on a run as that run’s, and refuse one naming a run', () => {
    const run = withFeatured(
      rules,
      rules.roster.findIndex((c) => c.id === 'hoyan'),
    );
    const start = { pity: 0, sr: 0 };
    const pulled = pullMany(run, 'limited', start, 20, createRng(4));
    const chunk = encodeHistoryBatch(run, {
      banner: 'limited',
      timestamp: 5,
      startCounters: start,
      chars: pulled.chars,
    });
    const withRunPulls = edited(file, (f) => {
      f.summons.summonCount = 20;
      f.summons.batches = [
        { first: 1, banner: 'limited', timestamp: 5, seed: 1, count: 20, chunks: [encodeBase64(chunk)] },
      ];
    });
    // The batch names no run (version 2 cannot): its chunk does, as a tab of the build before version 3 exports it.
    expect(parsed(withRunPulls).history.batches[0]).toMatchObject({ featured: 'hoyan' });
    const named = edited(withRunPulls, (f) => (f.summons.batches[0].featured = 'hoyan'));
    expect(rejected(named)).toMatch(
      /^This data file is damaged: batch 1 names a banner run, which a file made before runs could be named never does\./,
    );
    expect(parsed(edited(named, (f) => (f.version = 3))).history.batches[0]).toMatchObject({ featured: 'hoyan' });
  });

  it('removes the key under Replace with a file of no runs', async () => {
    saveRuns([mia]);
    const none = parsed(edited(file, (f) => (f.runs = [])));
    expect(await applyImport(await storeOver(), none, 'replace')).toMatchObject({ ok: true });
    expect(localStorage.getItem(BANNER_RUNS_KEY)).toBeNull();
  });
});

describe('merging runs', () => {
  it('keeps the saved ones, adds the new ones once in the file’s order, and renames a taken id', () => {
    const fresh = () => 'run-new';
    expect(mergeRuns([hoyan], [{ ...ml, id: 'run-a' }, hoyan, mia], fresh)).toEqual({
      result: [hoyan, { ...ml, id: 'run-new' }, mia],
      added: 2,
      leftOut: 0,
    });
    const once = mergeRuns([mia], [hoyan, ml]).result;
    expect(mergeRuns(once, [hoyan, ml])).toEqual({ result: once, added: 0, leftOut: 0 });
  });

  it(`leaves out what does not fit in ${MAX_RUNS} runs`, () => {
    const full = Array.from({ length: MAX_RUNS - 1 }, (_, i): BannerRun => ({
      id: `run-${i}`,
      banner: 'perma',
      name: `P${i}`,
    }));
    expect(mergeRuns(full, [hoyan, ml, mia])).toMatchObject({ added: 1, leftOut: 2 });
  });
});
