import { useSyncExternalStore } from 'react';
import { Notice } from '../components/notice';
import { dismissStorageFull, storageFullAlert, subscribeStorageFull } from '../storage/storage-full';

/** The browser refused to save a change for lack of space: said on every screen until dismissed. */
export function StorageFullAlert() {
  const message = useSyncExternalStore(subscribeStorageFull, storageFullAlert, storageFullAlert);
  return message ? <Notice message={message} onDismiss={dismissStorageFull} /> : null;
}
