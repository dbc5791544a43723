import { useId, type ReactNode } from 'react';
import { useKeptOpen } from './use-kept-open';

interface DisclosureProps {
  /** The button's text, which names what it shows. */
  readonly label: string;
  /** Keeps the open state for the visit under this name, through the screen's remount after an import. */
  readonly keepAs?: string;
  readonly bodyClassName?: string;
  readonly bodyTestId?: string;
  /** Rendered only while open: nothing beyond the specified screen is built or worked out until asked for. */
  readonly children: ReactNode;
}

/** A button that shows and hides what follows it, closed at first, as the parts beyond the specification are. */
export function Disclosure({ label, keepAs, bodyClassName, bodyTestId, children }: DisclosureProps) {
  const [open, setOpen] = useKeptOpen(keepAs);
  const id = useId();
  return (
    <>
      <button type="button" className="btn" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div id={id} className={bodyClassName} data-testid={bodyTestId}>
          {children}
        </div>
      )}
    </>
  );
}
