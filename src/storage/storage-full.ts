import { createListeners } from './listeners';

/**
 * A full storage quota, told apart from other write failures, and the one alert the shell shows for it.
 *
 * Browsers refuse a write that would go over the site's quota with a DOMException named `QuotaExceededError`
 * (Firefox also used `NS_ERROR_DOM_QUOTA_REACHED`); IndexedDB reports it on the request or as the aborted
 * transaction's error. Either way the refused write changes nothing, so what was saved before stays as it was.
 */

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Whether `error` (or an error it wraps as its cause) is the browser refusing a write for lack of space. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The player-facing message: what was not saved, and that everything saved earlier is intact. */
export function storageFullMessage(what: string): string {
  return `Your browser's storage is full, so ${what} not saved. Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.`;
}

export const PULLS_NOT_SAVED = storageFullMessage('these pulls were');
export const CHANGES_NOT_SAVED = storageFullMessage('your latest changes were');
export const IMPORT_NOT_SAVED = storageFullMessage('the imported data was');

let alert: string | null = null;
const listeners = createListeners();

/** Shows the storage-full alert (the shell displays it on every screen until dismissed). */
export function reportStorageFull(message: string = CHANGES_NOT_SAVED): void {
  if (alert === message) return;
  alert = message;
  listeners.notify();
}

export function dismissStorageFull(): void {
  if (alert === null) return;
  alert = null;
  listeners.notify();
}

export function storageFullAlert(): string | null {
  return alert;
}

export const subscribeStorageFull = listeners.subscribe;
