import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_BATCH } from '../../lib/summons';
import { formatCount } from '../../storage/format';
import type { PullPress } from './reveal/reveal-policy';
import type { CustomCount } from './summon-math';

const QUICK_PULLS = [1, 10, 85] as const;

interface PullButtonsProps {
  readonly canPull: boolean;
  /** The custom count's text as typed, and what it reads as. */
  readonly customText: string;
  readonly custom: CustomCount;
  readonly onCustomText: (text: string) => void;
  readonly onPull: (count: number, button: PullPress['button']) => void;
}

/** Pull x1, x10 and x85, and the custom count with its own button (and a note when the count is too large). */
export function PullButtons({ canPull, customText, custom, onCustomText, onPull }: PullButtonsProps) {
  const { t } = useLingui();
  const id = useId();
  const max = formatCount(MAX_BATCH);
  const count = custom.count;
  return (
    <>
      <div className="pull-buttons" role="group" aria-label={t`Pull`}>
        {QUICK_PULLS.map((n) => (
          <button
            key={n}
            type="button"
            className="btn pull-button"
            disabled={!canPull}
            onClick={() => onPull(n, 'quick')}
          >
            <Trans>Pull x{n}</Trans>
          </button>
        ))}
        <span className="custom-pull">
          <label htmlFor={`${id}-count`} className="visually-hidden">
            <Trans>Custom pull count</Trans>
          </label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BATCH}
            step={1}
            value={customText}
            onChange={(e) => onCustomText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onPull(count, 'custom');
            }}
            aria-describedby={custom.clamped ? `${id}-clamped` : undefined}
          />
          <button
            type="button"
            className="btn pull-button"
            disabled={!canPull || count === 0}
            onClick={() => onPull(count, 'custom')}
          >
            <Trans>Pull {count}</Trans>
          </button>
        </span>
      </div>
      {custom.clamped && (
        <p className="field-note" id={`${id}-clamped`} data-testid="clamp-note">
          <Trans>
            At most {max} pulls at a time: the button pulls {max}.
          </Trans>
        </p>
      )}
    </>
  );
}
