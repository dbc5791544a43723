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
  onRegisterError?: (error: unknown) => void;
}
type RegisterSW = (options: RegisterOptions) => (reloadPage?: boolean) => Promise<void>;

let pending: PendingUpdate | null = null;
const listeners = new Set<() => void>();

function setPending(next: PendingUpdate | null): void {
  pending = next;
  for (const listener of [...listeners]) listener();
}

export function pendingUpdate(): PendingUpdate | null {
  return pending;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player chose "Later": the prompt goes away until the next version (or visit). */
export function dismissUpdate(): void {
  setPending(null);
}

/**
 * Registers the service worker. Loaded on demand (a dynamic import) so it adds nothing to the first page's
 * JavaScript; does nothing in development or where service workers are unavailable.
 */
export async function registerOfflineSupport(
  load: () => Promise<{ registerSW: RegisterSW }> = () => import('virtual:pwa-register'),
  enabled = !import.meta.env.DEV,
): Promise<void> {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { registerSW } = await load();
    const updateSW = registerSW({
      onNeedRefresh: () => setPending({ apply: () => updateSW(true) }),
      onRegisterError: (error) => console.info('Offline support is unavailable:', error),
    });
  } catch (error) {
    // Not an error for the player: the site works as before, only not offline.
    console.info('Offline support is unavailable:', error);
  }
}
