import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** What the line's last words are wrapped in: the link to the runs screen. */
type Wrap = (props: { readonly children?: ReactNode }) => ReactNode;

function Unlinked({ children }: { readonly children?: ReactNode }) {
  return <span>{children}</span>;
}

/**
 * The Summon screen's offer of banner runs, with `link` around "Set up banner runs". Without a link it is held: the
 * same words, unseen and unread, keeping the line's place while the run chooser's code loads. Being the same words, it
 * wraps as the link's line does, so in any language and at any width nothing below it moves when that line comes. (A
 * player with Limited runs of their own gets the chooser's fields instead, which are taller than the line.)
 */
export function RunsLine({ link }: { readonly link?: Wrap }) {
  const Words = link ?? Unlinked;
  return (
    <p className={link ? 'run-chooser-link field-note' : 'run-chooser-link run-chooser-held field-note'}>
      <Trans>
        Another character featured? <Words>Set up banner runs</Words>.
      </Trans>
    </p>
  );
}
