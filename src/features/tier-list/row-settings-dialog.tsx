import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { COLOR_PATTERN, MAX_ROW_NAME } from '../../storage/tier-list-store';
import { NameDialog } from './name-dialog';
import { cleanRowName, TIER_COLORS, type TierRow } from './tier-list-model';

interface RowSettingsDialogProps {
  row: TierRow;
  index: number;
  rowCount: number;
  onSave: (name: string, color: string) => void;
  onMove: (toIndex: number) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Rename, recolour, reorder or remove one tier. Name and colour apply together on Save, as one undo step. */
export function RowSettingsDialog({ row, index, rowCount, onSave, onMove, onRemove, onClose }: RowSettingsDialogProps) {
  const { t } = useLingui();
  const [color, setColor] = useState(row.color);
  const name = row.name;
  const swatchGroup = useId();
  const colorId = useId();

  function save(name: string) {
    if (!COLOR_PATTERN.test(color)) return;
    onSave(name, color);
    onClose();
  }

  return (
    <NameDialog
      title={t`Edit tier ${name}`}
      initialName={row.name}
      maxLength={MAX_ROW_NAME}
      isValid={(name) => cleanRowName(name) !== undefined}
      invalidMessage={t`A tier needs a name.`}
      onSave={save}
      onClose={onClose}
    >
      <fieldset className="tier-colors">
        <legend>
          <Trans>Colour</Trans>
        </legend>
        {TIER_COLORS.map((c) => (
          <label key={c.value} className="tier-swatch" title={t(c.name)}>
            <input
              type="radio"
              name={swatchGroup}
              value={c.value}
              checked={color.toLowerCase() === c.value}
              onChange={() => setColor(c.value)}
            />
            <span className="tier-swatch-chip" style={{ background: c.value }} aria-hidden="true" />
            <span className="visually-hidden">{t(c.name)}</span>
          </label>
        ))}
        <label className="tier-custom-color" htmlFor={colorId}>
          <Trans>Custom</Trans>
        </label>
        <input id={colorId} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </fieldset>

      <div className="tier-form-actions" role="group" aria-label={t`Tier position`}>
        <button type="button" className="btn" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <Trans>Move up</Trans>
        </button>
        <button type="button" className="btn" disabled={index === rowCount - 1} onClick={() => onMove(index + 1)}>
          <Trans>Move down</Trans>
        </button>
        <button
          type="button"
          className="btn tier-btn-danger"
          disabled={rowCount <= 1}
          onClick={() => {
            onRemove();
            onClose();
          }}
        >
          <Trans>Remove tier</Trans>
        </button>
      </div>
      <p className="tier-hint">
        <Trans>Removing a tier sends its characters back to the pool.</Trans>
      </p>
    </NameDialog>
  );
}
