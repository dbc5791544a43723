import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../components/modal';

interface NameDialogProps {
  title: string;
  initialName: string;
  maxLength: number;
  /** Whether a name may be saved; while it may not, Save is disabled and submitting does nothing. */
  isValid: (name: string) => boolean;
  /** Shown under the field while the name is not valid; with it, the field also tells assistive tech it is invalid. */
  invalidMessage?: string;
  /** Called with the field's text on Save (or Enter) when it is valid. */
  onSave: (name: string) => void;
  onClose: () => void;
  /** Further controls of the form, below the name field. */
  children?: ReactNode;
}

/** A modal form around a Name field, with Cancel and Save: the field takes focus when it opens. */
export function NameDialog({
  title,
  initialName,
  maxLength,
  isValid,
  invalidMessage,
  onSave,
  onClose,
  children,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const inputId = useId();
  const valid = isValid(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) onSave(name);
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn tier-btn-primary" form={`${inputId}-form`} disabled={!valid}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id={`${inputId}-form`} className="tier-form" onSubmit={submit}>
        <label htmlFor={inputId}>
          <Trans>Name</Trans>
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={maxLength}
          aria-invalid={invalidMessage === undefined ? undefined : !valid}
          onChange={(e) => setName(e.target.value)}
        />
        {invalidMessage !== undefined && !valid && <p className="tier-field-error">{invalidMessage}</p>}
        {children}
      </form>
    </Modal>
  );
}
