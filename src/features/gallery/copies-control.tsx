import { useLingui } from '@lingui/react/macro';

interface CopiesControlProps {
  name: string;
  copies: number;
  /** The most copies the account keeps. */
  max: number;
  onChange: (copies: number) => void;
}

/**
 * A tile's copies in "Mark owned" mode: − and + for a pointer or a finger, and the number itself to type or step
 * with the arrow keys. 0 is not owned.
 */
export function CopiesControl({ name, copies, max, onChange }: CopiesControlProps) {
  const { t } = useLingui();
  const label = t`Copies of ${name}`;
  return (
    <div className="copies-control" role="group" aria-label={label}>
      <button
        type="button"
        className="btn copies-step"
        aria-label={t`One copy fewer of ${name}`}
        disabled={copies === 0}
        onClick={() => onChange(copies - 1)}
      >
        −
      </button>
      <input
        className="copies-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={copies}
        aria-label={label}
        onChange={(e) => {
          const typed = Number.parseInt(e.target.value, 10);
          // An emptied box means none, until the player types a number.
          onChange(Number.isNaN(typed) ? 0 : typed);
        }}
      />
      <button
        type="button"
        className="btn copies-step"
        aria-label={t`One copy more of ${name}`}
        disabled={copies >= max}
        onClick={() => onChange(copies + 1)}
      >
        +
      </button>
    </div>
  );
}
