import { vi } from 'vitest';

/**
 * The ui project's files share one worker, one jsdom page and one copy of React and the test libraries
 * (vite.config.ts, `isolate: false`). `freshFile`, run by the setup file before each test file, puts back what a
 * file could have left for the next: the globals and the stubs on the objects tests change, the page's address,
 * head and body, the window listeners and BroadcastChannels the site's modules opened, and fake timers. The site's
 * own modules are loaded anew for each file (the setup file's `vi.resetModules()`); spies are restored by Vitest.
 *
 * What this cannot put back is a module of node_modules that changes the globals when it is first imported
 * (`fake-indexeddb/auto`): files that import one, or replace a module with vi.mock, run in the ui-isolated project
 * (tests/support/module-mocks.ts).
 */
type Snapshot = ReadonlyMap<PropertyKey, PropertyDescriptor>;

interface Baseline {
  readonly objects: readonly (readonly [object, Snapshot])[];
  readonly href: string;
  readonly head: string;
  readonly listeners: [string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined][];
  readonly channels: Set<BroadcastChannel>;
}

const BASELINE = Symbol.for('etheria.tests.fresh-file');
// Vitest's own state lives on the global object too, and is its to keep.
const RUNNER_KEY = /vitest|__vite|jest/i;

function watched(): object[] {
  const objects: object[] = [globalThis, window, navigator, document, URL, Element.prototype, HTMLElement.prototype];
  objects.push(HTMLAnchorElement.prototype, HTMLCanvasElement.prototype, Blob.prototype);
  return [...new Set(objects)];
}

function snapshot(target: object): Snapshot {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!]));
}

function same(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

function restore(target: object, saved: Snapshot): void {
  for (const key of Reflect.ownKeys(target)) {
    if (typeof key === 'string' && RUNNER_KEY.test(key)) continue;
    const before = saved.get(key);
    const now = Reflect.getOwnPropertyDescriptor(target, key)!;
    if (!before) {
      if (now.configurable) Reflect.deleteProperty(target, key);
    } else if (!same(before, now) && now.configurable) {
      Reflect.defineProperty(target, key, before);
    }
  }
  for (const [key, before] of saved) {
    if (!Reflect.getOwnPropertyDescriptor(target, key)) Reflect.defineProperty(target, key, before);
  }
  // A property made non-configurable cannot be put back: the next file would start from another file's stub.
  const stuck = [...saved].filter(([key, before]) => {
    const now = Reflect.getOwnPropertyDescriptor(target, key);
    return !(typeof key === 'string' && RUNNER_KEY.test(key)) && (!now || !same(before, now));
  });
  if (stuck.length > 0) {
    const keys = stuck.map(([key]) => String(key)).join(', ');
    throw new Error(`An earlier test file left ${keys} changed for good; run it in ui-isolated or undo the change.`);
  }
}

/** Records the window listeners and BroadcastChannels opened from now on, so the next file can close them. */
function record(baseline: Pick<Baseline, 'listeners' | 'channels'>): void {
  const add = window.addEventListener.bind(window) as (...args: Baseline['listeners'][number]) => void;
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean) => {
    if (!listener) return;
    baseline.listeners.push([type, listener, options]);
    add(type, listener, options);
  }) as typeof window.addEventListener;
  const Native = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Native {
    constructor(name: string) {
      super(name);
      baseline.channels.add(this);
    }
    override close(): void {
      baseline.channels.delete(this);
      super.close();
    }
  };
}

export function freshFile(): void {
  const global = globalThis as { [BASELINE]?: Baseline };
  const saved = global[BASELINE];
  if (!saved) {
    const tracked = { listeners: [], channels: new Set<BroadcastChannel>() };
    record(tracked);
    global[BASELINE] = {
      ...tracked,
      objects: watched().map((target) => [target, snapshot(target)] as const),
      href: location.href,
      head: document.head.innerHTML,
    };
    return;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const channel of [...saved.channels]) channel.close();
  for (const [type, listener, options] of saved.listeners.splice(0)) {
    window.removeEventListener(type, listener, options);
  }
  for (const [target, snap] of saved.objects) restore(target, snap);
  history.replaceState(null, '', saved.href);
  document.head.innerHTML = saved.head;
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) if (name !== 'lang') element.removeAttribute(name);
  }
  document.title = '';
  sessionStorage.clear();
  localStorage.clear();
}
