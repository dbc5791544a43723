import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_EVENT_LABEL, MAX_EVENTS, type SavedPlan } from '../../storage/plan-store';
import { DateField } from './date-field';
import { NO_HOLDINGS } from './plan-defaults';
import { daysBetween } from './plan-dates';
import type { Period, PlanChange } from './plan-edits';
import { HoldingsFields } from './state-fields';

const PERIODS: readonly [Period, MessageDescriptor][] = [
  ['daily', msg`Every day`],
  ['weekly', msg`Every week`],
  ['monthly', msg`Every month`],
];

interface IncomeFieldsProps {
  readonly plan: SavedPlan;
  readonly today: string;
  readonly onChange: (change: PlanChange) => void;
}

/** What the player expects to earn: per day, week and month, and one-off amounts on given dates. */
export function IncomeFields({ plan, today, onChange }: IncomeFieldsProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { income } = plan;
  const events = income.events;
  return (
    <section className="plan-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>What you will earn</Trans>
      </h2>
      <p className="plan-note">
        <Trans>
          Daily income comes at the daily reset, weekly income at the weekly reset, monthly income on the 1st.
        </Trans>
      </p>
      {PERIODS.map(([period, label]) => (
        <fieldset key={period} className="plan-group">
          <legend>{i18n._(label)}</legend>
          <HoldingsFields
            holdings={income[period]}
            onChange={(currency, value) => onChange({ type: 'setIncome', period, currency, value })}
          />
        </fieldset>
      ))}
      <h3>
        <Trans>Events and other one-off amounts</Trans>
      </h3>
      {events.length === 0 && (
        <p className="plan-note">
          <Trans>None yet.</Trans>
        </p>
      )}
      <ol className="plan-events">
        {events.map((event, i) => {
          const place = i + 1;
          const fallback = t`Event ${place}`;
          const name = event.label.trim() || fallback;
          const set = (next: Partial<typeof event>) =>
            onChange({ type: 'setEvent', index: i, event: { ...event, ...next } });
          const past = daysBetween(today, event.date) < 0;
          return (
            // Events have no id of their own; their place is what the fields edit.
            <li key={i}>
              <fieldset className="plan-group">
                <legend>{name}</legend>
                <div className="plan-fields">
                  <DateField
                    label={t`Date`}
                    value={event.date}
                    onChange={(date) => set({ date })}
                    note={past ? t`Past: not counted (its amounts should be on hand).` : undefined}
                  />
                  <div className="plan-field">
                    <label htmlFor={`${headingId}-label-${i}`}>
                      <Trans>Label</Trans>
                    </label>
                    <input
                      id={`${headingId}-label-${i}`}
                      value={event.label}
                      maxLength={MAX_EVENT_LABEL}
                      placeholder={fallback}
                      onChange={(e) => set({ label: e.target.value })}
                    />
                  </div>
                </div>
                <HoldingsFields
                  holdings={event.amounts}
                  onChange={(currency, value) => set({ amounts: { ...event.amounts, [currency]: value } })}
                />
                <button type="button" className="btn" onClick={() => onChange({ type: 'removeEvent', index: i })}>
                  <Trans>Remove {name}</Trans>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn"
        disabled={events.length >= MAX_EVENTS}
        onClick={() => onChange({ type: 'addEvent', event: { date: today, label: '', amounts: NO_HOLDINGS } })}
      >
        <Trans>Add an event</Trans>
      </button>
      {events.length >= MAX_EVENTS && (
        <p className="plan-note">
          <Plural value={MAX_EVENTS} one="A plan holds # event at most." other="A plan holds # events at most." />
        </p>
      )}
    </section>
  );
}
