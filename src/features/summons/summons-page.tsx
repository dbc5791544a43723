import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { PartBoundary } from '../../components/part-boundary';
import { useDocumentTitle } from '../../components/use-document-title';
import type { BannerId } from '../../engine/types';
import { MAX_BATCH, MAX_SEED, summonStore, useSummonState, type ResultFilter } from '../../lib/summons';
import { loadSelectedBanner, saveSelectedBanner, specifiedRunChosen } from '../../storage/summon-settings';
import { BannerColumn } from './banner-column';
import { RealPityPanel } from './real-pity-panel';
import { BatchProgress } from './batch-progress';
import { CountersPanel } from './counters-panel';
import { CHOSEN_RUN_UNAVAILABLE } from '../../storage/error-wording';
import { formatCount } from '../../storage/format';
import { DEFAULT_CUSTOM_COUNT, parseCustomCount, parseSeed, ssrAverageText } from './summon-math';
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

const QUICK_PULLS = [1, 10, 85] as const;

/** The summon simulator: three banners with pity, any batch up to ten million pulls, the whole history below. */
export function SummonsPage() {
  useDocumentTitle('Summon');
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
  const id = useId();

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
          <p className="select-banner">Select a banner on the left</p>
        ) : (
          <>
            <h1>{BANNER_LABELS[banner]} Summon</h1>
            {notice && <Notice message={notice} onDismiss={() => store.dismissNotice()} />}
            {banner === 'limited' && store.rules && (
              // Should its code fail to load, the specified run still pulls; a chosen run says why it cannot.
              <PartBoundary
                fallback={
                  pick === null && (
                    <p className="field-error" role="alert">
                      {CHOSEN_RUN_UNAVAILABLE}
                    </p>
                  )
                }
              >
                <Suspense fallback={null}>
                  <RunChooser rules={store.rules} disabled={busy} onPick={onPick} />
                </Suspense>
              </PartBoundary>
            )}
            <dl className="summon-facts">
              <div>
                <dt>Total summon count</dt>
                <dd data-testid="summon-count">{formatCount(summonCount)}</dd>
              </div>
            </dl>
            <p className="ssr-average" data-testid="ssr-average">
              SSR average : {ssrAverageText(ssrCount, knownPulls)}
            </p>
            <CountersPanel
              key={banner}
              counters={counters[banner]}
              disabled={!ready || busy}
              onSave={(counters) => store.setCounters(banner, counters)}
            />

            <div className="pull-buttons" role="group" aria-label="Pull">
              {QUICK_PULLS.map((n) => (
                <button
                  key={n}
                  type="button"
                  className="btn pull-button"
                  disabled={!canPull}
                  onClick={() => pull(n, 'quick')}
                >
                  Pull x{n}
                </button>
              ))}
              <span className="custom-pull">
                <label htmlFor={`${id}-count`} className="visually-hidden">
                  Custom pull count
                </label>
                <input
                  id={`${id}-count`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_BATCH}
                  step={1}
                  value={customText}
                  onChange={(e) => setCustomText(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') pull(custom.count, 'custom');
                  }}
                  aria-describedby={custom.clamped ? `${id}-clamped` : undefined}
                />
                <button
                  type="button"
                  className="btn pull-button"
                  disabled={!canPull || custom.count === 0}
                  onClick={() => pull(custom.count, 'custom')}
                >
                  Pull {custom.count}
                </button>
              </span>
            </div>
            {custom.clamped && (
              <p className="field-note" id={`${id}-clamped`} data-testid="clamp-note">
                At most {formatCount(MAX_BATCH)} pulls at a time: the button pulls {formatCount(MAX_BATCH)}.
              </p>
            )}
            <div className="seed-row">
              <label htmlFor={`${id}-seed`}>Seed (optional)</label>
              <input
                id={`${id}-seed`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="random"
                value={seedText}
                onChange={(e) => setSeedText(e.target.value)}
                aria-invalid={seed.kind === 'invalid'}
                aria-describedby={`${id}-seed-help`}
              />
              <span id={`${id}-seed-help`} className={seed.kind === 'invalid' ? 'field-error' : 'field-note'}>
                {seed.kind === 'invalid'
                  ? `A seed is a whole number from 0 to ${MAX_SEED}.`
                  : 'The same seed, banner and counters give the same pulls.'}
              </span>
            </div>

            <BatchProgress onCancel={() => store.cancel()} />
            {waiting && !running && (
              <p className="field-note" role="status">
                Waiting for another tab to finish saving its summons…
              </p>
            )}

            <div className="result-toolbar">
              <div className="result-toggles" role="group" aria-label="Filter results">
                <button type="button" className="btn" aria-pressed={filter === 'top'} onClick={() => toggle('top')}>
                  Display only SSR and ML
                </button>
                <button type="button" className="btn" aria-pressed={filter === 'sr'} onClick={() => toggle('sr')}>
                  Display only SR
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
                Delete all summons
              </button>
            </div>
            <RealPityPanel banner={banner} />
          </>
        )}

        <p className="plan-pulls-link">
          <Link to="/HowMuchTo/plan">Plan my pulls</Link>: from these counters, what you have and what you will earn,
          your chance of getting characters by a date.
        </p>

        {status === 'loading' ? (
          <p className="loading">Loading your summons…</p>
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
          title="Delete all summons?"
          confirmLabel="Delete"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void store.clearAll(banner);
          }}
        >
          <p>
            This deletes all {formatCount(storedPulls)} pulls in your history, sets the summon count to 0 and resets the{' '}
            {BANNER_LABELS[banner]} banner&apos;s pity counter to 0. The other banners keep their counters.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
