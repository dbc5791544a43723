import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, resetPersistentStorageRequest } from '../../src/storage/persistence';

describe('persistent storage', () => {
  afterEach(() => {
    resetPersistentStorageRequest();
    Reflect.deleteProperty(navigator, 'storage');
    vi.restoreAllMocks();
  });

  function stubStorage(storage: Partial<StorageManager> | undefined) {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  }

  it('is asked for once a visit, and not when the data is already persistent', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => false });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);

    resetPersistentStorageRequest();
    const again = vi.fn(async () => true);
    stubStorage({ persist: again, persisted: async () => true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(again).not.toHaveBeenCalled();
  });

  it('shrugs off a refusal, an error or a browser without the API', async () => {
    stubStorage({ persist: async () => Promise.reject(new Error('no')), persisted: async () => false });
    expect(await requestPersistentStorage()).toBe(false);
    resetPersistentStorageRequest();
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe(false);
  });
});
