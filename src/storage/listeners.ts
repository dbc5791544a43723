/**
 * The listeners of a value that changes: what every store here hands to React's useSyncExternalStore and to other
 * code that follows it. Listeners are called in the order they subscribed; one that unsubscribes (itself or
 * another) while they are being called changes nothing for that round.
 */
export interface Listeners {
  /** Adds `listener`; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  /** Calls every listener. */
  notify(): void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
