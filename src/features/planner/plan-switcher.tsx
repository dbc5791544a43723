import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
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
  const { t } = useLingui();
  const selectId = useId();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const canAdd = plans.length < MAX_PLANS;
  const name = active.name;
  return (
    <div className="plan-switcher" role="group" aria-label={t`Saved plans`}>
      <label htmlFor={selectId}>
        <Trans>Plan</Trans>
      </label>
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
        title={
          canAdd
            ? undefined
            : t`${plural(MAX_PLANS, { one: 'At most # plan: delete one first', other: 'At most # plans: delete one first' })}`
        }
        onClick={onNew}
      >
        <Trans>New plan</Trans>
      </button>
      <button type="button" className="btn" onClick={() => setDialog('rename')}>
        <Trans>Rename</Trans>
      </button>
      <button type="button" className="btn" onClick={() => setDialog('delete')}>
        <Trans>Delete</Trans>
      </button>
      <button type="button" className="btn" onClick={onShare}>
        <Trans>Share link</Trans>
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
          title={t`Delete this plan?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Keep it`}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            onDelete();
            setDialog(null);
          }}
        >
          <p>
            <Trans>“{name}” will be deleted from this browser. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
