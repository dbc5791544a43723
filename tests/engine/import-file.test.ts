import { describe, expect, it, vi } from 'vitest';
import { encodeBase64 } from '../../src/engine/base64';
import type { HistoryCheck } from '../../src/engine/history/import';
import {
  checkImportFile,
  readImportFile,
  vettedCopy,
  type ImportFileOptions,
} from '../../src/engine/history/import-file';

/** Bytes 0, 1, 2, ... as a chunk would hold them. */
function bytes(n: number, from = 0): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: n }, (_, i) => (from + i) % 256);
}

const LONGEST = encodeBase64(bytes(300)).length;
const OPTIONS: ImportFileOptions = { chunkPulls: 4096, maxChunkChars: LONGEST, streamAbove: Number.MAX_SAFE_INTEGER };
const STREAMED: ImportFileOptions = { ...OPTIONS, streamAbove: 0 };

/** A file of every kind of chunk: good ones, one kept as recorded, one not base64, one over the length limit. */
function fileJson() {
  return {
    format: 'etheria-companion-data',
    tierLists: { activeId: 'a', lists: [{ id: 'a', name: 'Mine é😀', rows: [] }] },
    summons: {
      summonCount: 9,
      batches: [
        { first: 1, chunks: [encodeBase64(bytes(300)), encodeBase64(bytes(7, 9))] },
        { first: 2, chunks: [{ chars: 'AAA=', pity: 'AQ==', types: 'AA==' }, '%%%%', encodeBase64(bytes(301))] },
        { first: 3, chunks: 'not an array' },
      ],
    },
  };
}

/** What reading it gives: the JSON, each chunk text replaced by its bytes, kept when it is not base64, or cut. */
function expectedValue() {
  const value = fileJson();
  const [one, two] = value.summons.batches as { chunks: unknown[] }[];
  one!.chunks = [bytes(300), bytes(7, 9)];
  two!.chunks[2] = encodeBase64(bytes(301)).slice(0, LONGEST + 1);
  return value;
}

/** A Blob that streams `text`'s UTF-8 a few bytes at a time (cutting characters apart), and refuses to be read whole. */
function trickle(text: string, options: { failAfter?: number; bom?: boolean } = {}): Blob {
  const encoded = new TextEncoder().encode(text);
  const all = options.bom ? Uint8Array.from([0xef, 0xbb, 0xbf, ...encoded]) : encoded;
  const whole = vi.fn(() => Promise.reject(new Error('read whole')));
  let at = 0;
  const stream = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (options.failAfter !== undefined && at >= options.failAfter) {
          controller.error(new DOMException('gone', 'NotReadableError'));
          return;
        }
        if (at >= all.length) {
          controller.close();
          return;
        }
        const size = 1 + (at % 3);
        controller.enqueue(all.slice(at, at + size));
        at += size;
      },
    });
  return { size: all.length, stream, text: whole } as unknown as Blob;
}

describe('reading an import file', () => {
  it('gives the same value read whole and as a stream: JSON.parse with each chunk as its bytes', async () => {
    const text = JSON.stringify(fileJson());
    const whole = await readImportFile(new Blob([text]), OPTIONS);
    expect(whole).toStrictEqual({ ok: true, value: expectedValue() });
    expect(await readImportFile(new Blob([text]), STREAMED)).toStrictEqual(whole);
    // Cut into pieces of one to three bytes, through the middle of characters, with a byte-order mark first.
    const stream = trickle(text, { bom: true });
    expect(await readImportFile(stream, STREAMED)).toStrictEqual(whole);
    expect(stream.text).not.toHaveBeenCalled();
  });

  it('streams only a file over the size it is given', async () => {
    const file = trickle(JSON.stringify(fileJson()));
    expect(await readImportFile(file, { ...OPTIONS, streamAbove: file.size })).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(file.text).toHaveBeenCalledOnce();
    expect(await readImportFile(file, { ...OPTIONS, streamAbove: file.size - 1 })).toMatchObject({ ok: true });
  });

  it('says when a file is not JSON, or cannot be read, in either way of reading it', async () => {
    const text = JSON.stringify(fileJson());
    for (const options of [OPTIONS, STREAMED]) {
      for (const bad of [text.slice(0, -1), text + ',', '', '{"summons": {"batches": [{"chunks": ["AA\\u00"]}]}}']) {
        expect(await readImportFile(new Blob([bad]), options)).toEqual({ ok: false, problem: 'not-json' });
      }
    }
    const broken = { size: 10, text: () => Promise.reject(new DOMException('gone', 'NotReadableError')) };
    expect(await readImportFile(broken as unknown as Blob, OPTIONS)).toEqual({ ok: false, problem: 'unreadable' });
    // A stream that fails is unreadable, even when what came before it was already not JSON: as a whole read says.
    expect(await readImportFile(trickle(text, { failAfter: 60 }), STREAMED)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(await readImportFile(trickle('{]' + text, { failAfter: 60 }), STREAMED)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(await readImportFile(trickle('{]' + text), STREAMED)).toEqual({ ok: false, problem: 'not-json' });
  });
});

describe('checking an import file', () => {
  it('shows the vetting everything but the pull bytes, and replays only what it asks for', async () => {
    const text = JSON.stringify(fileJson());
    const vetted: unknown[] = [];
    const verdict: HistoryCheck = { ok: false, damage: { damage: 'roster-twice' } };
    const replay = vi.fn(() => verdict);
    const refuse = async (value: unknown) => {
      vetted.push(value);
      return false;
    };
    expect(await checkImportFile(new Blob([text]), STREAMED, refuse, replay)).toEqual({ vetted: false });
    expect(replay).not.toHaveBeenCalled();

    const shown = fileJson();
    (shown.summons.batches[0]!.chunks as unknown[]) = ['', ''];
    (shown.summons.batches[1]!.chunks as unknown[])[2] = encodeBase64(bytes(301)).slice(0, LONGEST + 1);
    expect(vetted).toStrictEqual([shown]);

    expect(await checkImportFile(new Blob([text]), OPTIONS, () => true, replay)).toEqual({ check: verdict });
    expect(replay).toHaveBeenCalledExactlyOnceWith(expectedValue().summons);
    expect(await checkImportFile(new Blob(['[']), OPTIONS, () => true, replay)).toEqual({ read: 'not-json' });
  });

  it('vets a copy: the value read keeps its bytes', () => {
    const value = expectedValue();
    const copy = vettedCopy(value) as ReturnType<typeof fileJson>;
    expect(copy.summons.batches[0]!.chunks).toEqual(['', '']);
    expect(value).toStrictEqual(expectedValue());
    expect(vettedCopy([1, 2])).toEqual([1, 2]);
    expect(vettedCopy({ summons: { batches: 'none' } })).toEqual({ summons: { batches: 'none' } });
  });
});
