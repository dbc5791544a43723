import { SummonStore, type SummonStoreOptions } from './store';

/** The one store the screens share. */
let store: SummonStore | null = null;

export function summonStore(): SummonStore {
  store ??= new SummonStore();
  return store;
}

/** Replaces the shared store (tests, or a fresh start); the previous one's batch is cancelled and it stops listening. */
export function resetSummonStore(options?: SummonStoreOptions): SummonStore {
  store?.dispose();
  store = new SummonStore(options);
  return store;
}
