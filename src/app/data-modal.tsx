import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Modal } from '../components/modal';
import { useTheme } from '../components/theme-context';
import { switchLanguage } from '../i18n/i18n';
import { applyImport, readDataFile, type DataFile, type ImportMode } from '../lib/data-file';
import { summonStore } from '../lib/summons';
import { backedUpPrint, loadBackupRecord, noteBackedUp, storedSummonCount } from '../storage/backup-record';
import { describeError } from '../storage/error-wording';
import './data-modal.css';
import { Confirm, momentText, Preview, StepMessage, type Step } from './data-import-steps';
import { exportEverything } from './export-data';
import { StorageStatus } from './storage-status';

/** Lets "Checking the file…" paint before a long synchronous check. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The player's data: export it all to one file, or import such a file (replace or merge, after confirming). */
export function DataModal({ onClose, onImported }: { onClose: () => void; onImported?: () => void }) {
  const { t } = useLingui();
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
    setStep({ kind: 'working', doing: 'export' });
    try {
      setStep({ ...back, said: { kind: 'exported', exported: await exportEverything(theme) } });
    } catch (error) {
      // A cancellation has nothing to tell.
      const failed = describeError(error, 'export') !== null;
      setStep({ ...back, said: failed ? { kind: 'failed', error, action: 'export' } : undefined });
    }
  }

  async function readFile(file: File) {
    setStep({ kind: 'working', doing: 'check', closable: true });
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
      checking.current = null;
      const failed = describeError(error, 'read-file') !== null;
      setStep({ kind: 'start', said: failed ? { kind: 'failed', error, action: 'read-file' } : undefined });
      return;
    }
    if (controller.signal.aborted) return;
    checking.current = null;
    setStep(
      result.ok
        ? { kind: 'preview', data: result.data, fileName: file.name }
        : { kind: 'start', said: { kind: 'refused', refusal: result } },
    );
  }

  async function runImport(data: DataFile, mode: ImportMode) {
    setStep({ kind: 'working', doing: 'import' });
    let outcome: Awaited<ReturnType<typeof applyImport>>;
    try {
      outcome = await applyImport(summonStore(), data, mode);
    } catch (error) {
      console.warn(error);
      const failed = describeError(error, 'import') !== null;
      setStep({ kind: 'start', said: failed ? { kind: 'failed', error, action: 'import' } : undefined });
      return;
    }
    if (outcome.ok) {
      // After a Replace the data is the file's: it is backed up in that file, so the reminder counts from here.
      if (mode === 'replace') {
        noteBackedUp(Date.now(), { print: backedUpPrint(), summonCount: storedSummonCount(), exported: false });
      }
      if (outcome.plan.theme) chooseTheme(outcome.plan.theme);
      // Already saved with the rest of the import: only put in place.
      if (outcome.plan.language) void switchLanguage(outcome.plan.language, { save: false });
      onImported?.();
    }
    setStep({
      kind: 'start',
      said: outcome.ok ? { kind: 'imported', imported: outcome } : { kind: 'refused', refusal: outcome },
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && step.kind !== 'working') void readFile(file);
  }

  // Read afresh on each render, so an export made from this dialog shows at once.
  const lastExport = loadBackupRecord()?.exportedAt ?? null;
  const date = lastExport === null ? null : momentText(lastExport);
  let body: ReactNode;
  if (step.kind === 'working') {
    const doing = {
      export: t`Preparing your data…`,
      check: t`Checking the file…`,
      import: t`Importing…`,
    }[step.doing];
    body = (
      <p className="data-working" role="status">
        {doing}
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
        onExport={() => void exportData({ ...step, said: undefined })}
        onBack={() => setStep({ kind: 'preview', data: step.data, fileName: step.fileName })}
      />
    );
  } else {
    body = (
      <>
        <StepMessage said={step.said} />
        <p>
          <Trans>
            Everything you keep on this site (pull history, summon count, pity counters, tier lists, teams, pull plans
            and theme) lives only in this browser. Export it to a file to keep a copy or to move it to another browser.
          </Trans>
        </p>
        <div className="data-actions">
          <button type="button" className="btn" onClick={() => void exportData()}>
            <Trans>Export my data</Trans>
          </button>
          <button type="button" className="btn" onClick={() => inputRef.current?.click()}>
            <Trans>Import</Trans>
          </button>
          <input
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            aria-label={t`Data file to import`}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
        </div>
        <p className="data-hint">
          <Trans>
            Import reads a file made with Export my data (you can also drop it here) and shows what it holds before
            anything changes.
          </Trans>
        </p>
        <p className="data-hint" data-testid="last-export">
          {date === null
            ? t`You have not exported your data from this browser yet.`
            : t`Last exported from this browser on ${date}.`}
        </p>
        <StorageStatus />
      </>
    );
  }

  return (
    // While an import or export is being written the dialog stays open, so its outcome is always seen. A file being
    // checked writes nothing: closing the dialog then stops the check.
    <Modal title={t`Your data`} onClose={() => (step.kind !== 'working' || step.closable) && onClose()}>
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
