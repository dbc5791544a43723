import { useId, useState, type FormEvent } from 'react';
import type { Counters } from '../../engine/types';

interface CountersPanelProps {
  counters: Counters;
  disabled: boolean;
  onSave: (counters: Counters) => Promise<boolean>;
}

function readCounter(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}

/**
 * The current banner's pity counter (and SR counter), which a player may set by hand to mirror their real account.
 */
export function CountersPanel({ counters, disabled, onSave }: CountersPanelProps) {
  const [editing, setEditing] = useState(false);
  const [pityText, setPityText] = useState('');
  const [srText, setSrText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function open() {
    setPityText(String(counters.pity));
    setSrText(String(counters.sr));
    setError(null);
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pity = readCounter(pityText, 80);
    const sr = readCounter(srText, 9);
    if (pity === undefined || sr === undefined) {
      setError('The pity counter must be a whole number from 0 to 80 and the SR counter from 0 to 9.');
      return;
    }
    if (await onSave({ pity, sr })) setEditing(false);
  }

  return (
    <div className="counters-panel">
      <dl className="summon-facts">
        <div>
          <dt>Pity counter</dt>
          <dd data-testid="pity-counter">{counters.pity}</dd>
        </div>
        <div>
          <dt>SR counter</dt>
          <dd data-testid="sr-counter">{counters.sr}</dd>
        </div>
      </dl>
      {editing ? (
        <form className="counters-form" onSubmit={submit} aria-label="Set counters" noValidate>
          <label htmlFor={`${id}-pity`}>Pity counter (0–80)</label>
          <input
            id={`${id}-pity`}
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            value={pityText}
            onChange={(e) => setPityText(e.target.value)}
          />
          <label htmlFor={`${id}-sr`}>SR counter (0–9)</label>
          <input
            id={`${id}-sr`}
            type="number"
            inputMode="numeric"
            min={0}
            max={9}
            value={srText}
            onChange={(e) => setSrText(e.target.value)}
          />
          <div className="counters-actions">
            <button type="submit" className="btn" disabled={disabled}>
              Save counters
            </button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        <button type="button" className="btn" onClick={open} disabled={disabled}>
          Set counters
        </button>
      )}
    </div>
  );
}
