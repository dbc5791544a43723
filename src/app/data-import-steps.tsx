import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  importedText,
  planImport,
  savedLocal,
  summarise,
  teamCount,
  type DataFile,
  type ImportDone,
  type ImportMode,
} from '../lib/data-file';
import { summonStore, type SummonStore } from '../lib/summons';
import { describeError } from '../storage/error-wording';
import type { Action } from '../storage/errors';
import { formatCount, formatDate, intlLocale } from '../storage/format';
import { MAX_PLANS } from '../storage/plan-store';
import { MAX_RUNS } from '../storage/runs-store';
import type { Theme } from '../storage/theme-store';
import { MAX_LISTS } from '../storage/tier-list-store';
import { exportedText, type Exported } from './export-wording';
import { importQuestionText, type ImportQuestion } from './import-question';

/** The import's steps in the Your data dialog: what the file holds, then the question before it is applied. */

/**
 * What the dialog tells the player after an action: what happened, worded as the dialog renders (`saidText`), so a
 * language switch while it shows words it anew.
 */
export type Said =
  | { readonly kind: 'exported'; readonly exported: Exported }
  | { readonly kind: 'imported'; readonly imported: ImportDone }
  /** A failure the dialog caught, worded from its kind and the action (src/storage/error-wording.ts). */
  | { readonly kind: 'failed'; readonly error: unknown; readonly action: Action }
  /** A refusal that comes with its words (a file the check refused, an import that failed), read when shown. */
  | { readonly kind: 'refused'; readonly refusal: { readonly message: string } };

export type Step =
  | { readonly kind: 'start'; readonly said?: Said }
  /** `closable`: nothing is being written (a file being checked), so closing the dialog just stops the work. */
  | { readonly kind: 'working'; readonly doing: 'export' | 'check' | 'import'; readonly closable?: boolean }
  | { readonly kind: 'preview'; readonly data: DataFile; readonly fileName: string }
  | {
      readonly kind: 'confirm';
      readonly data: DataFile;
      readonly fileName: string;
      readonly mode: ImportMode;
      readonly said?: Said;
    };

export function saidText(i18n: I18n, said: Said): string {
  switch (said.kind) {
    case 'exported':
      return exportedText(i18n, said.exported);
    case 'imported':
      return importedText(i18n, said.imported);
    case 'failed':
      // Only a failure with words is kept (a cancellation goes back without one).
      return describeError(said.error, said.action) ?? '';
    case 'refused':
      return said.refusal.message;
  }
}

