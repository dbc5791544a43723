import { useState, useSyncExternalStore } from 'react';
import { isBusy, subscribeActivity, whenIdle } from '../lib/activity';
import { dismissUpdate, pendingUpdate, subscribeUpdate } from './offline';
import './update-prompt.css';

/**
 * Announces a new version of the site. It is never forced: the player chooses when to reload, and a reload asked for
 * during a batch waits until the batch is saved.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  const busy = useSyncExternalStore(subscribeActivity, isBusy, () => false);
  const [reloading, setReloading] = useState(false);
  if (!update) return null;

  const reload = async () => {
    setReloading(true);
    await whenIdle();
    try {
      await update.apply();
    } catch (error) {
      console.warn('The update could not be applied:', error);
      setReloading(false);
    }
  };

  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p>A new version of the site is ready.</p>
      {busy && <p>It will load once the current batch is saved.</p>}
      <div className="update-prompt-actions">
        <button type="button" className="btn" onClick={() => void reload()} disabled={reloading}>
          {reloading && busy ? 'Reloading after the batch…' : 'Reload'}
        </button>
        <button type="button" className="btn" onClick={dismissUpdate} disabled={reloading}>
          Later
        </button>
      </div>
    </div>
  );
}
