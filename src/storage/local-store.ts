import { isQuotaExceeded } from './errors';

/**
 * localStorage access that never throws: storage can be disabled, full or
 * shared with foreign code. A failed read is "absent"; a failed write reports false.
 */
export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Follows this tab's own writes (the browser's `storage` event reports only other tabs'); see `onLocalWrite`. */
const writeListeners = new Set<(key: string) => void>();

/**
 * Calls `listener` with the key after every write or removal the browser accepted from this tab through this
 * module. Returns the unsubscribe function.
 */
export function onLocalWrite(listener: (key: string) => void): () => void {
  writeListeners.add(listener);
  return () => {
    writeListeners.delete(listener);
  };
}

function wrote(key: string): void {
  for (const listener of [...writeListeners]) listener(key);
}

/** How a write went: 'full' when the browser refused it for lack of space (the key keeps its old value). */
export type WriteOutcome = 'saved' | 'full' | 'failed';

const knownVersions = new Map<string, number>();

/** Declares that `key` holds a value with a `version` field, of which this build reads versions up to `version`. */
export function declareVersion(key: string, version: number): void {
  knownVersions.set(key, version);
}

/**
 * The version of the value under `key` when a later version of the site wrote it (higher than declared), else
 * undefined. Such a value is neither read nor written over by this build: a write to its key fails.
 */
export function newerVersionIn(key: string): number | undefined {
  const known = knownVersions.get(key);
  if (known === undefined) return undefined;
  const value = parseJson(readLocal(key));
  if (typeof value !== 'object' || value === null) return undefined;
  const version = (value as Record<string, unknown>).version;
  return typeof version === 'number' && version > known ? version : undefined;
}

/** The keys whose value a later version of the site wrote: while there is one, this page's data is not whole. */
export function keysOfNewerVersion(): string[] {
  return [...knownVersions.keys()].filter((key) => newerVersionIn(key) !== undefined);
}

export function tryWriteLocal(key: string, value: string): WriteOutcome {
  if (newerVersionIn(key) !== undefined) return 'failed';
  try {
    const storage = globalThis.localStorage;
    if (!storage) return 'failed';
    storage.setItem(key, value);
  } catch (error) {
    return isQuotaExceeded(error) ? 'full' : 'failed';
  }
  wrote(key);
  return 'saved';
}

export function writeLocal(key: string, value: string): boolean {
  return tryWriteLocal(key, value) === 'saved';
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to do: the key is unreachable either way.
    return;
  }
  wrote(key);
}

/** Parses a JSON value, returning undefined instead of throwing on anything malformed. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