const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * A moment (an export's) as the language shown writes it, or null when it is no date. As specified keeps the site's
 * own way, "24 Nov 2026, 12:00".
 */
export function momentText(when: string | number): string | null {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  return intlLocale() === 'en-US' ? date.toLocaleString('en-GB', MOMENT) : formatDate(date, MOMENT);
}

function themeName(i18n: I18n, theme: Theme): string {
  return theme === 'light'
    ? i18n._(msg({ message: 'light', context: 'theme' }))
    : i18n._(msg({ message: 'dark', context: 'theme' }));
}

export function Preview({
  step,
  onChoose,
  onCancel,
}: {
  step: Extract<Step, { kind: 'preview' }>;
  onChoose: (mode: ImportMode) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const summary = summarise(step.data);
  const { fileName } = step;
  const date = momentText(step.data.exportedAt);
  return (
    <>
      <h3 className="data-heading">
        <Trans>What the file holds</Trans>
      </h3>
      <p className="data-file-name">
        {date === null ? t`${fileName}, exported an unknown date` : t`${fileName}, exported ${date}`}
      </p>
      <dl className="data-summary" data-testid="data-summary">
        <dt>
          <Trans>Pulls</Trans>
        </dt>
        <dd>{formatCount(summary.pulls)}</dd>
        <dt>
          <Trans>Summon count</Trans>
        </dt>
        <dd>{formatCount(summary.summonCount)}</dd>
        <dt>
          <Trans>Tier lists</Trans>
        </dt>
        <dd>{formatCount(summary.tierLists)}</dd>
        <dt>
          <Trans>Teams</Trans>
        </dt>
        <dd>{formatCount(summary.teams)}</dd>
        <dt>
          <Trans>Plans</Trans>
        </dt>
        <dd>{formatCount(summary.plans)}</dd>
        {summary.runs > 0 && (
          <>
            <dt>
              <Trans>Banner runs</Trans>
            </dt>
            <dd>{formatCount(summary.runs)}</dd>
          </>
        )}
        <dt>
          <Trans>Theme</Trans>
        </dt>
        <dd>{themeName(i18n, summary.theme)}</dd>
      </dl>
      <p>
        <Trans>
          <strong>Replace my data</strong>: everything you have now (pull history, summon count, counters, tier lists,
          teams, plans, banner runs and theme) is replaced by the file&apos;s.
        </Trans>
      </p>
      <p>
        <Trans>
          <strong>Merge</strong>: the file&apos;s pulls are added after yours, numbered on from your summon count, and
          each banner the file has pulls on takes the file&apos;s pity and SR counters. Its tier lists are added beside
          yours (renamed with a number when the name is taken; at most {MAX_LISTS} lists), its teams fill the content
          slots where you have none, its plans are added beside yours (at most {MAX_PLANS}), its banner runs after yours
          (each once; at most {MAX_RUNS}), and your theme stays.
        </Trans>
      </p>
      <div className="data-actions">
        <button type="button" className="btn danger-btn" onClick={() => onChoose('replace')}>
          <Trans>Replace my data</Trans>
        </button>
        <button type="button" className="btn" onClick={() => onChoose('merge')}>
          <Trans>Merge</Trans>
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </>
  );
}

export function StepMessage({ said }: { said: Said | undefined }) {
  const { i18n } = useLingui();
  if (!said) return null;
  const tone = said.kind === 'exported' || said.kind === 'imported' ? 'success' : 'error';
  return (
    <p className={`data-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid="data-message">
      {saidText(i18n, said)}
    </p>
  );
}

/** What a merge of `history` would add to the history as stored now; null while it is being compared (or for none). */
function useMergePreview(history: DataFile['history'] | null) {
  const [preview, setPreview] = useState<Awaited<ReturnType<SummonStore['previewMerge']>>>(null);
  useEffect(() => {
    if (!history) return;
    let live = true;
    summonStore()
      .previewMerge(history)
      .then((next) => live && setPreview(next))
      .catch((error: unknown) => console.warn(error));
    return () => {
      live = false;
    };
  }, [history]);
  return preview;
}

export function Confirm({
  step,
  onConfirm,
  onExport,
  onBack,
}: {
  step: Extract<Step, { kind: 'confirm' }>;
  onConfirm: () => void;
  /** Downloads the current data, then comes back here: the one-click backup before a Replace. */
  onExport: () => void;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  const saved = savedLocal();
  const plan = planImport(step.data, step.mode, saved);
  const history = step.data.history;
  const current = summonStore().getSnapshot();
  const preview = useMergePreview(step.mode === 'merge' ? history : null);
  // Until the history is compared with the file, the file's own numbers; then what the merge would really add.
  const question: ImportQuestion =
    step.mode === 'replace'
      ? {
          mode: 'replace',
          pulls: current.storedPulls,
          summonCount: current.summonCount,
          tierLists: saved.tierLists?.lists.length ?? 0,
          teams: teamCount(saved.teams),
          plans: saved.plans?.plans.length ?? 0,
          runs: saved.runs?.length ?? 0,
        }
      : {
          mode: 'merge',
          pulls: preview ? preview.report.added.pulls : history.pulls,
          summonCount: preview ? preview.summonCount : current.summonCount + history.summonCount,
          plan,
          already: preview?.report.already ?? null,
        };
  return (
    <>
      <h3 className="data-heading">
        {step.mode === 'replace' ? <Trans>Replace my data?</Trans> : <Trans>Merge?</Trans>}
      </h3>
      <StepMessage said={step.said} />
      <p>{importQuestionText(i18n, question)}</p>
      <div className="data-actions">
        {step.mode === 'replace' && (
          <button type="button" className="btn" onClick={onExport}>
            <Trans>Download my data first</Trans>
          </button>
        )}
        <button type="button" className="btn danger-btn" onClick={onConfirm}>
          {step.mode === 'replace' ? <Trans>Yes, replace my data</Trans> : <Trans>Yes, merge</Trans>}
        </button>
        <button type="button" className="btn" onClick={onBack} data-autofocus>
          <Trans>Back</Trans>
        </button>
      </div>
    </>
  );
}
