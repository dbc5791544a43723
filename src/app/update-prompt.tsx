import { useState, useSyncExternalStore } from 'react';
import { busyWith, subscribeActivity, whenIdle, type WorkKind } from '../lib/activity';
import { dismissUpdate, pendingUpdate, subscribeUpdate } from './offline';
import './update-prompt.css';

/** What the reload waits for, said in the prompt. */
const WAITING_FOR: Record<WorkKind, { line: string; button: string }> = {
  batch: { line: 'It will load once the current batch is saved.', button: 'Reloading after the batch…' },
  import: { line: 'It will load once the import is saved.', button: 'Reloading after the import…' },
  answer: { line: 'It will load once the planner has answered.', button: 'Reloading after the answer…' },
};

/**
 * Announces a new version of the site. It is never forced: the player chooses when to reload, and a reload asked for
 * during a batch, an import or a planner answer waits until it is done.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  const busy = useSyncExternalStore(subscribeActivity, busyWith, () => null);
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
      {busy && <p>{WAITING_FOR[busy].line}</p>}
      <div className="update-prompt-actions">
        <button type="button" className="btn" onClick={() => void reload()} disabled={reloading}>
          {reloading && busy ? WAITING_FOR[busy].button : 'Reload'}
        </button>
        <button type="button" className="btn" onClick={dismissUpdate} disabled={reloading}>
          Later
        </button>
      </div>
    </div>
  );
}
