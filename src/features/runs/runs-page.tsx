import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { useDocumentTitle } from '../../components/use-document-title';
import { sameRun, useRuns } from '../../lib/runs';
import { MAX_RUNS, newRunId, type BannerRun } from '../../storage/runs-store';
import { RunForm } from './run-form';
import { RunItem } from './run-item';
import { decodeRun, RUN_PARAM, type SharedRun } from './run-link';
import {
  changeText,
  failureText,
  fullText,
  LINK_WORDS,
  newerRunsText,
  removeQuestionText,
  type RunsChange,
  type RunsFailure,
} from './run-words';
import './runs.css';

type Editing = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly run: BannerRun } | null;
/** Where focus goes after the list changed under it: a run's button, or the Add button. */
type FocusTarget = { readonly id: string; readonly action: 'up' | 'down' } | 'add' | null;

/**
 * The banner runs the player sets up: the specified Limited banner first (always there, unchanged), then the
 * player's, which can be added, edited, moved, removed and shared. A run link in the address is offered once, then
 * leaves the address, so a reload does not offer it again.
 */
export function RunsPage() {
  // Everything said here is worded as the screen renders: a switch of language rewords it and keeps the rest.
  const { t } = useLingui();
  useDocumentTitle(t`Banner runs`);
  const location = useLocation();
  const navigate = useNavigate();
  const [offered] = useState(() => new URLSearchParams(location.search).get(RUN_PARAM) ?? undefined);
  const [offer, setOffer] = useState(() => (offered === undefined ? undefined : decodeRun(offered)));
  const { runs, newer, save } = useRuns();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BannerRun | null>(null);
  // One live region, always there, whose text changes: what a change did. Failures are alerts of their own.
  const [status, setStatus] = useState<RunsChange | null>(null);
  const [failure, setFailure] = useState<RunsFailure | null>(null);
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

  function commit(next: readonly BannerRun[], done: RunsChange | null): boolean {
    if (!save(next)) {
      setFailure('not-saved');
      return false;
    }
    setFailure(null);
    setStatus(done);
    return true;
  }

  function add(run: SharedRun): boolean {
    if (runs.length - 1 >= MAX_RUNS) {
      setFailure('full');
      return false;
    }
    return commit([...runs, { ...run, id: newRunId() }], { kind: 'added', run });
  }

  function edit(id: string, run: SharedRun): boolean {
    if (!runs.some((r) => r.id === id)) {
      setFailure('gone-meanwhile');
      return true;
    }
    return commit(
      runs.map((r) => (r.id === id ? { ...run, id } : r)),
      null,
    );
  }

  function move(index: number, by: -1 | 1) {
    const next = [...runs];
    const [run] = next.splice(index, 1);
    next.splice(index + by, 0, run!);
    // Places count the player's runs only: the specified one is always first.
    if (commit(next, { kind: 'moved', run: run!, place: index + by, of: next.length - 1 })) {
      setFocus({ id: run!.id, action: by < 0 ? 'up' : 'down' });
    }
  }

  return (
    <div className="runs" data-testid="screen-runs">
      <p className="runs-back">
        <Link to="/summons">
          <Trans>← Summon</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Banner runs</Trans>
      </h1>
      <p className="runs-intro">
        <Trans>
          A run is a banner as the game runs it for a while: a Limited banner with its featured character, or Perma or
          ML, with the days it is on. Your runs are kept in this browser and in your backups, and each can be shared as
          a link.
        </Trans>
      </p>
      {newer && (
        <p className="notice" role="alert">
          {newerRunsText()}
        </p>
      )}
      {offer?.kind === 'damaged' && <Notice message={LINK_WORDS.damaged()} onDismiss={() => setOffer(undefined)} />}
      {offer?.kind === 'newer' && (
        <Notice message={LINK_WORDS.newer(offer.version)} onDismiss={() => setOffer(undefined)} />
      )}
      {offer?.kind === 'run' && alreadyThere && <p className="runs-note">{LINK_WORDS.already(offer.run)}</p>}
      {offer?.kind === 'run' && !alreadyThere && (
        <Notice tone="advice" message={LINK_WORDS.offer(offer.run)} onDismiss={() => setOffer(undefined)}>
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
            <Trans>Add to my runs</Trans>
          </button>
        </Notice>
      )}
      {failure && <Notice message={failureText(failure)} onDismiss={() => setFailure(null)} />}
      <p className="runs-note" role="status" data-testid="runs-message">
        {status && changeText(status)}
      </p>
      <ol className="runs-list" aria-label={t`Runs`} ref={list}>
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
          <Trans>Add a run</Trans>
        </button>
      </p>
      {full && <p className="runs-note">{fullText()}</p>}
      {editing?.kind === 'add' && (
        <RunForm
          title={t`Add a run`}
          initial={{ banner: 'limited' }}
          onCancel={() => setEditing(null)}
          onSave={(run) => add(run) && setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <RunForm
          title={t`Edit the run`}
          initial={editing.run}
          onCancel={() => setEditing(null)}
          onSave={(run) => edit(editing.run.id, run) && setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove this run?`}
          confirmLabel={t`Remove`}
          cancelLabel={t({ context: 'Keeping a banner run rather than removing it', message: 'Keep it' })}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            commit(
              runs.filter((r) => r.id !== removing.id),
              { kind: 'removed', run: removing },
            );
            setRemoving(null);
            // The dialog gives focus back to its opener, which is gone with the run.
            setFocus('add');
          }}
        >
          <p>{removeQuestionText(removing)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
