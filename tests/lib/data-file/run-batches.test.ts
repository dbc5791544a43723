import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { decodeBase64, encodeBase64 } from '../../../src/engine/base64';
import { derivePity, encodeHistoryBatch, readHistoryHeader } from '../../../src/engine/history/codec';
import { pullMany } from '../../../src/engine/pulls/batch';
import { withFeatured } from '../../../src/engine/pulls/featured';
import { createRng } from '../../../src/engine/pulls/rng';
import type { Counters } from '../../../src/engine/types';
import { applyImport, readDataFile } from '../../../src/lib/data-file';
import { RUN_BATCHES_DATA_VERSION } from '../../../src/lib/data-file/format';
import { saveRuns } from '../../../src/storage/runs-store';
import { TestBackend } from '../../support/test-backend';
import { fixtureSets } from '../../support/fixture-sets';
import {
  edited,
  exportOf,
  forgetEverything,
  parsed,
  rejected,
  rules,
  storeOver,
  storedChunks,
  type FileJson,
} from './support';

/**
 * Pulls made on a Limited run in a backup (data file version 3): the run's batch names its character, its chunks are
 * the codec's version 2, and both come back as the store wrote them, under Replace and Merge alike. A file whose
 * batches and chunks disagree about a run is refused with words; a file without a run's batch is written as before.
 */

const index = (id: string) => CHARACTERS.findIndex((c) => c.id === id);
const HOYAN = index('hoyan');
const MIA = index('mia');
const START: Counters = { pity: 0, sr: 0 };

/** A file as the browser gives it, readable whole or as a stream (the test page's Blob has no stream). */
const fileBlob = (text: string) => new NodeBlob([text]) as unknown as Blob;

/** A history with a run's batch between batches of the specified banners, Limited included. */
async function playerWithRun() {
  forgetEverything();
  const backend = new TestBackend();
  const store = await storeOver(backend);
  expect(await store.pull('perma', 30, 1)).toBe(true);
  expect(await store.pull('limited', 160, 2, undefined, HOYAN)).toBe(true);
  expect(await store.pull('limited', 40, 3)).toBe(true);
  expect(await store.pull('ml', 20, 4)).toBe(true);
  return { backend, store, text: (await exportOf(store)).text };
}

/** Limited pulls with no SSR among them, so any run may have drawn them. */
function pullsOfAnyRun(count: number): Uint8Array {
  for (let seed = 1; ; seed++) {
    const { chars } = pullMany(rules, 'limited', START, count, createRng(seed));
    if ([...chars].every((c) => CHARACTERS[c]!.rarity !== 'ssr' && CHARACTERS[c]!.rarity !== 'ml')) return chars;
  }
}

/** A chunk of `chars` from `start`, base64, drawn on the run featuring `featured` (or the specified banner). */
function chunkOf(chars: Uint8Array, featured?: number, start: Counters = START): string {
  const run = featured === undefined ? rules : withFeatured(rules, featured);
  return encodeBase64(encodeHistoryBatch(run, { banner: 'limited', timestamp: 5, startCounters: start, chars }));
}

/** A file (from `base`, a file of no pulls) of one Limited batch of `chars`, its chunks and run as given. */
function fileOfOneBatch(base: string, chars: Uint8Array, chunks: string[], featured?: string, version = 3): string {
  const end = derivePity(rules, 'limited', START, chars).endCounters;
  return edited(base, (f) => {
    f.version = version;
    f.summons.summonCount = chars.length;
    f.summons.counters.limited = end;
    const batch = { first: 1, banner: 'limited', timestamp: 5, seed: 7, count: chars.length };
    f.summons.batches = [{ ...batch, ...(featured === undefined ? {} : { featured }), chunks }];
  });
}

beforeEach(() => forgetEverything());

