import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { HISTORY_HEADER_BYTES } from '../../../src/engine/history/codec';
import type { HistoryCheck } from '../../../src/engine/history/import';
import { checkImportFile, type ImportFileOptions } from '../../../src/engine/history/import-file';
import { KIND_NONE } from '../../../src/engine/pulls/rules';
import {
  MAX_IMPORT_BYTES,
  MESSAGES,
  decodeBase64,
  encodeBase64,
  parseDataText,
  readDataFile,
  type FileChecker,
} from '../../../src/lib/data-file';
import { DATA_VERSION, MAX_CHUNK_BASE64 } from '../../../src/lib/data-file/format';
import { describeError, fileProblemText } from '../../../src/storage/error-wording';
import { historyDamageText } from '../../../src/storage/history-damage-wording';
import { SiteError } from '../../../src/storage/errors';
import { CHUNK_PULLS } from '../../../src/storage/stored-history';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import {
  edited,
  exportOf,
  forgetEverything,
  playerWithData,
  rejected,
  rules,
  storeOver,
  type FileJson,
} from './support';

let good = '';

/** How the site reads a file, with every file read whole (none here is near the size that streams). */
function fileOptions(): ImportFileOptions {
  return { chunkPulls: CHUNK_PULLS, maxChunkChars: MAX_CHUNK_BASE64, streamAbove: MAX_IMPORT_BYTES };
}

beforeAll(async () => {
  good = (await exportOf((await playerWithData()).store)).text;
});

