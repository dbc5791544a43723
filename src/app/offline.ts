import { whenIdle } from '../lib/activity';
import { createListeners } from '../storage/listeners';

/**
 * Offline support: registers the service worker generated at build time (vite-plugin-pwa, Workbox), which precaches
 * the whole site so it works offline after the first visit. A new version never takes over by itself: it waits until
 * the player accepts the update prompt (src/app/update-prompt.tsx), and that prompt waits for any running batch.
 */

export interface PendingUpdate {
  /** Activates the new version and reloads the page. */
  readonly apply: () => Promise<void>;
}

interface RegisterOptions {
  onNeedRefresh?: () => void;
  onNeedReload?: () => void;
  onRegisteredSW?: (url: string, registration: Pick<ServiceWorkerRegistration, 'update'> | undefined) => void;
  onRegisterError?: (error: unknown) => void;
}
type RegisterSW = (options: RegisterOptions) => (reloadPage?: boolean) => Promise<void>;

let pending: PendingUpdate | null = null;
const listeners = createListeners();

function setPending(next: PendingUpdate | null): void {
  pending = next;
  listeners.notify();
}

export function pendingUpdate(): PendingUpdate | null {
  return pending;
}

export const subscribeUpdate = listeners.subscribe;

/** The player chose "Later": the prompt goes away until the next version (or visit). */
export function dismissUpdate(): void {
  setPending(null);
}

export interface OfflineSupportOptions {
  /** The generated registration module (a stand-in in tests). */
  readonly load?: () => Promise<{ registerSW: RegisterSW }>;
  /** Off in development, where there is no service worker. */
  readonly enabled?: boolean;
  readonly reload?: () => void;
}

/**
 * How often a page left open looks for a new version. The browser itself looks only when a page of the site is
 * opened, so a tab kept open for days would otherwise never hear of one.
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Looks for a new version every UPDATE_CHECK_MS while the page is shown and online, and at once when a page hidden for
 * longer than that is shown again. A new version found is only announced (onNeedRefresh): nothing reloads by itself.
 */
export function checkForUpdates(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  win: Window = window,
  now: () => number = Date.now,
): () => void {
  let last = now();
  const check = () => {
    if (win.document.visibilityState !== 'visible' || win.navigator.onLine === false) return;
    last = now();
    registration.update().catch((error: unknown) => console.info('Could not look for a new version:', error));
  };
  const timer = win.setInterval(check, UPDATE_CHECK_MS);
  const onShown = () => {
    if (now() - last >= UPDATE_CHECK_MS) check();
  };
  win.document.addEventListener('visibilitychange', onShown);
  return () => {
    win.clearInterval(timer);
    win.document.removeEventListener('visibilitychange', onShown);
  };
}

/** How long "Reload" waits for the new version to take over before reloading anyway. */
export const RELOAD_FALLBACK_MS = 4000;

/**
 * Registers the service worker. Loaded on demand (a dynamic import) so it adds nothing to the first page's
 * JavaScript; does nothing in development or where service workers are unavailable.
 */
export async function registerOfflineSupport({
  load = () => import('virtual:pwa-register'),
  enabled = !import.meta.env.DEV,
  reload = () => window.location.reload(),
}: OfflineSupportOptions = {}): Promise<void> {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const reloadWhenIdle = () => void whenIdle().then(reload);
  try {
    const { registerSW } = await load();
    const updateSW = registerSW({
      onNeedRefresh: () =>
        setPending({
          apply: async () => {
            await updateSW(true);
            // The new version normally takes over at once and onNeedReload reloads; should that signal never come,
            // the page reloads anyway, so the button is never a dead end.
            setTimeout(reloadWhenIdle, RELOAD_FALLBACK_MS);
          },
        }),
      // The new version took over (here, or from another tab's Reload): reload into it, but never mid-batch.
      onNeedReload: reloadWhenIdle,
      onRegisteredSW: (_url, registration) => {
        if (registration) checkForUpdates(registration);
      },
      onRegisterError: (error) => console.info('Offline support is unavailable:', error),
    });
  } catch (error) {
    // Not an error for the player: the site works as before, only not offline.
    console.info('Offline support is unavailable:', error);
  }
}
