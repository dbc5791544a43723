import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CopyLink } from '../../components/copy-link';
import { i18n } from '../../i18n/i18n';
import { featuredName, runDates, runName, RUNS_PATH } from '../../lib/runs';
import { SPECIFIED_RUN_ID, type BannerRun } from '../../storage/runs-store';
import { runSearch } from './run-link';

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

/** One run of the list: its name, its banner, character and days, and what the player can do with it. */
export function RunItem({ run, first, last, locked, onEdit, onRemove, onMove }: RunItemProps) {
  const { t } = useLingui();
  const name = runName(run);
  const dates = runDates(run);
  const featured = featuredName(run);
  const banner = BANNER_LABELS[run.banner];
  if (run.id === SPECIFIED_RUN_ID) {
    return (
      <li className="run-item" data-testid="run-specified">
        <span className="run-name">{name}</span>
        <span className="run-details">{t`${banner} · featuring ${featured} · as specified, always offered`}</span>
      </li>
    );
  }
  const { id: _id, ...shared } = run;
  return (
    <li className="run-item" data-testid={`run-${run.id}`} data-run={run.id}>
      <span className="run-name">{name}</span>
      <span className="run-details">{details(banner, featured, dates)}</span>
      <span className="run-actions">
        <button type="button" className="btn" disabled={locked} onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className="btn"
          data-action="up"
          disabled={locked || first}
          onClick={() => onMove(-1)}
          aria-label={t`Move ${name} up`}
        >
          <Trans>Up</Trans>
        </button>
        <button
          type="button"
          className="btn"
          data-action="down"
          disabled={locked || last}
          onClick={() => onMove(1)}
          aria-label={t`Move ${name} down`}
        >
          <Trans>Down</Trans>
        </button>
        <button type="button" className="btn" disabled={locked} onClick={onRemove} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </button>
        <CopyLink href={`${RUNS_PATH}${runSearch(shared)}`} label={t`Share`} name={t`Link to ${name}`} />
      </span>
    </li>
  );
}

/** "Limited · featuring Hoyan · until 2027-01-05": the banner, then the character and the days when the run has them. */
function details(banner: string, featured: string | undefined, dates: string | undefined): string {
  if (featured !== undefined && dates !== undefined) return i18n._(msg`${banner} · featuring ${featured} · ${dates}`);
  if (featured !== undefined) return i18n._(msg`${banner} · featuring ${featured}`);
  if (dates !== undefined) return i18n._(msg`${banner} · ${dates}`);
  return banner;
}