describe('a backup holding a run’s batch', () => {
  it('is version 3, and names the run on that batch alone, as its chunks do', async () => {
    const { text } = await playerWithRun();
    const file = JSON.parse(text) as FileJson;
    expect(file.version).toBe(RUN_BATCHES_DATA_VERSION);
    expect(RUN_BATCHES_DATA_VERSION).toBe(3);
    expect(file.runs).toEqual([]);
    const batches = file.summons.batches as FileJson[];
    expect(batches.map((b) => [b.banner, b.featured])).toEqual([
      ['perma', undefined],
      ['limited', 'hoyan'],
      ['limited', undefined],
      ['ml', undefined],
    ]);
    expect(Object.keys(batches[1]!)).toEqual(['first', 'banner', 'timestamp', 'seed', 'count', 'featured', 'chunks']);
    expect(Object.keys(batches[2]!)).toEqual(['first', 'banner', 'timestamp', 'seed', 'count', 'chunks']);
    const header = (chunk: string) => readHistoryHeader(decodeBase64(chunk)!);
    expect(header(batches[1]!.chunks[0]).featured).toBe(HOYAN);
    expect(header(batches[2]!.chunks[0]).featured).toBeUndefined();
  });

  it('comes back whole under Replace: the same batch records, run included, and the same chunk bytes', async () => {
    const { backend, text } = await playerWithRun();
    const before = await storedChunks(backend);
    expect(before.batches.map((b) => b.featured)).toEqual([undefined, 'hoyan', undefined, undefined]);

    forgetEverything();
    const restored = new TestBackend();
    const store = await storeOver(restored);
    const data = parsed(text);
    expect(data.history.batches[1]).toMatchObject({ banner: 'limited', featured: 'hoyan' });
    expect(await applyImport(store, data, 'replace')).toMatchObject({ ok: true });
    expect(await storedChunks(restored)).toEqual(before);
    // The restored history exports the very same file.
    expect((await exportOf(store)).text).toBe(text);
    // Shown as the run's pulls: Hoyan is a top result there, never on the specified banner.
    expect(store.batches.current().map((b) => b.featured)).toEqual([undefined, 'hoyan', undefined, undefined]);
  });

  it('merges in once: the same file merged twice, or into the history it came from, adds nothing', async () => {
    const { backend: source, text } = await playerWithRun();
    expect(await applyImport(await storeOver(source), parsed(text), 'merge')).toMatchObject({
      ok: true,
      message: expect.stringMatching(/: 0 pulls, .*4 batches \(250 pulls\) were already in your history/),
    });

    forgetEverything();
    const backend = new TestBackend();
    const store = await storeOver(backend);
    expect(await store.pull('perma', 10, 99)).toBe(true);
    expect(await applyImport(store, parsed(text), 'merge')).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^The file was merged into your data: 250 pulls/),
    });
    const once = await storedChunks(backend);
    expect(once.batches.map((b) => b.featured)).toEqual([undefined, undefined, 'hoyan', undefined, undefined]);
    expect(once.batches[2]!.id).toBe(41);
    expect(await applyImport(store, parsed(text), 'merge')).toMatchObject({
      ok: true,
      message: expect.stringContaining('4 batches (250 pulls) were already in your history'),
    });
    expect(await storedChunks(backend)).toEqual(once);
    expect(store.getSnapshot().summonCount).toBe(260);
  });

  it('is another batch than the same pulls drawn on another run, or on the specified banner', async () => {
    const empty = (await exportOf(await storeOver())).text;
    const chars = pullsOfAnyRun(20);
    const specified = fileOfOneBatch(empty, chars, [chunkOf(chars)], undefined, 1);
    const onHoyan = fileOfOneBatch(empty, chars, [chunkOf(chars, HOYAN)], 'hoyan');
    const onMia = fileOfOneBatch(empty, chars, [chunkOf(chars, MIA)], 'mia');

    const backend = new TestBackend();
    const store = await storeOver(backend);
    expect(await applyImport(store, parsed(specified), 'replace')).toMatchObject({ ok: true });
    for (const file of [onHoyan, onMia]) {
      expect(await applyImport(store, parsed(file), 'merge')).toMatchObject({
        ok: true,
        message: expect.not.stringContaining('already'),
      });
    }
    for (const file of [specified, onHoyan, onMia]) {
      expect(await applyImport(store, parsed(file), 'merge')).toMatchObject({
        message: expect.stringContaining('1 batch (20 pulls) was already in your history'),
      });
    }
    const { batches } = await storedChunks(backend);
    expect(batches.map((b) => [b.id, b.featured])).toEqual([
      [1, undefined],
      [21, 'hoyan'],
      [41, 'mia'],
    ]);
  });
});

