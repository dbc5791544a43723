import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatCount, listing, plansPart, plural } from '../components/format';
import { Modal } from '../components/modal';
import { useTheme } from '../components/theme-context';
import {
  applyImport,
  planImport,
  readDataFile,
  savedLocal,
  summarise,
  teamCount,
  type DataFile,
  type ImportMode,
} from '../lib/data-file';
import { summonStore, type SummonStore } from '../lib/summons';
import { backedUpPrint, loadBackupRecord, noteBackedUp, storedSummonCount } from '../storage/backup-record';
import { describeError } from '../storage/error-wording';
import { MAX_PLANS } from '../storage/plan-store';
import { MAX_LISTS } from '../storage/tier-list-store';
import './data-modal.css';
import { exportEverything } from './export-data';
import { StorageStatus } from './storage-status';

type Message = { readonly text: string; readonly tone: 'error' | 'success' };

type Step =
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

/** Lets "Checking the file…" paint before a long synchronous check. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function exportedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'an unknown date'
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The player's data: export it all to one file, or import such a file (replace or merge, after confirming). */
export function DataModal({ onClose, onImported }: { onClose: () => void; onImported?: () => void }) {
  const { theme, chooseTheme } = useTheme();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  // A file being checked when the dialog closes: its check (seconds in a worker for a big file) stops with it.
  const checking = useRef<AbortController | null>(null);
  useEffect(() => () => checking.current?.abort(), []);

  // A new step replaces the buttons that had focus: focus moves to the new step's first control.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const region = stepRef.current;
    const target =
      region?.querySelector<HTMLElement>('[data-autofocus]') ??
      region?.querySelector<HTMLElement>('button:not([disabled])') ??
      region;
    target?.focus();
  }, [step]);

  /** Exports everything; afterwards the dialog shows `back` (the start, or the Replace it was asked from). */
  async function exportData(back: Extract<Step, { kind: 'start' | 'confirm' }> = { kind: 'start' }) {
    setStep({ kind: 'working', text: 'Preparing your data…' });
    try {
      setStep({ ...back, message: { tone: 'success', text: await exportEverything(theme) } });
    } catch (error) {
      const text = describeError(error, 'export');
      setStep({ ...back, message: text === null ? undefined : { tone: 'error', text } });
    }
  }

  async function readFile(file: File) {
    setStep({ kind: 'working', text: 'Checking the file…', closable: true });
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    const store = summonStore();
    await store.start();
    await nextFrame();
    let result: Awaited<ReturnType<typeof readDataFile>>;
    try {
      result = await readDataFile(file, store.rules, { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn(error);
      const text = describeError(error, 'read-file');
      if (text === null) {
        checking.current = null;
        setStep({ kind: 'start' });
        return;
      }
      result = { ok: false, message: text };
    }
    if (controller.signal.aborted) return;
    checking.current = null;
    setStep(
      result.ok
        ? { kind: 'preview', data: result.data, fileName: file.name }
        : { kind: 'start', message: { tone: 'error', text: result.message } },
    );
  }

  async function runImport(data: DataFile, mode: ImportMode) {
    setStep({ kind: 'working', text: 'Importing…' });
    let outcome: Awaited<ReturnType<typeof applyImport>>;
    try {
      outcome = await applyImport(summonStore(), data, mode);
    } catch (error) {
      console.warn(error);
      const text = describeError(error, 'import');
      if (text === null) {
        setStep({ kind: 'start' });
        return;
      }
      outcome = { ok: false, message: text };
    }
    if (outcome.ok) {
      // After a Replace the data is the file's: it is backed up in that file, so the reminder counts from here.
      if (mode === 'replace') {
        noteBackedUp(Date.now(), { print: backedUpPrint(), summonCount: storedSummonCount(), exported: false });
      }
      if (outcome.plan.theme) chooseTheme(outcome.plan.theme);
      onImported?.();
    }
    setStep({ kind: 'start', message: { tone: outcome.ok ? 'success' : 'error', text: outcome.message } });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && step.kind !== 'working') void readFile(file);
  }

  // Read afresh on each render, so an export made from this dialog shows at once.
  const lastExport = loadBackupRecord()?.exportedAt ?? null;
  let body: ReactNode;
  if (step.kind === 'working') {
    body = (
      <p className="data-working" role="status">
        {step.text}
      </p>
    );
  } else if (step.kind === 'preview') {
    body = (
      <Preview
        step={step}
        onChoose={(mode) => setStep({ ...step, kind: 'confirm', mode })}
        onCancel={() => setStep({ kind: 'start' })}
      />
    );
  } else if (step.kind === 'confirm') {
    body = (
      <Confirm
        step={step}
        onConfirm={() => void runImport(step.data, step.mode)}
        onExport={() => void exportData({ ...step, message: undefined })}
        onBack={() => setStep({ kind: 'preview', data: step.data, fileName: step.fileName })}
      />
    );
  } else {
    body = (
      <>
        <StepMessage message={step.message} />
        <p>
          Everything you keep on this site (pull history, summon count, pity counters, tier lists, teams, pull plans and
          theme) lives only in this browser. Export it to a file to keep a copy or to move it to another browser.
        </p>
        <div className="data-actions">
          <button type="button" className="btn" onClick={() => void exportData()}>
            Export my data
          </button>
          <button type="button" className="btn" onClick={() => inputRef.current?.click()}>
            Import
          </button>
          <input
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            aria-label="Data file to import"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
        </div>
        <p className="data-hint">
          Import reads a file made with Export my data (you can also drop it here) and shows what it holds before
          anything changes.
        </p>
        <p className="data-hint" data-testid="last-export">
          {lastExport === null
            ? 'You have not exported your data from this browser yet.'
            : `Last exported from this browser on ${exportedOn(new Date(lastExport).toISOString())}.`}
        </p>
        <StorageStatus />
      </>
    );
  }

  return (
    // While an import or export is being written the dialog stays open, so its outcome is always seen. A file being
    // checked writes nothing: closing the dialog then stops the check.
    <Modal title="Your data" onClose={() => (step.kind !== 'working' || step.closable) && onClose()}>
      <div
        ref={stepRef}
        tabIndex={-1}
        className={dragging ? 'data-step dragging' : 'data-step'}
        data-testid="data-modal"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {body}
      </div>
    </Modal>
  );
}

