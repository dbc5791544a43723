import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { Notice } from '../components/notice';
import { storageFullText } from '../storage/error-wording';
import { dismissStorageFull, storageFullAlert, subscribeStorageFull } from '../storage/storage-full';

/** The browser refused to save a change for lack of space: said on every screen until dismissed. */
export function StorageFullAlert() {
  // Worded as it renders, and rendered again when the language changes.
  useLingui();
  const action = useSyncExternalStore(subscribeStorageFull, storageFullAlert, storageFullAlert);
  return action ? <Notice message={storageFullText(action)} onDismiss={dismissStorageFull} /> : null;
}
