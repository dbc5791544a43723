import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './notice.css';

interface NoticeProps {
  readonly message: string;
  readonly onDismiss: () => void;
  /**
   * 'alert' (the default): something went wrong, said at once. 'advice': a suggestion (a backup reminder), in a
   * status region with the accent's border, read when the reader gets to it.
   */
  readonly tone?: 'alert' | 'advice';
  /** Buttons offered beside Dismiss. */
  readonly children?: ReactNode;
}

/** A message the player must see (a failed save, storage that will not keep data), until dismissed. */
export function Notice({ message, onDismiss, tone = 'alert', children }: NoticeProps) {
  return (
    <div className={tone === 'advice' ? 'notice advice' : 'notice'} role={tone === 'advice' ? 'status' : 'alert'}>
      <span>{message}</span>
      <span className="notice-actions">
        {children}
        <button type="button" className="btn" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </span>
    </div>
  );
}
