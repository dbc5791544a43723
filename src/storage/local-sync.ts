/**
 * Changes other tabs make to localStorage. The browser fires a `storage` event in every other tab of the site when
 * one tab writes a key (never in the writing tab itself), so a screen that reloads its saved value on that event
 * shows another tab's change without a page reload.
 */

/**
 * Calls `onChange` whenever another tab changes `key` (or clears the whole storage). Returns the unsubscribe
 * function; a no-op where there is no window.
 */
export function onOtherTabChange(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    if (!isLocalStorage(event.storageArea)) return;
    onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function isLocalStorage(area: Storage | null): boolean {
  try {
    // jsdom and some embedders leave storageArea unset on synthetic events; only sessionStorage is ruled out.
    return area === null || area === globalThis.localStorage;
  } catch {
    return false;
  }
}
