import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { PartBoundary } from '../../components/part-boundary';
import { useDocumentTitle } from '../../components/use-document-title';
import type { BannerId } from '../../engine/types';
import { MAX_BATCH, MAX_SEED, summonStore, useSummonState, type ResultFilter } from '../../lib/summons';
import { chosenRunUnavailable } from '../../storage/error-wording';
import { loadSelectedBanner, saveSelectedBanner, specifiedRunChosen } from '../../storage/summon-settings';
import { BannerColumn } from './banner-column';
import { RealPityPanel } from './real-pity-panel';
import { RunsLine } from './runs-line';
import { BatchProgress } from './batch-progress';
import { CountersPanel } from './counters-panel';
import { formatCount } from '../../storage/format';
import { PullButtons } from './pull-buttons';
import { SeedField } from './seed-field';
import { SummonFacts } from './summon-facts';
import { DEFAULT_CUSTOM_COUNT, parseCustomCount, parseSeed } from './summon-math';
import { SummonResults } from './summon-results';
import { SummonStats } from './summon-stats';
import { useRarityRates } from './use-rarity-rates';
import { RevealArea } from './reveal/reveal-area';
import type { PullPress } from './reveal/reveal-policy';
import { RevealToggle } from './reveal/reveal-toggle';

// The runs' code loads with the Limited banner only (see run-chooser.tsx).
const RunChooser = lazy(() => import('./run-chooser'));
// Sharing the last batch (a link, a picture) loads once there is a last batch.
const LastBatchShare = lazy(() => import('./last-batch-share').then((m) => ({ default: m.LastBatchShare })));
import { usePullReveal } from './reveal/use-pull-reveal';
import './summons.css';

