import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CURRENCY_LABELS } from '../../catalogue/economy';
import type { Holdings } from '../../engine/plan/types';
import { BANNER_IDS } from '../../engine/types';
import { MAX_AMOUNT, MAX_PITY, MAX_SR, type SavedPlan } from '../../storage/plan-store';
import { NumberField } from './number-field';
import { formatCount } from '../../storage/format';
import type { Currency, PlanChange } from './plan-edits';

export const CURRENCIES = Object.keys(CURRENCY_LABELS) as Currency[];

/** Three amounts, one field per currency. */
export function HoldingsFields({
  holdings,
  onChange,
}: {
  readonly holdings: Holdings;
  readonly onChange: (currency: Currency, value: number) => void;
}) {
  return (
    <div className="plan-fields">
      {CURRENCIES.map((currency) => (
        <NumberField
          key={currency}
          label={CURRENCY_LABELS[currency]}
          value={holdings[currency]}
          min={0}
          max={MAX_AMOUNT}
          onChange={(value) => onChange(currency, value)}
        />
      ))}
    </div>
  );
}

interface StateFieldsProps {
  readonly plan: SavedPlan;
  readonly onChange: (change: PlanChange) => void;
  /** The simulator's counters, read when asked for. */
  readonly readSimulatorCounters: () => SavedPlan['counters'];
  /** The player's real counters (My real pity on the Summon screen), read when asked for. */
  readonly readRealCounters: () => SavedPlan['counters'];
}

/**
 * What the player has now: each banner's counters (the simulator's or their real ones, on request) and the
 * currencies on hand.
 */
export function StateFields({ plan, onChange, readSimulatorCounters, readRealCounters }: StateFieldsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const pityMost = formatCount(MAX_PITY);
  const srMost = formatCount(MAX_SR);
  return (
    <section className="plan-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>What you have</Trans>
      </h2>
      <div className="plan-counters">
        {BANNER_IDS.map((banner) => {
          const name = BANNER_LABELS[banner];
          return (
            <fieldset key={banner} className="plan-group">
              <legend>
                <Trans>{name} counters</Trans>
              </legend>
              <div className="plan-fields">
                <NumberField
                  label={t`Pity (0–${pityMost})`}
                  value={plan.counters[banner].pity}
                  min={0}
                  max={MAX_PITY}
                  onChange={(value) => onChange({ type: 'setCounter', banner, which: 'pity', value })}
                />
                <NumberField
                  label={t`SR counter (0–${srMost})`}
                  value={plan.counters[banner].sr}
                  min={0}
                  max={MAX_SR}
                  onChange={(value) => onChange({ type: 'setCounter', banner, which: 'sr', value })}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="plan-counter-sources">
        {(
          [
            ['simulator', t`Use my simulator counters`, readSimulatorCounters],
            ['real', t`Use my real counters`, readRealCounters],
          ] as const
        ).map(([source, label, read]) => (
          <button
            key={source}
            type="button"
            className="btn"
            onClick={() => onChange({ type: 'setCounters', counters: read() })}
          >
            {label}
          </button>
        ))}
      </div>
      <fieldset className="plan-group">
        <legend>
          <Trans>On hand</Trans>
        </legend>
        <HoldingsFields
          holdings={plan.onHand}
          onChange={(currency, value) => onChange({ type: 'setOnHand', currency, value })}
        />
      </fieldset>
    </section>
  );
}
