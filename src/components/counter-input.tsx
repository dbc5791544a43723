interface CounterInputProps {
  readonly id?: string;
  readonly max: number;
  /** As typed: the screen reads it when it needs the number. */
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
}

/** A pity or SR counter's number field, 0 to `max`, with the numeric keyboard on phones. */
export function CounterInput({ id, max, value, onChange, onBlur }: CounterInputProps) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
