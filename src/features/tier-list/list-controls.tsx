import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { MAX_LIST_NAME } from '../../storage/tier-list-store';
import { NameDialog } from './name-dialog';
import type { TierList } from './tier-list-model';

interface ListControlsProps {
  lists: readonly TierList[];
  activeId: string;
  canAdd: boolean;
  onSwitch: (listId: string) => void;
  onNew: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/** Several named lists: pick one, start a new one, rename or delete the current one. */
export function ListControls({ lists, activeId, canAdd, onSwitch, onNew, onRename, onDelete }: ListControlsProps) {
  const { t } = useLingui();
  const selectId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const active = lists.find((l) => l.id === activeId) ?? lists[0]!;
  const name = active.name;

  return (
    <div className="tier-lists" role="group" aria-label={t`Saved lists`}>
      <label htmlFor={selectId} className="tier-toolbar-label">
        <Trans>List</Trans>
      </label>
      <select id={selectId} value={activeId} onChange={(e) => onSwitch(e.target.value)}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn"
        onClick={onNew}
        disabled={!canAdd}
        title={canAdd ? undefined : t`Delete a list first`}
      >
        <Trans>New list</Trans>
      </button>
      <button type="button" className="btn" onClick={() => setDialog('rename')}>
        <Trans>Rename list</Trans>
      </button>
      <button type="button" className="btn" onClick={() => setDialog('delete')}>
        <Trans>Delete list</Trans>
      </button>
      {dialog === 'rename' && (
        <NameDialog
          title={t`Rename list`}
          initialName={active.name}
          maxLength={MAX_LIST_NAME}
          isValid={(name) => name.trim().length > 0}
          onSave={(name) => {
            onRename(name);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <Modal
          title={t`Delete this list?`}
          onClose={() => setDialog(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(null)}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="btn tier-btn-danger"
                onClick={() => {
                  onDelete();
                  setDialog(null);
                }}
              >
                <Trans>Delete</Trans>
              </button>
            </>
          }
        >
          <p>
            <Trans>“{name}” will be deleted from this browser. This cannot be undone.</Trans>
          </p>
        </Modal>
      )}
    </div>
  );
}