function Preview({
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
        <dt>Theme</dt>
        <dd>{summary.theme}</dd>
      </dl>
      <p>
        <strong>Replace my data</strong>: everything you have now (pull history, summon count, counters, tier lists,
        teams, plans and theme) is replaced by the file&apos;s.
      </p>
      <p>
        <strong>Merge</strong>: the file&apos;s pulls are added after yours, numbered on from your summon count, and
        each banner the file has pulls on takes the file&apos;s pity and SR counters. Its tier lists are added beside
        yours (renamed with a number when the name is taken; at most {MAX_LISTS} lists), its teams fill the content
        slots where you have none, its plans are added beside yours (at most {MAX_PLANS}), and your theme stays.
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

function StepMessage({ message }: { message: Message | undefined }) {
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

function Confirm({
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
      ? `Replace all your data with the file's? Your ${plural(current.storedPulls, 'pull', 'pulls')} (summon count ${formatCount(current.summonCount)}), ${listing([plural(currentLists, 'tier list', 'tier lists'), plural(currentTeams, 'team', 'teams'), ...plansPart(currentPlans?.plans.length ?? 0)])} will be gone. Export your data first if you may want them back.`
      : `Merge the file into your data? This adds ${plural(adds, 'pull', 'pulls')} (your summon count becomes ${formatCount(becomes)}), ${listing([plural(plan.addedTierLists, 'tier list', 'tier lists'), plural(plan.addedTeams, 'team', 'teams'), ...plansPart(plan.addedPlans)])}.` +
        (already && already.batches > 0
          ? ` ${plural(already.batches, 'batch', 'batches')} (${plural(already.pulls, 'pull', 'pulls')}) ${already.batches === 1 ? 'is' : 'are'} already in your history and will be skipped.`
          : '') +
        (plan.leftOutTierLists > 0
          ? ` ${plural(plan.leftOutTierLists, 'tier list', 'tier lists')} will be left out: at most ${MAX_LISTS} fit.`
          : '') +
        (plan.leftOutPlans > 0
          ? ` ${plural(plan.leftOutPlans, 'plan')} will be left out: at most ${MAX_PLANS} fit.`
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
