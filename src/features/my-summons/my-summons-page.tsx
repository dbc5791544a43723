import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../storage/format';
import { BANNER_LABELS } from '../../catalogue/banners';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { PullGrid } from '../../components/pull-grid';
import { useDocumentTitle } from '../../components/use-document-title';
import { summonStore, usePullSource, useSummonState } from '../../lib/summons';
import { loadSelectedBanner } from '../../storage/summon-settings';
import { BatchLinks } from './batch-links';
import { LuckPanel } from './luck-panel';
import './my-summons.css';

/** The player's whole pull history, newest first, read a chunk at a time however long it is. */
export function MySummonsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Summons`);
  // Selected part by part: a running batch's progress ticks do not re-render the history.
  const status = useSummonState((s) => s.status);
  const notice = useSummonState((s) => s.notice);
  const summonCount = useSummonState((s) => s.summonCount);
  const storedPulls = useSummonState((s) => s.storedPulls);
  const running = useSummonState((s) => s.run !== null);
  const busy = useSummonState((s) => s.run !== null || s.waiting);
  const store = summonStore();
  const [onlyTop, setOnlyTop] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const source = usePullSource(onlyTop ? 'top' : 'all');
  const ready = status === 'ready';
  // The banner last chosen on the Summon screen is the 'current banner' whose counters a clear resets.
  const currentBanner = confirming ? loadSelectedBanner() : null;
  const total = formatCount(summonCount);
  const stored = formatCount(storedPulls);
  const bannerName = currentBanner ? BANNER_LABELS[currentBanner] : '';

  return (
    <div className="my-summons" data-testid="screen-my-summons">
      <h1>
        <Trans>My Summons</Trans>
      </h1>
      {notice && <Notice message={notice()} onDismiss={() => store.dismissNotice()} />}
      <div className="my-summons-bar">
        <p className="my-summons-total" data-testid="total-summons">
          <Trans>Total summons: {total}</Trans>
        </p>
        <div className="my-summons-actions">
          <button type="button" className="btn" onClick={() => setOnlyTop((v) => !v)}>
            {onlyTop ? t`Show All` : t`Only SSR & ML`}
          </button>
          <button
            type="button"
            className="btn danger-btn"
            disabled={!ready || busy}
            onClick={() => setConfirming(true)}
          >
            <Trans>Clear All Summons</Trans>
          </button>
        </div>
      </div>
      {busy && (
        <p className="my-summons-note" role="status">
          {running
            ? t`A batch is running on the Summon screen; its pulls appear here once it is saved.`
            : t`Waiting for another tab to finish saving its summons…`}
        </p>
      )}

      {status === 'loading' ? (
        <p className="loading">
          <Trans>Loading your summons…</Trans>
        </p>
      ) : source.count === 0 ? (
        <div className="my-summons-empty">
          <p className="my-summons-empty-text">
            <Trans>No summons found.</Trans>
          </p>
          <p className="my-summons-hint">
            {onlyTop && summonCount > 0 ? (
              t`None of your pulls is an SSR or ML yet: press Show All to see every pull.`
            ) : (
              <Trans>
                Pull on the <Link to="/summons">Summon screen</Link> and every pull appears here, newest first.
              </Trans>
            )}
          </p>
        </div>
      ) : (
        <PullGrid
          count={source.count}
          getPull={source.getPull}
          onVisibleRange={source.onVisibleRange}
          label={t`My summons, newest first`}
          numberStyle="hash"
        />
      )}

      {ready && (
        <>
          <LuckPanel />
          <BatchLinks />
        </>
      )}

      {confirming && (
        <ConfirmDialog
          title={t`Clear all summons?`}
          confirmLabel={t`Clear`}
          cancelLabel={t`Keep them`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void store.clearAll(currentBanner);
          }}
        >
          <p>
            {currentBanner ? (
              <Plural
                value={storedPulls}
                one={`This deletes all ${stored} pulls in your history and sets the summon count to 0, and resets the ${bannerName} banner's pity counter to 0. The other banners keep their counters.`}
                other={`This deletes all ${stored} pulls in your history and sets the summon count to 0, and resets the ${bannerName} banner's pity counter to 0. The other banners keep their counters.`}
              />
            ) : (
              <Plural
                value={storedPulls}
                one={`This deletes all ${stored} pulls in your history and sets the summon count to 0. Every banner keeps its pity counter.`}
                other={`This deletes all ${stored} pulls in your history and sets the summon count to 0. Every banner keeps its pity counter.`}
              />
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
