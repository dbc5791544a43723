import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** The destructive action's label, e.g. 'Delete'. */
  confirmLabel: string;
  /** The button that keeps things as they are; "Keep them" (in the chosen language) unless given. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** Asks before a destructive action, so a misclick loses nothing. Escape, the backdrop and Cancel keep things as they are. */
export function ConfirmDialog({ title, confirmLabel, cancelLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {cancelLabel ?? <Trans>Keep them</Trans>}
          </button>
          <button type="button" className="btn danger-btn" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
