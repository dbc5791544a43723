import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { useFieldCheck } from './field-checks';
import { numberProblemText } from './plan-wording';
import { readWholeNumber } from './whole-number';

interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** Called with each valid value the player types. */
  readonly onChange: (value: number) => void;
  readonly className?: string;
}

/**
 * A whole-number field. The text is the player's: anything that is not a whole number inside the bounds stays as
 * typed, marked invalid with a message under it, and never becomes the plan's value. A value changed from elsewhere
 * (the simulator's counters, another plan) replaces the text.
 */
export function NumberField({ label, value, min, max, onChange, className }: NumberFieldProps) {
  // Its error is worded elsewhere, in the language shown: a switch re-renders it.
  useLingui();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const read = readWholeNumber(text, min, max);
  if (shown !== value) {
    setShown(value);
    if (!(read.ok && read.value === value)) setText(String(value));
  }
  useFieldCheck(id, !read.ok);

  function change(next: string) {
    setText(next);
    const result = readWholeNumber(next, min, max);
    if (result.ok && result.value !== value) {
      setShown(result.value);
      onChange(result.value);
    }
  }

  return (
    <div className={className ? `plan-field ${className}` : 'plan-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={!read.ok}
        aria-describedby={read.ok ? undefined : `${id}-error`}
        onChange={(e) => change(e.target.value)}
      />
      {!read.ok && (
        <span id={`${id}-error`} className="plan-field-error">
          {numberProblemText(read.problem, min, max)}
        </span>
      )}
    </div>
  );
}
