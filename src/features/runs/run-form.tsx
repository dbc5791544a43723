import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS_BY_RARITY } from '../../catalogue/lookups';
import { Modal } from '../../components/modal';
import { BANNER_IDS, isBannerId, type BannerId } from '../../engine/types';
import { isCalendarDate } from '../../storage/calendar-date';
import { MAX_RUN_NAME, runFaults, type RunFault } from '../../storage/runs-store';
import type { SharedRun } from './run-link';
import { fieldFaultText, type FieldFault } from './run-words';

interface RunFormProps {
  readonly title: string;
  /** The run being edited, or the new run's starting values. */
  readonly initial: SharedRun;
  readonly onSave: (run: SharedRun) => void;
  readonly onCancel: () => void;
}

type Field = 'featured' | 'name' | 'start' | 'end';

/** Which field each fault belongs to, so its words sit under that field. */
const FAULT_FIELD: Readonly<Record<RunFault, Field>> = {
  'no-featured': 'featured',
  'featured-not-ssr': 'featured',
  'featured-on-other-banner': 'featured',
  'dates-reversed': 'end',
  name: 'name',
};

/** The run the fields describe, and what is wrong with each field that is (worded when shown). */
function check(fields: Record<'banner' | Field, string>): {
  run: SharedRun;
  errors: Partial<Record<Field, FieldFault>>;
} {
  const banner = fields.banner as BannerId;
  const run: SharedRun = {
    banner,
    ...(banner === 'limited' && fields.featured ? { featured: fields.featured } : {}),
    ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
    ...(fields.start ? { start: fields.start } : {}),
    ...(fields.end ? { end: fields.end } : {}),
  };
  const errors: Partial<Record<Field, FieldFault>> = {};
  for (const field of ['start', 'end'] as const) {
    if (fields[field] && !isCalendarDate(fields[field])) errors[field] = 'invalid-date';
  }
  for (const fault of runFaults(run)) errors[FAULT_FIELD[fault]] ??= fault;
  return { run, errors };
}

/** Adds or edits a run: its banner, the character a Limited run features, an optional name and optional days. */
export function RunForm({ title, initial, onSave, onCancel }: RunFormProps) {
  // The faults are worded as the form renders: a language switch rewords them and keeps every field as typed.
  const { t } = useLingui();
  const id = useId();
  const formId = `${id}-form`;
  const [fields, setFields] = useState<Record<'banner' | Field, string>>({
    banner: initial.banner,
    featured: initial.featured ?? '',
    name: initial.name ?? '',
    start: initial.start ?? '',
    end: initial.end ?? '',
  });
  const [shown, setShown] = useState<Partial<Record<Field, FieldFault>>>({});
  const set = (field: 'banner' | Field, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    // A changed field's words go; a changed day takes the other day's "before" words with it.
    const cleared: Field[] =
      field === 'banner' ? ['featured'] : field === 'name' || field === 'featured' ? [field] : ['start', 'end'];
    setShown((s) => ({ ...s, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { run, errors } = check(fields);
    setShown(errors);
    const first = (['featured', 'name', 'start', 'end'] as const).find((f) => errors[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSave(run);
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown[name] !== undefined,
    'aria-describedby': shown[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    shown[name] && (
      <span id={`${id}-${name}-error`} className="run-field-error">
        {fieldFaultText(shown[name])}
      </span>
    );

  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn primary-btn" form={formId}>
            <Trans>Save run</Trans>
          </button>
        </>
      }
    >
      <form id={formId} className="run-form" onSubmit={submit} noValidate>
        <div className="run-field">
          <label htmlFor={`${id}-banner`}>
            <Trans>Banner</Trans>
          </label>
          <select
            id={`${id}-banner`}
            value={fields.banner}
            onChange={(e) => isBannerId(e.target.value) && set('banner', e.target.value)}
          >
            {BANNER_IDS.map((b) => (
              <option key={b} value={b}>
                {BANNER_LABELS[b]}
              </option>
            ))}
          </select>
        </div>
        {fields.banner === 'limited' && (
          <div className="run-field">
            <label htmlFor={`${id}-featured`}>
              <Trans>Featured character</Trans>
            </label>
            <select {...field('featured')} value={fields.featured} onChange={(e) => set('featured', e.target.value)}>
              <option value="">{t`Choose an SSR…`}</option>
              {CHARACTERS_BY_RARITY.ssr.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {error('featured')}
          </div>
        )}
        <div className="run-field">
          <label htmlFor={`${id}-name`}>
            <Trans>Name (optional)</Trans>
          </label>
          <input
            {...field('name')}
            type="text"
            maxLength={MAX_RUN_NAME}
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </div>
        <div className="run-field">
          <label htmlFor={`${id}-start`}>
            <Trans>First day (optional)</Trans>
          </label>
          <input {...field('start')} type="date" value={fields.start} onChange={(e) => set('start', e.target.value)} />
          {error('start')}
        </div>
        <div className="run-field">
          <label htmlFor={`${id}-end`}>
            <Trans>Last day (optional)</Trans>
          </label>
          <input {...field('end')} type="date" value={fields.end} onChange={(e) => set('end', e.target.value)} />
          {error('end')}
        </div>
      </form>
    </Modal>
  );
}
