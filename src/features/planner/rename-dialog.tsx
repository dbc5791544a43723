import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { cleanPlanName } from './plans-reducer';

interface RenameDialogProps {
  readonly initialName: string;
  readonly maxLength: number;
  readonly onSave: (name: string) => void;
  readonly onClose: () => void;
}

/** A modal form around the plan's name; Save (or Enter) keeps it unless nothing but spaces is left. */
export function RenameDialog({ initialName, maxLength, onSave, onClose }: RenameDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const id = useId();
  const clean = cleanPlanName(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (clean !== null) onSave(clean);
  }

  return (
    <Modal
      title={t`Rename plan`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn" form={`${id}-form`} disabled={clean === null}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="plan-form" onSubmit={submit}>
        <label htmlFor={id}>
          <Trans>Name</Trans>
        </label>
        <input
          id={id}
          value={name}
          maxLength={maxLength}
          aria-invalid={clean === null}
          aria-describedby={clean === null ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {clean === null && (
          <span id={`${id}-error`} className="plan-field-error">
            <Trans>A plan needs a name.</Trans>
          </span>
        )}
      </form>
    </Modal>
  );
}
