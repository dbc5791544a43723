import { useEffect, useState } from 'react';
import { formatCount, listing, plansPart, plural, runsPart } from '../storage/format';
import { planImport, savedLocal, summarise, teamCount, type DataFile, type ImportMode } from '../lib/data-file';
import { summonStore, type SummonStore } from '../lib/summons';
import { MAX_PLANS } from '../storage/plan-store';
import { MAX_RUNS } from '../storage/runs-store';
import { MAX_LISTS } from '../storage/tier-list-store';

/** The import's steps in the Your data dialog: what the file holds, then the question before it is applied. */

export type Message = { readonly text: string; readonly tone: 'error' | 'success' };

export type Step =
  | { readonly kind: 'start'; readonly message?: Message }
  /** `closable`: nothing is being written (a file being checked), so closing the dialog just stops the work. */
  | { readonly kind: 'working'; readonly text: string; readonly closable?: boolean }
  | { readonly kind: 'preview'; readonly data: DataFile; readonly fileName: string }
  | {
      readonly kind: 'confirm';
      readonly data: DataFile;
      readonly fileName: string;
      readonly mode: ImportMode;
      readonly message?: Message;
    };

export function exportedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'an unknown date'
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
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
  const summary = summarise(step.data);
  return (
    <>
      <h3 className="data-heading">What the file holds</h3>
      <p className="data-file-name">
        {step.fileName}, exported {exportedOn(step.data.exportedAt)}
      </p>
      <dl className="data-summary" data-testid="data-summary">
        <dt>Pulls</dt>
        <dd>{formatCount(summary.pulls)}</dd>
        <dt>Summon count</dt>
        <dd>{formatCount(summary.summonCount)}</dd>
        <dt>Tier lists</dt>
        <dd>{formatCount(summary.tierLists)}</dd>
        <dt>Teams</dt>
        <dd>{formatCount(summary.teams)}</dd>
        <dt>Plans</dt>
        <dd>{formatCount(summary.plans)}</dd>
        {summary.runs > 0 && (
          <>
            <dt>Banner runs</dt>
            <dd>{formatCount(summary.runs)}</dd>
          </>
        )}
        <dt>Theme</dt>
        <dd>{summary.theme}</dd>
      </dl>
      <p>
        <strong>Replace my data</strong>: everything you have now (pull history, summon count, counters, tier lists,
        teams, plans, banner runs and theme) is replaced by the file&apos;s.
      </p>
      <p>
        <strong>Merge</strong>: the file&apos;s pulls are added after yours, numbered on from your summon count, and
        each banner the file has pulls on takes the file&apos;s pity and SR counters. Its tier lists are added beside
        yours (renamed with a number when the name is taken; at most {MAX_LISTS} lists), its teams fill the content
        slots where you have none, its plans are added beside yours (at most {MAX_PLANS}), its banner runs after yours
        (each once; at most {MAX_RUNS}), and your theme stays.
      </p>
      <div className="data-actions">
        <button type="button" className="btn danger-btn" onClick={() => onChoose('replace')}>
          Replace my data
        </button>
        <button type="button" className="btn" onClick={() => onChoose('merge')}>
          Merge
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

export function StepMessage({ message }: { message: Message | undefined }) {
  if (!message) return null;
  return (
    <p
      className={`data-message ${message.tone}`}
      role={message.tone === 'error' ? 'alert' : 'status'}
      data-testid="data-message"
    >
      {message.text}
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
  const saved = savedLocal();
  const plan = planImport(step.data, step.mode, saved);
  const history = step.data.history;
  const current = summonStore().getSnapshot();
  const currentLists = saved.tierLists?.lists.length ?? 0;
  const currentTeams = teamCount(saved.teams);
  const currentPlans = saved.plans;
  const preview = useMergePreview(step.mode === 'merge' ? history : null);
  // Until the history is compared with the file, the file's own numbers; then what the merge would really add.
  const adds = preview ? preview.report.added.pulls : history.pulls;
  const becomes = preview ? preview.summonCount : current.summonCount + history.summonCount;
  const already = preview?.report.already;
  const text =
    step.mode === 'replace'
      ? `Replace all your data with the file's? Your ${plural(current.storedPulls, 'pull', 'pulls')} (summon count ${formatCount(current.summonCount)}), ${listing([plural(currentLists, 'tier list', 'tier lists'), plural(currentTeams, 'team', 'teams'), ...plansPart(currentPlans?.plans.length ?? 0), ...runsPart(saved.runs?.length ?? 0)])} will be gone. Export your data first if you may want them back.`
      : `Merge the file into your data? This adds ${plural(adds, 'pull', 'pulls')} (your summon count becomes ${formatCount(becomes)}), ${listing([plural(plan.addedTierLists, 'tier list', 'tier lists'), plural(plan.addedTeams, 'team', 'teams'), ...plansPart(plan.addedPlans), ...runsPart(plan.addedRuns)])}.` +
        (already && already.batches > 0
          ? ` ${plural(already.batches, 'batch', 'batches')} (${plural(already.pulls, 'pull', 'pulls')}) ${already.batches === 1 ? 'is' : 'are'} already in your history and will be skipped.`
          : '') +
        (plan.leftOutTierLists > 0
          ? ` ${plural(plan.leftOutTierLists, 'tier list', 'tier lists')} will be left out: at most ${MAX_LISTS} fit.`
          : '') +
        (plan.leftOutPlans > 0
          ? ` ${plural(plan.leftOutPlans, 'plan')} will be left out: at most ${MAX_PLANS} fit.`
          : '') +
        (plan.leftOutRuns > 0
          ? ` ${plural(plan.leftOutRuns, 'banner run')} will be left out: at most ${MAX_RUNS} fit.`
          : '') +
        (plan.addedOwned > 0
          ? ` ${plural(plan.addedOwned, 'owned character gains', 'owned characters gain')} copies (the larger count wins).`
          : '');
  return (
    <>
      <h3 className="data-heading">{step.mode === 'replace' ? 'Replace my data?' : 'Merge?'}</h3>
      <StepMessage message={step.message} />
      <p>{text}</p>
      <div className="data-actions">
        {step.mode === 'replace' && (
          <button type="button" className="btn" onClick={onExport}>
            Download my data first
          </button>
        )}
        <button type="button" className="btn danger-btn" onClick={onConfirm}>
          {step.mode === 'replace' ? 'Yes, replace my data' : 'Yes, merge'}
        </button>
        <button type="button" className="btn" onClick={onBack} data-autofocus>
          Back
        </button>
      </div>
    </>
  );
}
