import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { Localized } from '../i18n/localized';
import { busyWith, subscribeActivity, whenIdle, type WorkKind } from '../lib/activity';
import { dismissUpdate, pendingUpdate, subscribeUpdate } from './offline';
import './update-prompt.css';

/** What the reload waits for, said in the prompt (in the language shown then). */
const WAITING_FOR: Record<WorkKind, { line: MessageDescriptor; button: MessageDescriptor }> = {
  batch: { line: msg`It will load once the current batch is saved.`, button: msg`Reloading after the batch…` },
  import: { line: msg`It will load once the import is saved.`, button: msg`Reloading after the import…` },
  answer: { line: msg`It will load once the planner has answered.`, button: msg`Reloading after the answer…` },
};

/**
 * Announces a new version of the site. It is never forced: the player chooses when to reload, and a reload asked for
 * during a batch, an import or a planner answer waits until it is done. It reads the chosen language wherever it is
 * rendered.
 */
export function UpdatePrompt() {
  return (
    <Localized>
      <Prompt />
    </Localized>
  );
}

function Prompt() {
  const { i18n } = useLingui();
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
      <p>
        <Trans>A new version of the site is ready.</Trans>
      </p>
      {busy && <p>{i18n._(WAITING_FOR[busy].line)}</p>}
      <div className="update-prompt-actions">
        <button type="button" className="btn" onClick={() => void reload()} disabled={reloading}>
          {reloading && busy ? i18n._(WAITING_FOR[busy].button) : <Trans>Reload</Trans>}
        </button>
        <button type="button" className="btn" onClick={dismissUpdate} disabled={reloading}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
