import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Modal } from '../components/modal';
import { useTheme } from '../components/theme-context';
import { switchLanguage } from '../i18n/i18n';
import { applyImport, readDataFile, type DataFile, type ImportMode } from '../lib/data-file';
import { summonStore } from '../lib/summons';
import { backedUpPrint, loadBackupRecord, noteBackedUp, storedSummonCount } from '../storage/backup-record';
import { describeError } from '../storage/error-wording';
import './data-modal.css';
import { Confirm, exportedOn, Preview, StepMessage, type Step } from './data-import-steps';
import { exportEverything } from './export-data';
import { StorageStatus } from './storage-status';

/** Lets "Checking the file…" paint before a long synchronous check. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
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
      // Already saved with the rest of the import: only put in place.
      if (outcome.plan.language) void switchLanguage(outcome.plan.language, { save: false });
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
