/** The history database's records as IndexedDB holds them, unchecked: a store the database lacks reads as empty. */
export interface StoredHistory {
  /** The `summary` record of the `meta` store. */
  summary: unknown;
  batches: unknown[];
  chunks: unknown[];
}

/**
 * Reads the history database `name` straight from IndexedDB, in one transaction, bypassing the site's own reader.
 *
 * It uses nothing from outside its own body, so it runs as it is in a page (`page.evaluate(readStoredHistory,
 * DB_NAME)`; chunk bytes come back as Uint8Arrays) as well as wherever `indexedDB` is a global (fake-indexeddb in
 * the jsdom tests).
 */
export async function readStoredHistory(name: string): Promise<StoredHistory> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const db = await request(indexedDB.open(name));
  try {
    const present = ['meta', 'batches', 'chunks'].filter((store) => db.objectStoreNames.contains(store));
    if (present.length === 0) return { summary: undefined, batches: [], chunks: [] };
    const tx = db.transaction(present, 'readonly');
    const all = (store: string) =>
      present.includes(store) ? request(tx.objectStore(store).getAll()) : Promise.resolve([]);
    const [summary, batches, chunks] = await Promise.all([
      present.includes('meta') ? request(tx.objectStore('meta').get('summary')) : undefined,
      all('batches'),
      all('chunks'),
    ]);
    return { summary, batches, chunks };
  } finally {
    db.close();
  }
}
