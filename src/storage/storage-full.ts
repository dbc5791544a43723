import type { Action } from './errors';
import { createListeners } from './listeners';

/**
 * The one alert the shell shows, on every screen until dismissed, when the browser refused a write for lack of
 * space. A refused write changes nothing, so what was saved before stays as it was. The alert keeps what was refused
 * (the action), and is worded as it is shown (`storageFullText` in `error-wording.ts`), in the language shown then.
 */

let alert: Action | null = null;
const listeners = createListeners();

/** Shows the storage-full alert for a refused write of `action` (a change, unless said otherwise). */
export function reportStorageFull(action: Action = 'change'): void {
  if (alert === action) return;
  alert = action;
  listeners.notify();
}

export function dismissStorageFull(): void {
  if (alert === null) return;
  alert = null;
  listeners.notify();
}

/** What the alert is about, or null when there is none. */
export function storageFullAlert(): Action | null {
  return alert;
}

export const subscribeStorageFull = listeners.subscribe;
