import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CounterInput } from '../../components/counter-input';
import type { Counters } from '../../engine/types';

interface CountersPanelProps {
  counters: Counters;
  disabled: boolean;
  onSave: (counters: Counters) => Promise<boolean>;
}

const PITY_MAX = 80;
const SR_MAX = 9;

function readCounter(text: string, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= max ? value : undefined;
}

interface CounterFieldProps {
  id: string;
  /** The counter's label, with the range it accepts. */
  label: string;
  max: number;
  value: string;
  onChange: (text: string) => void;
}

/** One counter's number field, from 0 to `max`, and its label. */
function CounterField({ id, label, max, value, onChange }: CounterFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <CounterInput id={id} max={max} value={value} onChange={onChange} />
    </>
  );
}

/**
 * The current banner's pity counter (and SR counter), which a player may set by hand to mirror their real account.
 */
export function CountersPanel({ counters, disabled, onSave }: CountersPanelProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [pityText, setPityText] = useState('');
  const [srText, setSrText] = useState('');
  // Whether the last try was refused; the sentence is worded as it shows, in the language of the moment.
  const [refused, setRefused] = useState(false);
  const id = useId();
  // What each field accepts, in figures.
  const [pityRange, srRange] = [`0–${PITY_MAX}`, `0–${SR_MAX}`];

  function open() {
    setPityText(String(counters.pity));
    setSrText(String(counters.sr));
    setRefused(false);
    setEditing(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pity = readCounter(pityText, PITY_MAX);
    const sr = readCounter(srText, SR_MAX);
    if (pity === undefined || sr === undefined) {
      setRefused(true);
      return;
    }
    if (await onSave({ pity, sr })) setEditing(false);
  }

  return (
    <div className="counters-panel">
      <dl className="summon-facts">
        <div>
          <dt>
            <Trans>Pity counter</Trans>
          </dt>
          <dd data-testid="pity-counter">{counters.pity}</dd>
        </div>
        <div>
          <dt>
            <Trans>SR counter</Trans>
          </dt>
          <dd data-testid="sr-counter">{counters.sr}</dd>
        </div>
      </dl>
      {editing ? (
        <form className="counters-form" onSubmit={submit} aria-label={t`Set counters`} noValidate>
          <CounterField
            id={`${id}-pity`}
            label={t`Pity counter (${pityRange})`}
            max={PITY_MAX}
            value={pityText}
            onChange={setPityText}
          />
          <CounterField
            id={`${id}-sr`}
            label={t`SR counter (${srRange})`}
            max={SR_MAX}
            value={srText}
            onChange={setSrText}
          />
          <div className="counters-actions">
            <button type="submit" className="btn" disabled={disabled}>
              <Trans>Save counters</Trans>
            </button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          {refused && (
            <p className="field-error" role="alert">
              <Trans>
                The pity counter must be a whole number from 0 to {PITY_MAX} and the SR counter from 0 to {SR_MAX}.
              </Trans>
            </p>
          )}
        </form>
      ) : (
        <button type="button" className="btn" onClick={open} disabled={disabled}>
          <Trans>Set counters</Trans>
        </button>
      )}
    </div>
  );
}
