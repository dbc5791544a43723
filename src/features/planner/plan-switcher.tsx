import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MAX_PLAN_NAME, MAX_PLANS, type SavedPlan } from '../../storage/plan-store';
import { RenameDialog } from './rename-dialog';

interface PlanSwitcherProps {
  readonly plans: readonly SavedPlan[];
  readonly active: SavedPlan;
  readonly onSwitch: (id: string) => void;
  readonly onNew: () => void;
  readonly onRename: (name: string) => void;
  readonly onDelete: () => void;
  readonly onShare: () => void;
}

/** Several named plans: pick one, start a new one, rename, delete or share the one shown. */
export function PlanSwitcher({ plans, active, onSwitch, onNew, onRename, onDelete, onShare }: PlanSwitcherProps) {
  const selectId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const canAdd = plans.length < MAX_PLANS;
  return (
    <div className="plan-switcher" role="group" aria-label="Saved plans">
      <label htmlFor={selectId}>Plan</label>
      <select id={selectId} value={active.id} onChange={(e) => onSwitch(e.target.value)}>
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn"
        disabled={!canAdd}
        title={canAdd ? undefined : `At most ${MAX_PLANS} plans: delete one first`}
        onClick={onNew}
      >
        New plan
      </button>
      <button type="button" className="btn" onClick={() => setDialog('rename')}>
        Rename
      </button>
      <button type="button" className="btn" onClick={() => setDialog('delete')}>
        Delete
      </button>
      <button type="button" className="btn" onClick={onShare}>
        Share link
      </button>
      {dialog === 'rename' && (
        <RenameDialog
          initialName={active.name}
          maxLength={MAX_PLAN_NAME}
          onSave={(name) => {
            onRename(name);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete this plan?"
          confirmLabel="Delete"
          cancelLabel="Keep it"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            onDelete();
            setDialog(null);
          }}
        >
          <p>“{active.name}” will be deleted from this browser. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
