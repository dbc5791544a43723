/**
 * Asks the browser to keep the site's storage under storage pressure instead of evicting it (pull histories can be
 * large). Asked once a visit, and only while the data is not persistent already and the permission is not denied,
 * so a browser that shows a prompt for it does not show it again and again. A refusal or a missing API changes
 * nothing: the data is stored all the same, only evictable.
 */

let asked: Promise<boolean> | null = null;

async function ask(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return false;
  if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
  try {
    const status = await navigator.permissions?.query({ name: 'persistent-storage' });
    if (status?.state === 'denied') return false;
  } catch {
    // Browsers that cannot query this permission simply ask.
  }
  return storage.persist();
}

/** Resolves with whether the storage is persistent; never rejects. Later calls return the first answer. */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= ask().catch(() => false);
  return asked;
}

/** Test hook: forget that the question was asked. */
export function resetPersistentStorageRequest(): void {
  asked = null;
}

export interface StorageStatus {
  /** Bytes the site stores, as the browser counts them (it may round or pad). */
  readonly usage: number;
  /** Bytes the browser would let the site store. */
  readonly quota: number;
  /** Whether the browser promised to keep the site's data under storage pressure. */
  readonly persisted: boolean;
}

/** What the site stores and whether it is kept, or null where the browser does not say. Never rejects. */
export async function storageStatus(): Promise<StorageStatus | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.estimate !== 'function') return null;
  try {
    const estimate = await storage.estimate();
    const persisted = typeof storage.persisted === 'function' ? await storage.persisted() : false;
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
  } catch {
    return null;
  }
}