describe('a file whose batches and runs disagree', () => {
  let text = '';
  beforeEach(async () => {
    text ||= (await playerWithRun()).text;
  });

  const NOTHING_CHANGED = / Nothing was changed\.$/;

  it('is refused when a batch names another run than its chunks, or a run its chunks are not of', () => {
    const words = /^This data file is damaged: the pulls of batch 2 were not made on the banner run it names\./;
    expect(rejected(edited(text, (f) => (f.summons.batches[1].featured = 'mia')))).toMatch(words);
    expect(rejected(edited(text, (f) => (f.summons.batches[1].featured = 'freya')))).toMatch(words);
    const onSpecified = /^This data file is damaged: the pulls of batch 3 were not made on the banner run it names\./;
    expect(rejected(edited(text, (f) => (f.summons.batches[2].featured = 'hoyan')))).toMatch(onSpecified);
    expect(rejected(edited(text, (f) => (f.summons.batches[0].featured = 'hoyan')))).toMatch(/batch 1 were not/);
  });

  it('takes the run its chunks name for a batch that names none, as a tab of the build before version 3 exports it', () => {
    // That build decodes a run's chunks, but its batch records drop `featured`, and its files are version 1 or 2.
    const earlier = edited(text, (f) => {
      f.version = 2;
      for (const batch of f.summons.batches) delete batch.featured;
    });
    const history = parsed(earlier).history;
    expect(history.batches.map((b) => b.featured)).toEqual(parsed(text).history.batches.map((b) => b.featured));
    expect(history.batches.some((b) => b.featured === 'hoyan')).toBe(true);
  });

  it('is refused when one part of a batch is of another run', async () => {
    const empty = (await exportOf(await storeOver())).text;
    const chars = pullsOfAnyRun(30);
    const half = derivePity(rules, 'limited', START, chars.subarray(0, 15)).endCounters;
    const mixed = [chunkOf(chars.subarray(0, 15), HOYAN), chunkOf(chars.subarray(15), MIA, half)];
    expect(rejected(fileOfOneBatch(empty, chars, mixed, 'hoyan'))).toMatch(/the pulls of batch 1 were not made/);
    const partly = [chunkOf(chars.subarray(0, 15), HOYAN), chunkOf(chars.subarray(15), undefined, half)];
    expect(rejected(fileOfOneBatch(empty, chars, partly, 'hoyan'))).toMatch(/the pulls of batch 1 were not made/);
    const both = [chunkOf(chars.subarray(0, 15), HOYAN), chunkOf(chars.subarray(15), HOYAN, half)];
    expect(parsed(fileOfOneBatch(empty, chars, both, 'hoyan')).history.batches[0]!.featured).toBe('hoyan');
  });

  it('is refused when a batch names a character this version does not know, or one no run can feature', () => {
    expect(rejected(edited(text, (f) => (f.summons.batches[1].featured = 'someone-new')))).toMatch(
      /^This data file has pulls made on a banner run of a character this version of the site does not know \(batch 2\)\. Reload the page/,
    );
    expect(rejected(edited(text, (f) => (f.summons.batches[1].featured = 'marvell')))).toMatch(
      /^This data file is damaged: batch 2 names a banner run featuring a character who is not an SSR/,
    );
    expect(rejected(edited(text, (f) => (f.summons.batches[1].featured = '')))).toMatch(
      /^This data file is damaged: summons\.batches\.1\.featured/,
    );
  });

  it('reads a run’s pulls in a file of version 1 or 2 as its chunks say, and refuses one naming a run on a batch', () => {
    for (const version of [1, 2]) {
      const older = edited(text, (f) => {
        f.version = version;
        if (version === 1) delete f.runs;
        delete f.summons.batches[1].featured;
      });
      expect(parsed(older).history.batches[1]).toMatchObject({ featured: 'hoyan' });
      const naming = edited(text, (f) => (f.version = version));
      expect(rejected(naming)).toMatch(
        /^This data file is damaged: batch 2 names a banner run, which a file made before runs could be named never does\./,
      );
    }
  });

  it('is refused in the same words when it is read as a file, whole or as a stream', async () => {
    const cases = [
      edited(text, (f) => (f.summons.batches[1].featured = 'mia')),
      edited(text, (f) => (f.summons.batches[2].featured = 'hoyan')),
      edited(text, (f) => (f.summons.batches[1].featured = 'marvell')),
    ];
    for (const file of cases) {
      for (const streamAbove of [Infinity, 0]) {
        const result = await readDataFile(fileBlob(file), rules, { streamAbove });
        expect(result).toEqual({ ok: false, message: rejected(file) });
        expect(rejected(file)).toMatch(NOTHING_CHANGED);
      }
    }
    const read = await readDataFile(fileBlob(text), rules, { streamAbove: 0 });
    expect(read.ok && read.data.history.batches.map((b) => b.featured)).toEqual([
      undefined,
      'hoyan',
      undefined,
      undefined,
    ]);
  });

  it('changes nothing when refused', async () => {
    const { backend, store } = await playerWithRun();
    const before = await storedChunks(backend);
    const result = await readDataFile(fileBlob(edited(text, (f) => (f.summons.batches[1].featured = 'mia'))), rules);
    expect(result.ok).toBe(false);
    expect(await storedChunks(backend)).toEqual(before);
    expect(store.getSnapshot().summonCount).toBe(250);
  });

  it('of a newer version than 4 is refused as newer', () => {
    expect(rejected(edited(text, (f) => (f.version = 5)))).toMatch(
      /^This file was made by a newer version of the site \(data format 5; this version reads format 4\)/,
    );
  });
});

