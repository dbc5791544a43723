import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isCalendarDate } from '../../storage/calendar-date';
import { useFieldCheck } from './field-checks';

interface DateFieldProps {
  readonly label: string;
  readonly value: string;
  readonly min?: string;
  readonly max?: string;
  readonly onChange: (date: string) => void;
  /** Said under the field while its date is valid. */
  readonly note?: string;
}

/** A calendar date field; an empty or impossible date stays as typed, marked invalid, and never becomes the plan's. */
export function DateField({ label, value, min, max, onChange, note }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const valid = isCalendarDate(text);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useFieldCheck(id, !valid);

  function change(next: string) {
    setText(next);
    if (isCalendarDate(next) && next !== value) {
      setShown(next);
      onChange(next);
    }
  }

  const describedBy = valid ? (note ? `${id}-note` : undefined) : `${id}-error`;
  return (
    <div className="plan-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={text}
        min={min}
        max={max}
        aria-invalid={!valid}
        aria-describedby={describedBy}
        onChange={(e) => change(e.target.value)}
      />
      {!valid && (
        <span id={`${id}-error`} className="plan-field-error">
          <Trans>Choose a date.</Trans>
        </span>
      )}
      {valid && note && (
        <span id={`${id}-note`} className="plan-field-note">
          {note}
        </span>
      )}
    </div>
  );
}
