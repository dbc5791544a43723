import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';

/**
 * The fixture sets of tests/fixtures/ (each written by a past build, `npm run fixtures`), and how to put one back
 * into the test's browser storage exactly as that build left it: localStorage, cookies and IndexedDB records.
 */

export interface ShownPull {
  readonly number: number;
  readonly name: string;
  readonly pity: string | null;
}

export interface Manifest {
  readonly commit: string;
  readonly expected: {
    readonly summonCount: number;
    readonly counters: Record<'limited' | 'perma' | 'ml', { pity: number; sr: number }>;
    readonly history: { total: number; newest: ShownPull[]; middle: ShownPull[]; oldest: ShownPull[] };
    readonly tierLists: string[];
    readonly teams: Record<string, string>;
    readonly owned: Record<string, number>;
    readonly realCounters: Record<string, { pity: number; sr: number }>;
    readonly plans: { names: string[]; chances: Record<string, string> };
    readonly settings: { theme: string; pullReveal: boolean };
    readonly pending: { banner: string; seed: number; count: number; summonCountOnceStored: number };
  };
}

export interface DatabaseDump {
  readonly name: string;
  readonly version: number;
  readonly stores: readonly {
    readonly name: string;
    readonly keyPath: string | string[] | null;
    readonly autoIncrement: boolean;
    readonly records: readonly { readonly key: unknown; readonly value: unknown }[];
  }[];
}

export interface Links {
  readonly tierList: string;
  readonly teams: string[];
  readonly plan: string;
  readonly replayLastBatch: string;
  readonly replay: string[];
}

export class FixtureSet {
  constructor(readonly dir: string) {}

  read<T>(file: string): T {
    return JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as T;
  }

  text(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  get manifest(): Manifest {
    return this.read<Manifest>('manifest.json');
  }
}

const ROOT = join(process.cwd(), 'tests', 'fixtures');

/** Every fixture set, oldest build first by the date of its commit. */
export function fixtureSets(): FixtureSet[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, entry.name, 'manifest.json')))
    .map((entry) => new FixtureSet(join(ROOT, entry.name)))
    .sort((a, b) =>
      a.read<{ date: string }>('manifest.json').date.localeCompare(b.read<{ date: string }>('manifest.json').date),
    );
}

/**
 * fake-indexeddb clones with Node's structuredClone, whose typed arrays are not the test page's (jsdom's), so the
 * site's checks (`instanceof Uint8Array`) would refuse every stored chunk; a browser has one realm. Clones are
 * rebuilt in the page's realm, as a browser's would be.
 */
export function cloneInPageRealm(): void {
  const nodeClone = globalThis.structuredClone;
  const fix = (value: unknown): unknown => {
    if (ArrayBuffer.isView(value) && value.constructor.name === 'Uint8Array') {
      return new Uint8Array(value as Uint8Array);
    }
    if (Array.isArray(value)) return value.map(fix);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) !== null) {
      if (value.constructor.name !== 'Object') return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
    }
    return value;
  };
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
    fix(nodeClone(value, options))) as typeof structuredClone;
}

/**
 * Writes a set's localStorage (`local`, replacing what was there) and every dumped database, at its version, record
 * for record, binary values from their `{ $type, base64 }` form. It uses nothing from outside its own body, so it runs
 * as it is in a browser page (`page.evaluate(writeStorage, …)`) as well as in jsdom over fake-indexeddb.
 */
export async function writeStorage({
  local,
  dumps,
}: {
  readonly local: Readonly<Record<string, string>>;
  readonly dumps: readonly DatabaseDump[];
}): Promise<void> {
  const untag = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(untag);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.$type === 'string' && typeof record.base64 === 'string') {
      const bytes = Uint8Array.from(atob(record.base64), (c) => c.charCodeAt(0));
      if (record.$type === 'Uint8Array') return bytes;
      if (record.$type === 'ArrayBuffer') return bytes.buffer;
      throw new Error(`a fixture holds a ${record.$type}, which this loader cannot restore yet`);
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, untag(v)]));
  };
  const settled = (target: IDBRequest | IDBTransaction, done: 'success' | 'complete') =>
    new Promise<void>((resolve, reject) => {
      target.addEventListener(done, () => resolve());
      target.addEventListener('error', () => reject(target.error));
    });
  localStorage.clear();
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  for (const dump of dumps) {
    const open = indexedDB.open(dump.name, dump.version);
    open.onupgradeneeded = () => {
      for (const store of dump.stores) {
        open.result.createObjectStore(store.name, { keyPath: store.keyPath, autoIncrement: store.autoIncrement });
      }
    };
    await settled(open, 'success');
    const db = open.result;
    if (dump.stores.length > 0) {
      const tx = db.transaction(
        dump.stores.map((s) => s.name),
        'readwrite',
      );
      for (const store of dump.stores) {
        const target = tx.objectStore(store.name);
        for (const record of store.records) {
          if (store.keyPath === null) target.put(untag(record.value), untag(record.key) as IDBValidKey);
          else target.put(untag(record.value));
        }
      }
      await settled(tx, 'complete');
    }
    db.close();
  }
}

/** Puts a set's browser storage back in jsdom: localStorage (`localFile`), cookies and every database. */
export async function restore(set: FixtureSet, localFile = 'local-storage.json'): Promise<void> {
  for (const cookie of set.read<{ name: string; value: string; path: string }[]>('cookies.json')) {
    document.cookie = `${cookie.name}=${cookie.value}; path=${cookie.path}`;
  }
  globalThis.indexedDB = new IDBFactory();
  await writeStorage({ local: set.read(localFile), dumps: set.read('indexeddb.json') });
}