describe('a backup without a run’s batch', () => {
  it('is written as before: version 1 without runs, version 2 with them, no batch naming a run', async () => {
    forgetEverything();
    const store = await storeOver();
    expect(await store.pull('limited', 40, 3)).toBe(true);
    expect(await store.pull('perma', 20, 4)).toBe(true);
    const v1 = (await exportOf(store)).text;
    expect(JSON.parse(v1)).toMatchObject({ version: 1 });
    expect(v1).not.toContain('"runs"');
    expect(v1).not.toContain('"featured"');
    const runs = [{ id: 'run-a', banner: 'limited', featured: 'hoyan' } as const];
    saveRuns(runs);
    const v2 = (await exportOf(store)).text;
    const head = v1.slice(0, v1.indexOf(',"summons":')).replace('"version":1', '"version":2');
    expect(v2).toBe(`${head},"runs":${JSON.stringify(runs)}${v1.slice(v1.indexOf(',"summons":'))}`);
  });

  it.each(fixtureSets().map((set) => [set.manifest.commit.slice(0, 7), set] as const))(
    'written by %s imports, and exports again byte for byte as that build wrote it',
    async (_, set) => {
      forgetEverything();
      const written = JSON.parse(set.text('backup.json')) as FileJson;
      const data = parsed(set.text('backup.json'));
      expect(data.history.batches.filter((b) => b.featured !== undefined)).toEqual([]);
      const store = await storeOver();
      expect(await applyImport(store, data, 'replace')).toMatchObject({ ok: true });
      const { text } = await exportOf(store, written.theme);
      const again = text.replace(
        /"exportedAt":"[^"]*","app":"1"/,
        () => `"exportedAt":${JSON.stringify(written.exportedAt)},"app":${JSON.stringify(written.app)}`,
      );
      expect(again).toBe(JSON.stringify(written));
    },
    60_000,
  );
});
