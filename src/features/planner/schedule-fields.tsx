import { useId } from 'react';
import { CURRENCY_LABELS, DEFAULT_ECONOMY } from '../../catalogue/economy';
import { PLAN_HORIZON_DAYS } from '../../engine/plan/types';
import { MAX_RATE, type SavedPlan } from '../../storage/plan-store';
import { DateField } from './date-field';
import { NumberField } from './number-field';
import { addDays, WEEKDAYS } from './plan-dates';
import type { PlanChange } from './plan-edits';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

interface ScheduleFieldsProps {
  readonly plan: SavedPlan;
  readonly today: string;
  readonly onChange: (change: PlanChange) => void;
}

/** When: the target date and the game's resets, in the player's time; and the exchange rates, with the defaults. */
export function ScheduleFields({ plan, today, onChange }: ScheduleFieldsProps) {
  const headingId = useId();
  const hourId = useId();
  const dayId = useId();
  const { economy } = plan;
  const defaultRates =
    economy.crystalsPerAnima === DEFAULT_ECONOMY.crystalsPerAnima &&
    economy.crystalsPerApex === DEFAULT_ECONOMY.crystalsPerApex;
  return (
    <section className="plan-section" aria-labelledby={headingId}>
      <h2 id={headingId}>When, and at what rates</h2>
      <div className="plan-fields">
        <DateField
          label="Target date"
          value={plan.targetDate}
          min={today}
          max={addDays(today, PLAN_HORIZON_DAYS)}
          onChange={(date) => onChange({ type: 'setTargetDate', date })}
        />
        <div className="plan-field">
          <label htmlFor={hourId}>Daily reset (your time)</label>
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
          <label htmlFor={dayId}>Weekly reset</label>
          <select
            id={dayId}
            value={plan.weeklyResetDay}
            onChange={(e) => onChange({ type: 'setWeeklyResetDay', day: Number(e.target.value) })}
          >
            {WEEKDAYS.map((day, i) => (
              <option key={day} value={i}>
                {day}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="plan-group">
        <legend>Exchange rates (Hydra Crystals per ticket)</legend>
        <div className="plan-fields">
          <NumberField
            label={`Per ${CURRENCY_LABELS.anima.slice(0, -1)} (Limited, Perma)`}
            value={economy.crystalsPerAnima}
            min={1}
            max={MAX_RATE}
            onChange={(value) => onChange({ type: 'setRate', key: 'crystalsPerAnima', value })}
          />
          <NumberField
            label={`Per ${CURRENCY_LABELS.apex.slice(0, -1)} (ML)`}
            value={economy.crystalsPerApex}
            min={1}
            max={MAX_RATE}
            onChange={(value) => onChange({ type: 'setRate', key: 'crystalsPerApex', value })}
          />
        </div>
        <button type="button" className="btn" disabled={defaultRates} onClick={() => onChange({ type: 'resetRates' })}>
          Restore the game&apos;s rates ({DEFAULT_ECONOMY.crystalsPerAnima} and {DEFAULT_ECONOMY.crystalsPerApex})
        </button>
      </fieldset>
    </section>
  );
}
