import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer content; defaults to a single Close button. */
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab visits inside `root`, in order: not hidden, not inside a disabled fieldset, and of a radio group
 * only the checked radio (or the first, when none is checked), as the browser does.
 */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (el.closest('[hidden], fieldset:disabled')) return false;
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return true;
    const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name);
    return !group.some((r) => r.checked) && group[0] === el;
  });
}

/**
 * A modal dialog: focus moves in on open and back to the opener on close,
 * Tab cycles inside, Escape and the backdrop close it.
 */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(bodyRef);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog ? tabStops(dialog)[0] : undefined;
    (first ?? dialog)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = tabStops(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const at = items.indexOf(document.activeElement as HTMLElement);
      // From outside the stops (the dialog itself, a heading that took focus) the browser could leave the dialog.
      if (at === -1) {
        event.preventDefault();
        (event.shiftKey ? lastItem : firstItem).focus();
      } else if (event.shiftKey && at === 0) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && at === items.length - 1) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef} tabIndex={-1}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {/* A body that scrolls is a tab stop of its own, so the arrow keys can scroll it. */}
        <div
          className="modal-body"
          ref={bodyRef}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-labelledby={scrollable ? titleId : undefined}
        >
          {children}
        </div>
        <div className="modal-footer">
          {footer ?? (
            <button type="button" className="btn" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Whether the element's content is taller than the element, kept up to date as either changes size. */
function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    measure();
    // Test environments without ResizeObserver keep the first measurement.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      measure();
      for (const child of el.children) observer.observe(child);
    });
    mutations.observe(el, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrollable;
}
