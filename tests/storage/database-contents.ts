import { DB_NAME } from '../../src/storage/history-db-schema';

/** An IndexedDB request as a promise. */
export function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** Every record of the history database, store by store, and its version: to tell that nothing was written. */
export async function contents(): Promise<unknown> {
  const db = await request(indexedDB.open(DB_NAME));
  const stores: Record<string, unknown> = {};
  for (const name of db.objectStoreNames) {
    const store = db.transaction(name, 'readonly').objectStore(name);
    stores[name] = [await request(store.getAllKeys()), await request(store.getAll())];
  }
  db.close();
  return { version: db.version, stores };
}
