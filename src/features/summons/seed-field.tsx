import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_SEED } from '../../lib/summons';
import type { SeedInput } from './summon-math';

interface SeedFieldProps {
  readonly text: string;
  readonly seed: SeedInput;
  readonly onText: (text: string) => void;
}

/** The optional seed, and what it does (or why the text is not one). */
export function SeedField({ text, seed, onText }: SeedFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const invalid = seed.kind === 'invalid';
  // Written as typed, digits only: a seed is a code to copy, not a quantity.
  const max = String(MAX_SEED);
  return (
    <div className="seed-row">
      <label htmlFor={`${id}-seed`}>
        <Trans>Seed (optional)</Trans>
      </label>
      <input
        id={`${id}-seed`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`random`}
        value={text}
        onChange={(e) => onText(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-seed-help`}
      />
      <span id={`${id}-seed-help`} className={invalid ? 'field-error' : 'field-note'}>
        {invalid ? (
          <Trans>A seed is a whole number from 0 to {max}.</Trans>
        ) : (
          <Trans>The same seed, banner and counters give the same pulls.</Trans>
        )}
      </span>
    </div>
  );
}
