import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyLink } from '../../components/copy-link';
import { Notice } from '../../components/notice';
import { useDocumentTitle } from '../../components/use-document-title';
import { featuredName, runDates, runLabel, runName, sameRun, useRuns } from '../../lib/runs';
import { MAX_RUNS, newRunId, SPECIFIED_RUN_ID, type BannerRun } from '../../storage/runs-store';
import { RunForm } from './run-form';
import { decodeRun, RUN_PARAM, runSearch, type SharedRun } from './run-link';
import { LINK_WORDS, STORE_WORDS } from './run-words';
import './runs.css';

/** Where this screen lives; a run link opens it with `?run=`. */
export const RUNS_PATH = '/summons/runs';

type Editing = { readonly kind: 'add' } | { readonly kind: 'edit'; readonly run: BannerRun } | null;
type Message = { readonly tone: 'alert' | 'status'; readonly text: string } | null;

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
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (offered !== undefined) navigate({ pathname: location.pathname }, { replace: true });
  }, [offered, location.pathname, navigate]);

  const full = runs.length - 1 >= MAX_RUNS;
  const alreadyThere = offer?.kind === 'run' && runs.some((r) => sameRun(r, offer.run));

  function commit(next: readonly BannerRun[], done?: string): boolean {
    if (!save(next)) {
      setMessage({ tone: 'alert', text: STORE_WORDS.notSaved });
      return false;
    }
    setMessage(done ? { tone: 'status', text: done } : null);
    return true;
  }

  function add(run: SharedRun): boolean {
    return commit([...runs, { ...run, id: newRunId() }]);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...runs];
    const [run] = next.splice(index, 1);
    next.splice(index + by, 0, run!);
    commit(next);
  }

  return (
    <div className="runs" data-testid="screen-runs">
      <p className="runs-back">
        <Link to="/summons">← Summon</Link>
      </p>
      <h1>Banner runs</h1>
      <p className="runs-intro">
        A run is a banner as the game runs it for a while: a Limited banner with its featured character, or Perma or ML,
        with the days it is on. Every Limited run shares the Limited pity and SR counters, as the game carries them from
        one Limited banner to the next.
      </p>
      {newer && (
        <p className="notice" role="alert">
          {STORE_WORDS.newer}
        </p>
      )}
      {offer?.kind === 'damaged' && <Notice message={LINK_WORDS.damaged} onDismiss={() => setOffer(undefined)} />}
      {offer?.kind === 'newer' && <Notice message={LINK_WORDS.newer} onDismiss={() => setOffer(undefined)} />}
      {offer?.kind === 'run' && alreadyThere && (
        <p className="runs-note" role="status" data-testid="runs-message">
          {LINK_WORDS.already(runName(offer.run))}
        </p>
      )}
      {offer?.kind === 'run' && !alreadyThere && (
        <Notice tone="advice" message={`A shared run: ${runLabel(offer.run)}.`} onDismiss={() => setOffer(undefined)}>
          <button
            type="button"
            className="btn"
            disabled={newer || full}
            onClick={() => {
              if (add(offer.run)) {
                setMessage({ tone: 'status', text: LINK_WORDS.added(runName(offer.run)) });
                setOffer(undefined);
              }
            }}
          >
            Add to my runs
          </button>
        </Notice>
      )}
      {offer?.kind === 'run' && !alreadyThere && full && <p className="runs-note">{LINK_WORDS.full}</p>}
      {message &&
        (message.tone === 'alert' ? (
          <Notice message={message.text} onDismiss={() => setMessage(null)} />
        ) : (
          <p className="runs-note" role="status" data-testid="runs-message">
            {message.text}
          </p>
        ))}
      <ol className="runs-list" aria-label="Runs">
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
        <button type="button" className="btn" disabled={newer || full} onClick={() => setEditing({ kind: 'add' })}>
          Add a run
        </button>
        {full && <span className="runs-note"> {`You have ${MAX_RUNS} runs, the most the site keeps.`}</span>}
      </p>
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
          onSave={(run) =>
            commit(runs.map((r) => (r.id === editing.run.id ? { ...run, id: r.id } : r))) && setEditing(null)
          }
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
              `${runName(removing)} was removed.`,
            );
            setRemoving(null);
          }}
        >
          <p>{runLabel(removing)} will no longer be offered. Pulls already made on it stay in your history.</p>
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
    <li className="run-item" data-testid={`run-${run.id}`}>
      <span className="run-name">{name}</span>
      <span className="run-details">{details}</span>
      <span className="run-actions">
        <button type="button" className="btn" disabled={locked} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
        <button
          type="button"
          className="btn"
          disabled={locked || first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${name} up`}
        >
          Up
        </button>
        <button
          type="button"
          className="btn"
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