/** The summon simulator: three banners with pity, any batch up to ten million pulls, the whole history below. */
export function SummonsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Summon`);
  // Each part is selected on its own, so a progress tick re-renders only the progress bar.
  const status = useSummonState((s) => s.status);
  // A batch, or a clear or counter change waiting for another tab: nothing else starts meanwhile. (A quick clear or
  // counter change leaves the controls enabled, so focus stays where the player left it; the store refuses overlaps.)
  const busy = useSummonState((s) => s.run !== null || s.waiting);
  const running = useSummonState((s) => s.run !== null);
  const waiting = useSummonState((s) => s.waiting);
  const notice = useSummonState((s) => s.notice);
  const summonCount = useSummonState((s) => s.summonCount);
  const counters = useSummonState((s) => s.counters);
  const charCounts = useSummonState((s) => s.charCounts);
  const lastBatch = useSummonState((s) => s.lastBatch);
  const storedPulls = useSummonState((s) => s.storedPulls);
  const store = summonStore();
  // The first press of a visit should answer as fast as the rest: the engine gets ready while the screen is read.
  useEffect(() => {
    void store.warm();
  }, [store]);
  const [banner, setBanner] = useState<BannerId | null>(loadSelectedBanner);
  const [customText, setCustomText] = useState(String(DEFAULT_CUSTOM_COUNT));
  const [seedText, setSeedText] = useState('');
  const [filter, setFilter] = useState<ResultFilter>('all');
  const [confirming, setConfirming] = useState(false);
  // The chosen Limited run's character (see RunChooser's onPick). The specified run is known at once; another run
  // is known once the chooser has loaded and read it, and until then Limited pulls wait.
  const [pick, setPick] = useState<{ featured: number | undefined | null } | null>(() =>
    specifiedRunChosen() ? { featured: undefined } : null,
  );
  const onPick = useCallback((featured: number | undefined | null) => setPick({ featured }), []);

  const bannerLabel = banner ? BANNER_LABELS[banner] : '';
  const stored = formatCount(storedPulls);
  const ready = status === 'ready';
  const custom = parseCustomCount(customText, MAX_BATCH);
  const seed = parseSeed(seedText, MAX_SEED);
  const runReady = banner !== 'limited' || (pick !== null && pick.featured !== null);
  const canPull = ready && !busy && seed.kind !== 'invalid' && runReady;

  const rarityRates = useRarityRates(store);
  const reveal = usePullReveal(store);

  const selectBanner = useCallback((next: BannerId) => {
    setBanner(next);
    saveSelectedBanner(next);
  }, []);

  function pull(count: number, button: PullPress['button']) {
    if (!banner || !canPull || count <= 0) return;
    const featured = banner === 'limited' ? (pick?.featured ?? undefined) : undefined;
    reveal.press({ button, count });
    void store.pull(banner, count, seed.kind === 'seed' ? seed.seed : null, undefined, featured);
  }

  function toggle(next: Exclude<ResultFilter, 'all'>) {
    setFilter((current) => (current === next ? 'all' : next));
  }

  const ssrCount = Object.values(charCounts).reduce(
    (sum, counts) => sum + counts.reduce((s, n, i) => (CHARACTERS[i]?.rarity === 'ssr' ? s + n : s), 0),
    0,
  );
  const knownPulls = Object.values(charCounts).reduce((sum, counts) => sum + counts.reduce((s, n) => s + n, 0), 0);

  return (
    <div className="summons" data-testid="screen-summons">
      <BannerColumn selected={banner} disabled={busy} onSelect={selectBanner} />
      <div className="summons-main">
        {!banner ? (
          <p className="select-banner" data-testid="select-banner">
            <Trans>Select a banner on the left</Trans>
          </p>
        ) : (
          <>
            <h1>
              <Trans>{bannerLabel} Summon</Trans>
            </h1>
            {notice && <Notice message={notice()} onDismiss={() => store.dismissNotice()} />}
            {banner === 'limited' && store.rules && (
              // Should its code fail to load, the specified run still pulls; a chosen run says why it cannot.
              <PartBoundary
                fallback={
                  pick === null && (
                    <p className="field-error" role="alert">
                      {chosenRunUnavailable()}
                    </p>
                  )
                }
              >
                {/* Holds the line the chooser's link takes while its code loads, so nothing below it moves under
                    the pointer when it comes. */}
                <Suspense fallback={<RunsLine />}>
                  <RunChooser rules={store.rules} disabled={busy} onPick={onPick} Line={RunsLine} />
                </Suspense>
              </PartBoundary>
            )}
            <SummonFacts summonCount={summonCount} ssrCount={ssrCount} knownPulls={knownPulls} />
            <CountersPanel
              key={banner}
              counters={counters[banner]}
              disabled={!ready || busy}
              onSave={(counters) => store.setCounters(banner, counters)}
            />
            <PullButtons
              canPull={canPull}
              customText={customText}
              custom={custom}
              onCustomText={setCustomText}
              onPull={pull}
            />
            <SeedField text={seedText} seed={seed} onText={setSeedText} />

            <BatchProgress onCancel={() => store.cancel()} />
            {waiting && !running && (
              <p className="field-note" role="status">
                <Trans>Waiting for another tab to finish saving its summons…</Trans>
              </p>
            )}

            <div className="result-toolbar">
              <div className="result-toggles" role="group" aria-label={t`Filter results`}>
                <button type="button" className="btn" aria-pressed={filter === 'top'} onClick={() => toggle('top')}>
                  <Trans>Display only SSR and ML</Trans>
                </button>
                <button type="button" className="btn" aria-pressed={filter === 'sr'} onClick={() => toggle('sr')}>
                  <Trans>Display only SR</Trans>
                </button>
              </div>
              <RevealToggle
                enabled={reveal.enabled}
                reducedMotion={reveal.reducedMotion}
                onChange={reveal.setEnabled}
              />
              <button
                type="button"
                className="btn danger-btn"
                disabled={!ready || busy}
                onClick={() => setConfirming(true)}
              >
                <Trans>Delete all summons</Trans>
              </button>
            </div>
            <RealPityPanel banner={banner} />
          </>
        )}

        <p className="plan-pulls-link">
          <Trans>
            <Link to="/HowMuchTo/plan">Plan my pulls</Link>: from these counters, what you have and what you will earn,
            your chance of getting characters by a date.
          </Trans>
        </p>

        {status === 'loading' ? (
          <p className="loading">
            <Trans>Loading your summons…</Trans>
          </p>
        ) : (
          banner && (
            <>
              <RevealArea run={reveal.run}>
                <SummonResults filter={filter} />
              </RevealArea>
              <SummonStats lastBatch={lastBatch} charCounts={charCounts} rates={rarityRates} />
              {lastBatch && (
                <PartBoundary fallback={null}>
                  <Suspense fallback={null}>
                    <LastBatchShare lastBatch={lastBatch} />
                  </Suspense>
                </PartBoundary>
              )}
            </>
          )
        )}
      </div>

      {confirming && banner && (
        <ConfirmDialog
          title={t`Delete all summons?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Keep them`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void store.clearAll(banner);
          }}
        >
          <p>
            {t({
              comment: 'The specification writes "pulls" whatever the count; a translation may use the singular.',
              message: plural(storedPulls, {
                one: `This deletes all ${stored} pulls in your history, sets the summon count to 0 and resets the ${bannerLabel} banner's pity counter to 0. The other banners keep their counters.`,
                other: `This deletes all ${stored} pulls in your history, sets the summon count to 0 and resets the ${bannerLabel} banner's pity counter to 0. The other banners keep their counters.`,
              }),
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