beforeEach(() => {
  forgetEverything();
  dismissStorageFull();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a file that is not a good data file', () => {
  it('says when the file is not JSON, or cut short', () => {
    expect(rejected('this is { not json')).toBe(MESSAGES.notJson);
    expect(rejected(good.slice(0, Math.floor(good.length / 2)))).toBe(MESSAGES.notJson);
    expect(rejected('')).toBe(MESSAGES.notJson);
    expect(MESSAGES.notJson).toMatch(/not valid JSON \(it may be truncated/);
  });

  it('says when the JSON is not an Etheria companion data file', () => {
    for (const foreign of ['{"hello":1}', '[1,2,3]', '"text"', 'null', '42', edited(good, (f) => (f.format = 'x'))]) {
      expect(rejected(foreign)).toBe('This is not an Etheria companion data file. Nothing was changed.');
    }
  });

  it('says when a newer version of the site made it', () => {
    expect(rejected(edited(good, (f) => (f.version = 5)))).toMatch(
      /newer version of the site \(data format 5; this version reads format 4\)/,
    );
  });

  it('names what is wrong when a value has the wrong type or range', () => {
    expect(rejected(edited(good, (f) => (f.summons.counters.limited.pity = '5')))).toMatch(
      /^This data file is damaged: summons\.counters\.limited\.pity: .*expected number/,
    );
    expect(rejected(edited(good, (f) => (f.summons.counters.perma.pity = 81)))).toMatch(
      /summons\.counters\.perma\.pity/,
    );
    expect(rejected(edited(good, (f) => (f.theme = 'blue')))).toMatch(/damaged: theme/);
    expect(rejected(edited(good, (f) => (f.version = '1')))).toMatch(/damaged: version/);
    expect(rejected(edited(good, (f) => delete f.summons))).toMatch(/damaged: summons/);
    expect(rejected(edited(good, (f) => (f.summons.batches[0].chunks = 'x')))).toMatch(/summons\.batches\.0\.chunks/);
    expect(rejected(edited(good, (f) => (f.tierLists.lists[0].rows[0].color = 'red')))).toMatch(
      /tierLists\.lists\.0\.rows\.0\.color/,
    );
    expect(rejected(edited(good, (f) => (f.teams = { 'PVP-AFK': 'mia' })))).toMatch(/teams/);
  });

  /** The good file with one byte of its first batch's first encoded part set to `value`. */
  const withFirstChunkByte = (at: number, value: number) =>
    edited(good, (f) => {
      const bytes = decodeBase64(f.summons.batches[0].chunks[0])!;
      bytes[at] = value;
      f.summons.batches[0].chunks[0] = encodeBase64(bytes);
    });

  it('says when history bytes are not base64, or are damaged', () => {
    expect(rejected(edited(good, (f) => (f.summons.batches[1].chunks[0] = '%%%%')))).toBe(
      'The pull history in this file is damaged (batch 2, part 1 is not valid base64). Nothing was changed.',
    );
    const chunk = (f: FileJson) => decodeBase64(f.summons.batches[0].chunks[0])!;
    expect(
      rejected(edited(good, (f) => (f.summons.batches[0].chunks[0] = encodeBase64(chunk(f).subarray(0, 60))))),
    ).toMatch(/batch 1, part 1: Corrupt history: header says 130 pulls, body holds 36/);
    expect(rejected(withFirstChunkByte(0, 0))).toMatch(/bad magic/);
    // A starting pity past hard pity: the replay cannot start from it.
    expect(rejected(withFirstChunkByte(16, 200))).toBe(
      'The pull history in this file is damaged (batch 1, part 1: its starting counters are out of range). Nothing was changed.',
    );
  });

  it('says when a pull names a roster index out of range, or a character this version does not know', () => {
    const withByte = (value: number) => withFirstChunkByte(HISTORY_HEADER_BYTES + 4, value);
    expect(rejected(withByte(250))).toBe(
      `The pull history in this file is damaged (batch 1, part 1, pull 5: roster index 250 is out of range; the file's roster has ${CHARACTERS.length} characters). Nothing was changed.`,
    );
    const notOnPerma = rules.banners.perma.kind.findIndex((k) => k === KIND_NONE);
    expect(notOnPerma).toBeGreaterThanOrEqual(0);
    expect(rejected(withByte(notOnPerma))).toMatch(/batch 1, part 1: Corrupt history: pull 4 is not a character/);
    const renamed = edited(good, (f) => {
      const firstPull = decodeBase64(f.summons.batches[0].chunks[0])![HISTORY_HEADER_BYTES]!;
      f.summons.roster[firstPull] = 'nobody-at-all';
    });
    expect(rejected(renamed)).toBe(
      'The pull history in this file names a character this version of the site does not know ("nobody-at-all"). Nothing was changed.',
    );
  });

  it('says when counts, numbering or counters do not add up', () => {
    expect(rejected(edited(good, (f) => (f.summons.batches[0].count = 131)))).toMatch(
      /batch 1 says 131 pulls but holds 130/,
    );
    expect(rejected(edited(good, (f) => (f.summons.batches[1].first = 100)))).toMatch(
      /batch 2 overlaps the one before/,
    );
    expect(rejected(edited(good, (f) => (f.summons.summonCount = 200)))).toMatch(
      /summons\.summonCount \(200\) is lower than the last pull number in its history \(255\)/,
    );
    expect(rejected(edited(good, (f) => (f.summons.batches[0].banner = 'ml')))).toMatch(
      /batch 1, part 1 does not match its batch's banner or time/,
    );
  });

  it('refuses a file over the size limit before reading a byte of it', async () => {
    const text = vi.fn(async () => good);
    const huge = { size: MAX_IMPORT_BYTES + 1, text } as unknown as Blob;
    expect(await readDataFile(huge, rules)).toEqual({ ok: false, message: MESSAGES.tooLarge });
    expect(text).not.toHaveBeenCalled();
    expect(MESSAGES.tooLarge).toMatch(/256 MB/);
    expect(await readDataFile(new Blob([good]), rules)).toMatchObject({ ok: true });
  });

  it('says when the browser cannot read the file', async () => {
    const broken = { size: 10, text: () => Promise.reject(new DOMException('gone', 'NotReadableError')) };
    expect(await readDataFile(broken as unknown as Blob, rules)).toEqual({ ok: false, message: MESSAGES.unreadable });
    expect(MESSAGES.unreadable).toBe('This file could not be read. Nothing was changed.');
  });
});

describe('the one read pipeline', () => {
  /** Every way a text can fail, each with the words the wording module gives its kind. */
  function failures(): [string, string, string][] {
    const damaged = (words: string) => `${words} Nothing was changed.`;
    return [
      ['not JSON', '{ not json', fileProblemText({ reason: 'not-json' })],
      ['foreign', '{"hello":1}', fileProblemText({ reason: 'foreign' })],
      [
        'newer',
        edited(good, (f) => (f.version = 7)),
        fileProblemText({ reason: 'newer', version: 7, reads: DATA_VERSION }),
      ],
      [
        'against the schema',
        edited(good, (f) => (f.theme = 'blue')),
        damaged('This data file is damaged: theme: Invalid option: expected one of "dark"|"light".'),
      ],
      [
        'tier lists repeating an id',
        edited(good, (f) => f.tierLists.lists.push(f.tierLists.lists[0])),
        damaged('This data file is damaged: tierLists repeats a list or row id.'),
      ],
      [
        'unknown teams',
        edited(good, (f) => (f.teams = { 'PVP-AFK': 'mia' })),
        damaged('This data file is damaged: teams holds an unknown content or a team over its size.'),
      ],
      [
        'a damaged history',
        edited(good, (f) => (f.summons.batches[1].chunks[0] = '%%%%')),
        fileProblemText({
          reason: 'damaged',
          damage: 'history',
          detail: 'The pull history in this file is damaged (batch 2, part 1 is not valid base64).',
        }),
      ],
    ];
  }

  it('refuses each kind of fault in the same words from a text and from a file', async () => {
    for (const [, text, message] of failures()) {
      expect(parseDataText(text, rules)).toEqual({ ok: false, message });
      expect(await readDataFile(new Blob([text]), rules)).toEqual({ ok: false, message });
    }
  });

  it('reads a file over the streaming size as a stream: the same data, and each fault in the same words', async () => {
    /** A file that can only be streamed (this test environment's own Blob cannot stream at all). */
    const streamOnly = (text: string) => {
      const blob = new NodeBlob([text]);
      Object.defineProperty(blob, 'text', { value: () => Promise.reject(new Error('read whole')) });
      return blob as unknown as Blob;
    };
    expect(good.length).toBeGreaterThan(1024);
    const streamed = await readDataFile(streamOnly(good), rules, { streamAbove: 1024 });
    expect(streamed).toEqual(parseDataText(good, rules));
    expect(streamed).toMatchObject({ ok: true, data: { history: { pulls: 255 } } });
    for (const [, text, message] of failures()) {
      expect(await readDataFile(streamOnly(text), rules, { streamAbove: 0 })).toEqual({ ok: false, message });
    }
    expect(await readDataFile(streamOnly(good), rules, { streamAbove: good.length })).toEqual({
      ok: false,
      message: MESSAGES.unreadable,
    });
  });

  it('keeps only the values the format knows, from a text and from a file alike', async () => {
    const extra = edited(good, (f) => {
      f.summons.counters.perma.extra = 5;
      f.summons.counters.other = { pity: 1, sr: 1 };
      f.summons.extra = true;
    });
    const fromText = parseDataText(extra, rules);
    expect(fromText).toEqual(parseDataText(good, rules));
    expect(await readDataFile(new Blob([extra]), rules)).toEqual(fromText);
  });

  it('needs the simulator only for a history with pulls, from a text and from a file alike', async () => {
    const noSimulator = describeError(new SiteError('simulator-unavailable'), 'read-file');
    expect(MESSAGES.noSimulator).toBe(noSimulator);
    expect(parseDataText(good, null)).toEqual({ ok: false, message: noSimulator });
    expect(await readDataFile(new Blob([good]), null)).toEqual({ ok: false, message: noSimulator });

    const { text: empty } = await exportOf(await storeOver());
    const fromText = parseDataText(empty, null);
    expect(fromText).toMatchObject({ ok: true, data: { history: { pulls: 0, batches: [] } } });
    expect(await readDataFile(new Blob([empty]), null)).toEqual(fromText);
  });

  it('replays the history last, with the checker it is given, and refuses in the wording of its verdict', async () => {
    const damage = { damage: 'overlap', batch: 3 } as const;
    const replay = vi.fn((): HistoryCheck => ({ ok: false, damage }));
    const checker = vi.fn<FileChecker>((file, vet) => checkImportFile(file, fileOptions(), vet, replay));
    const signal = new AbortController().signal;
    for (const [, text] of failures().slice(0, -1)) {
      await readDataFile(new Blob([text]), rules, { checkFile: checker, signal });
    }
    expect(checker).toHaveBeenCalledTimes(failures().length - 1);
    expect(checker).toHaveBeenCalledWith(expect.anything(), expect.any(Function), signal);
    expect(replay).not.toHaveBeenCalled();
    expect(await readDataFile(new Blob([good]), rules, { checkFile: checker, signal })).toEqual({
      ok: false,
      message: fileProblemText({ reason: 'damaged', damage: 'history', detail: historyDamageText(damage) }),
    });
    expect(replay).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ summonCount: 255 }));
  });

  it('passes a checker failing mid-check through, so the page can tell it from a bad file', async () => {
    const failed = new SiteError('engine-failed', { detail: 'the worker stopped' });
    const checker: FileChecker = async () => Promise.reject(failed);
    await expect(readDataFile(new Blob([good]), rules, { checkFile: checker })).rejects.toBe(failed);
  });
});
