import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyLink } from '../../components/copy-link';
import { Notice } from '../../components/notice';
import { useDocumentTitle } from '../../components/use-document-title';
import { RUNS_PATH, featuredName, runDates, runLabel, runName, sameRun, useRuns } from '../../lib/runs';
import { MAX_RUNS, newRunId, SPECIFIED_RUN_ID, type BannerRun } from '../../storage/runs-store';
import { RunForm } from './run-form';
import { decodeRun, RUN_PARAM, runSearch, type SharedRun } from './run-link';
import { LINK_WORDS, LIST_WORDS, STORE_WORDS } from './run-words';
import './runs.css';

/** Where this screen lives; a run link opens it with `?run=`. */

type Editing = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly run: BannerRun } | null;
/** Where focus goes after the list changed under it: a run's button, or the Add button. */
type FocusTarget = { readonly id: string; readonly action: 'up' | 'down' } | 'add' | null;

/**
 * The banner runs the player sets up: the specified Limited banner first (always there, unchanged), then the
 * player's, which can be added, edited, moved, removed and shared. A run link in the address is offered once, then
 * leaves the address, so a reload does not offer it again.
 */
export function RunsPage() {
  useDocumentTitle('Banner runs');
  const location = useLocation();
  const navigate = useNavigate();
  const [offered] = useState(() => new URLSearchParams(location.search).get(RUN_PARAM) ?? undefined);
  const [offer, setOffer] = useState(() => (offered === undefined ? undefined : decodeRun(offered)));
  const { runs, newer, save } = useRuns();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BannerRun | null>(null);
  // One live region, always there, whose text changes: what a change did. Failures are alerts of their own.
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  const setFocus = (target: FocusTarget) => (pendingFocus.current = target);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (offered !== undefined) navigate({ pathname: location.pathname }, { replace: true });
  }, [offered, location.pathname, navigate]);

  // After the list changed under the focused button (a move, a removal), focus goes where the player can go on.
  useLayoutEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    pendingFocus.current = null;
    if (focus === 'add') {
      addButton.current?.focus();
      return;
    }
    const item = list.current?.querySelector(`[data-run="${focus.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const full = runs.length - 1 >= MAX_RUNS;
  const alreadyThere = offer?.kind === 'run' && runs.some((r) => sameRun(r, offer.run));

  function commit(next: readonly BannerRun[], done: string): boolean {
    if (!save(next)) {
      setFailure(STORE_WORDS.notSaved);
      return false;
    }
    setFailure(null);
    setStatus(done);
    return true;
  }

  function add(run: SharedRun): boolean {
    if (runs.length - 1 >= MAX_RUNS) {
      setFailure(LIST_WORDS.full);
      return false;
    }
    return commit([...runs, { ...run, id: newRunId() }], LINK_WORDS.added(runName(run)));
  }

  function edit(id: string, run: SharedRun): boolean {
    if (!runs.some((r) => r.id === id)) {
      setFailure(LIST_WORDS.goneMeanwhile);
      return true;
    }
    return commit(
      runs.map((r) => (r.id === id ? { ...run, id } : r)),
      '',
    );
  }

  function move(index: number, by: -1 | 1) {
    const next = [...runs];
    const [run] = next.splice(index, 1);
    next.splice(index + by, 0, run!);
    // Places count the player's runs only: the specified one is always first.
    if (commit(next, LIST_WORDS.moved(runName(run!), index + by, next.length - 1))) {
      setFocus({ id: run!.id, action: by < 0 ? 'up' : 'down' });
    }
  }

  return (
    <div className="runs" data-testid="screen-runs">
      <p className="runs-back">
        <Link to="/summons">← Summon</Link>
      </p>
      <h1>Banner runs</h1>
      <p className="runs-intro">
        A run is a banner as the game runs it for a while: a Limited banner with its featured character, or Perma or ML,
        with the days it is on. Your runs are kept in this browser and in your backups, and each can be shared as a
        link.
      </p>
      {newer && (
        <p className="notice" role="alert">
          {STORE_WORDS.newer}
        </p>
      )}
      {offer?.kind === 'damaged' && <Notice message={LINK_WORDS.damaged} onDismiss={() => setOffer(undefined)} />}
      {offer?.kind === 'newer' && (
        <Notice message={LINK_WORDS.newer(offer.version)} onDismiss={() => setOffer(undefined)} />
      )}
      {offer?.kind === 'run' && alreadyThere && <p className="runs-note">{LINK_WORDS.already(runName(offer.run))}</p>}
      {offer?.kind === 'run' && !alreadyThere && (
        <Notice tone="advice" message={LINK_WORDS.offer(runLabel(offer.run))} onDismiss={() => setOffer(undefined)}>
          <button
            type="button"
            className="btn"
            disabled={newer || full}
            onClick={() => {
              if (add(offer.run)) {
                setOffer(undefined);
                setFocus('add');
              }
            }}
          >
            Add to my runs
          </button>
        </Notice>
      )}
      {failure && <Notice message={failure} onDismiss={() => setFailure(null)} />}
      <p className="runs-note" role="status" data-testid="runs-message">
        {status}
      </p>
      <ol className="runs-list" aria-label="Runs" ref={list}>
        {runs.map((run, index) => (
          <RunItem
            key={run.id}
            run={run}
            first={index <= 1}
            last={index === runs.length - 1}
            locked={newer}
            onEdit={() => setEditing({ kind: 'edit', run })}
            onRemove={() => setRemoving(run)}
            onMove={(by) => move(index, by)}
          />
        ))}
      </ol>
      <p>
        <button
          ref={addButton}
          type="button"
          className="btn"
          disabled={newer || full}
          onClick={() => setEditing({ kind: 'add' })}
        >
          Add a run
        </button>
      </p>
      {full && <p className="runs-note">{LIST_WORDS.full}</p>}
      {editing?.kind === 'add' && (
        <RunForm
          title="Add a run"
          initial={{ banner: 'limited' }}
          onCancel={() => setEditing(null)}
          onSave={(run) => add(run) && setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <RunForm
          title="Edit the run"
          initial={editing.run}
          onCancel={() => setEditing(null)}
          onSave={(run) => edit(editing.run.id, run) && setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this run?"
          confirmLabel="Remove"
          cancelLabel="Keep it"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            commit(
              runs.filter((r) => r.id !== removing.id),
              LIST_WORDS.removed(runName(removing)),
            );
            setRemoving(null);
            // The dialog gives focus back to its opener, which is gone with the run.
            setFocus('add');
          }}
        >
          <p>{LIST_WORDS.removeQuestion(runLabel(removing))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

interface RunItemProps {
  readonly run: BannerRun;
  /** First among the player's runs: it cannot move above the specified one. */
  readonly first: boolean;
  readonly last: boolean;
  readonly locked: boolean;
  onEdit(): void;
  onRemove(): void;
  onMove(by: -1 | 1): void;
}

function RunItem({ run, first, last, locked, onEdit, onRemove, onMove }: RunItemProps) {
  const name = runName(run);
  const dates = runDates(run);
  const featured = featuredName(run);
  const details = [BANNER_LABELS[run.banner], featured && `featuring ${featured}`, dates].filter(Boolean).join(' · ');
  if (run.id === SPECIFIED_RUN_ID) {
    return (
      <li className="run-item" data-testid="run-specified">
        <span className="run-name">{name}</span>
        <span className="run-details">{details} · as specified, always offered</span>
      </li>
    );
  }
  const { id: _id, ...shared } = run;
  return (
    <li className="run-item" data-testid={`run-${run.id}`} data-run={run.id}>
      <span className="run-name">{name}</span>
      <span className="run-details">{details}</span>
      <span className="run-actions">
        <button type="button" className="btn" disabled={locked} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
        <button
          type="button"
          className="btn"
          data-action="up"
          disabled={locked || first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${name} up`}
        >
          Up
        </button>
        <button
          type="button"
          className="btn"
          data-action="down"
          disabled={locked || last}
          onClick={() => onMove(1)}
          aria-label={`Move ${name} down`}
        >
          Down
        </button>
        <button type="button" className="btn" disabled={locked} onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
        <CopyLink href={`${RUNS_PATH}${runSearch(shared)}`} label="Share" name={`Link to ${name}`} />
      </span>
    </li>
  );
}
