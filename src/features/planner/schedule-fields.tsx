import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CURRENCY_LABELS, DEFAULT_ECONOMY } from '../../catalogue/economy';
import { PLAN_HORIZON_DAYS } from '../../engine/plan/types';
import { MAX_RATE, type SavedPlan } from '../../storage/plan-store';
import { DateField } from './date-field';
import { NumberField } from './number-field';
import { addDays, WEEKDAYS } from './plan-dates';
import { formatCount } from '../../storage/format';
import type { PlanChange } from './plan-edits';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The weekly reset's days, Sunday first as the plan counts them (WEEKDAYS), each a message. */
const WEEKDAY_NAMES = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
] as const;
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

interface ScheduleFieldsProps {
  readonly plan: SavedPlan;
  readonly today: string;
  readonly onChange: (change: PlanChange) => void;
}

/** When: the target date and the game's resets, in the player's time; and the exchange rates, with the defaults. */
export function ScheduleFields({ plan, today, onChange }: ScheduleFieldsProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const hourId = useId();
  const dayId = useId();
  const { economy } = plan;
  const defaultRates =
    economy.crystalsPerAnima === DEFAULT_ECONOMY.crystalsPerAnima &&
    economy.crystalsPerApex === DEFAULT_ECONOMY.crystalsPerApex;
  const anima = CURRENCY_LABELS.anima.slice(0, -1);
  const apex = CURRENCY_LABELS.apex.slice(0, -1);
  const gameAnima = formatCount(DEFAULT_ECONOMY.crystalsPerAnima);
  const gameApex = formatCount(DEFAULT_ECONOMY.crystalsPerApex);
  return (
    <section className="plan-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>When, and at what rates</Trans>
      </h2>
      <div className="plan-fields">
        <DateField
          label={t`Target date`}
          value={plan.targetDate}
          min={today}
          max={addDays(today, PLAN_HORIZON_DAYS)}
          onChange={(date) => onChange({ type: 'setTargetDate', date })}
        />
        <div className="plan-field">
          <label htmlFor={hourId}>
            <Trans>Daily reset (your time)</Trans>
          </label>
          <select
            id={hourId}
            value={plan.resetHour}
            onChange={(e) => onChange({ type: 'setResetHour', hour: Number(e.target.value) })}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourText(h)}
              </option>
            ))}
          </select>
        </div>
        <div className="plan-field">
          <label htmlFor={dayId}>
            <Trans>Weekly reset</Trans>
          </label>
          <select
            id={dayId}
            value={plan.weeklyResetDay}
            onChange={(e) => onChange({ type: 'setWeeklyResetDay', day: Number(e.target.value) })}
          >
            {WEEKDAYS.map((day, i) => (
              <option key={day} value={i}>
                {i18n._(WEEKDAY_NAMES[i]!)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="plan-group">
        <legend>
          <Trans>Exchange rates (Hydra Crystals per ticket)</Trans>
        </legend>
        <div className="plan-fields">
          <NumberField
            label={t`Per ${anima} (Limited, Perma)`}
            value={economy.crystalsPerAnima}
            min={1}
            max={MAX_RATE}
            onChange={(value) => onChange({ type: 'setRate', key: 'crystalsPerAnima', value })}
          />
          <NumberField
            label={t`Per ${apex} (ML)`}
            value={economy.crystalsPerApex}
            min={1}
            max={MAX_RATE}
            onChange={(value) => onChange({ type: 'setRate', key: 'crystalsPerApex', value })}
          />
        </div>
        <button type="button" className="btn" disabled={defaultRates} onClick={() => onChange({ type: 'resetRates' })}>
          <Trans>
            Restore the game&apos;s rates ({gameAnima} and {gameApex})
          </Trans>
        </button>
      </fieldset>
    </section>
  );
}
