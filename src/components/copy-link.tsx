import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';

interface CopyLinkProps {
  /** The link's path and query; copied with the site's origin in front. */
  readonly href: string;
  readonly label: string;
  /** What the link is, for the field shown when the clipboard is unavailable. */
  readonly name: string;
}

/**
 * A button that copies a link of the site to the clipboard. Where the browser will not let the page write to the
 * clipboard, the link is shown in a field, selected, to copy by hand.
 */
export function CopyLink({ href, label, name }: CopyLinkProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const id = useId();
  const url = new URL(href, window.location.origin).href;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <span className="copy-link">
      <button type="button" className="btn" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy-link-status">
        {state === 'copied' && <Trans>Link copied.</Trans>}
      </span>
      {state === 'manual' && (
        <>
          <label htmlFor={id} className="visually-hidden">
            {name}
          </label>
          <input id={id} type="text" readOnly value={url} autoFocus onFocus={(e) => e.currentTarget.select()} />
        </>
      )}
    </span>
  );
}
