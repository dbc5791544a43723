import { decodeBase64 } from '../base64';
import type { HistoryCheck, ImportSummons } from './import';
import { JsonStream, JsonSyntaxError } from './json-stream';

/**
 * An import file read and checked where it is read (the engine worker, or the page without one), so the page never
 * holds the file's text nor parses it: the page only vets what the file holds apart from its pull bytes.
 *
 * A file up to `streamAbove` bytes is read as one text and parsed by JSON.parse (faster); a larger one is read as a
 * stream of bytes through JsonStream, so its text is never one string. Either way every chunk of pull bytes
 * (`summons.batches[i].chunks[j]`, a base64 text) becomes its bytes as soon as it is read, and the value is the
 * same: what JSON.parse gives, with each chunk's text replaced by its bytes (or kept as a text when it is not
 * valid base64, or, past `maxChunkChars`, cut to one character over that limit, which the file's schema refuses
 * alike). The replay takes those bytes as they are: each chunk is decoded once.
 */

export interface ImportFileOptions {
  /** Pulls per stored chunk: the most a file's chunk may hold. */
  readonly chunkPulls: number;
  /** The longest base64 text a chunk may have; the file's schema refuses longer ones. */
  readonly maxChunkChars: number;
  /** Files of more bytes than this are read as a stream. */
  readonly streamAbove: number;
}

/** Why a file could not be read as JSON: the browser would not read it, or it is not JSON. */
export type ImportFileProblem = 'unreadable' | 'not-json';

export type ImportFileRead =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: ImportFileProblem };

/** Where a file's pull chunks sit: object keys, and '*' for any array index. */
const CHUNK_PLACE = ['summons', 'batches', '*', 'chunks', '*'] as const;

/** A chunk's text as it is kept: its bytes, or the text itself (cut to the limit) when it is not valid base64. */
function keptChunk(text: string, maxChars: number): string | Uint8Array<ArrayBuffer> {
  if (text.length > maxChars) return text.slice(0, maxChars + 1);
  return decodeBase64(text) ?? text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only, as the stream's capture sees the file (JSON.parse makes `__proto__` an own key). */
function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** The chunk arrays of a parsed file, wherever CHUNK_PLACE finds them. */
function chunkArrays(value: unknown): unknown[][] {
  const batches = own(own(value, 'summons'), 'batches');
  if (!Array.isArray(batches)) return [];
  return batches.map((batch) => own(batch, 'chunks')).filter((chunks) => Array.isArray(chunks));
}

/** After JSON.parse: every chunk's text kept as the stream would have kept it. */
function keepChunks(value: unknown, maxChars: number): unknown {
  for (const chunks of chunkArrays(value)) {
    chunks.forEach((chunk, i) => {
      if (typeof chunk === 'string') chunks[i] = keptChunk(chunk, maxChars);
    });
  }
  return value;
}

async function readWhole(file: Blob, maxChars: number): Promise<ImportFileRead> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    return { ok: true, value: keepChunks(JSON.parse(text), maxChars) };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

async function readStream(file: Blob, maxChars: number): Promise<ImportFileRead> {
  const json = new JsonStream({ at: CHUNK_PLACE, maxChars, value: (text) => keptChunk(text, maxChars) });
  // As Blob.text() does: UTF-8, a byte-order mark dropped, bad bytes read as U+FFFD.
  const decoder = new TextDecoder();
  let refused = false;
  const feed = (text: string) => {
    if (refused || text.length === 0) return;
    try {
      json.write(text);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      refused = true;
    }
  };
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = file.stream().getReader();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  // Read to the end even after a syntax error, as a whole read would: a file that cannot be read says so first.
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
    if (part.done) break;
    feed(decoder.decode(part.value, { stream: true }));
  }
  feed(decoder.decode());
  if (refused) return { ok: false, problem: 'not-json' };
  try {
    return { ok: true, value: json.end() };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

/** Reads a file's JSON, its chunks kept as bytes (see above). */
export function readImportFile(file: Blob, options: ImportFileOptions): Promise<ImportFileRead> {
  return file.size > options.streamAbove
    ? readStream(file, options.maxChunkChars)
    : readWhole(file, options.maxChunkChars);
}

/**
 * The value to vet: each chunk's bytes stand as an empty text, which the file's schema takes as it takes any chunk
 * text within the limit; everything else is the file's. Only the arrays on the way to the chunks are copied.
 */
export function vettedCopy(value: unknown): unknown {
  const summons = own(value, 'summons');
  const batches = own(summons, 'batches');
  if (!Array.isArray(batches)) return value;
  const copied = batches.map((batch) => {
    const chunks = own(batch, 'chunks');
    if (!Array.isArray(chunks)) return batch;
    return { ...(batch as object), chunks: chunks.map((chunk) => (chunk instanceof Uint8Array ? '' : chunk)) };
  });
  return { ...(value as object), summons: { ...(summons as object), batches: copied } };
}

export type ImportFileCheck =
  /** The file could not be read as JSON. */
  | { readonly read: ImportFileProblem }
  /** The vetting stopped before the replay: the file is refused, or has no pulls to replay. */
  | { readonly vetted: false }
  | { readonly check: HistoryCheck };

/**
 * Reads a file, has `vet` check what it holds (the page: its format, version, schema, tier lists and teams; true
 * when its pull history is to be replayed), then replays that history with `replay`.
 */
export async function checkImportFile(
  file: Blob,
  options: ImportFileOptions,
  vet: (value: unknown) => boolean | Promise<boolean>,
  replay: (summons: ImportSummons) => HistoryCheck,
): Promise<ImportFileCheck> {
  const read = await readImportFile(file, options);
  if (!read.ok) return { read: read.problem };
  if (!(await vet(vettedCopy(read.value)))) return { vetted: false };
  // Vetted: the file's schema holds, so its summons are an ImportSummons (with chunks as bytes).
  return { check: replay(own(read.value, 'summons') as ImportSummons) };
}
