import { CHANGES_NOT_SAVED } from './error-wording';
import { createListeners } from './listeners';

/**
 * The one alert the shell shows, on every screen until dismissed, when the browser refused a write for lack of
 * space. A refused write changes nothing, so what was saved before stays as it was.
 */

let alert: string | null = null;
const listeners = createListeners();

/** Shows the storage-full alert with `message` (worded by `error-wording.ts`). */
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
