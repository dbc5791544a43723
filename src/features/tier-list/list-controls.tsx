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
  const selectId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const active = lists.find((l) => l.id === activeId) ?? lists[0]!;

  return (
    <div className="tier-lists" role="group" aria-label="Saved lists">
      <label htmlFor={selectId} className="tier-toolbar-label">
        List
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
        title={canAdd ? undefined : 'Delete a list first'}
      >
        New list
      </button>
      <button type="button" className="btn" onClick={() => setDialog('rename')}>
        Rename list
      </button>
      <button type="button" className="btn" onClick={() => setDialog('delete')}>
        Delete list
      </button>
      {dialog === 'rename' && (
        <NameDialog
          title="Rename list"
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
          title="Delete this list?"
          onClose={() => setDialog(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn tier-btn-danger"
                onClick={() => {
                  onDelete();
                  setDialog(null);
                }}
              >
                Delete
              </button>
            </>
          }
        >
          <p>“{active.name}” will be deleted from this browser. This cannot be undone.</p>
        </Modal>
      )}
    </div>
  );
}
