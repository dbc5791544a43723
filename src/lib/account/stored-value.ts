import { createListeners } from '../../storage/listeners';
import { onLocalWrite, readLocal } from '../../storage/local-store';
import { onOtherTabChange } from '../../storage/local-sync';

/**
 * One localStorage key as a value React can follow (useSyncExternalStore): `get` gives the parsed value, the same
 * object while the saved text is unchanged, and `subscribe` reports every change, whether this tab wrote it (a
 * command, an import) or another tab did. The text is compared on every read rather than cached on events, so a
 * change made any other way (the storage cleared) is never shown stale.
 */
export interface StoredValue<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function storedValue<T>(
  key: string,
  /** Pure: reads a saved text (null when absent); `unreadable` asks for the text to be set aside. */
  read: (text: string | null) => { readonly value: T; readonly unreadable: boolean },
  setAside: (text: string) => void,
): StoredValue<T> {
  let text: string | null | undefined;
  let value: T;
  const listeners = createListeners();
  let stop: (() => void) | null = null;
  let followers = 0;

  return {
    get() {
      const now = readLocal(key);
      if (now !== text || text === undefined) {
        text = now;
        const read_ = read(now);
        value = read_.value;
        // Writing during a render would notify others mid-render: the damaged text is set aside just after.
        if (read_.unreadable && now !== null) queueMicrotask(() => setAside(now));
      }
      return value;
    },
    subscribe(listener) {
      const off = listeners.subscribe(listener);
      if (followers++ === 0) {
        const offOther = onOtherTabChange(key, listeners.notify);
        const offOwn = onLocalWrite((written) => written === key && listeners.notify());
        stop = () => {
          offOther();
          offOwn();
        };
      }
      return () => {
        off();
        if (--followers === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}
