import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_LABELS, DEFAULT_BANNER } from '../../catalogue/banners';
import { useDocumentTitle } from '../../components/use-document-title';
import type { BannerId } from '../../engine/types';
import { useOwned } from '../../lib/account';
import { withoutOwned } from './account-options';
import { CalcStatus } from './calc-status';
import { loadChartLibrary } from '../../components/cdf-chart';
import { CharacterPicker } from './character-picker';
import { GameStateFields, type GameState } from './game-state-fields';
import { NoticeText, type HowMuchToNotice } from './notice-text';
import { MAX_PITY, MAX_SR_COUNTER, parseCounter } from './how-much-to-logic';
import { featuredIndexOf, obtainableOn } from '../../lib/pickable';
import { runById, useRuns } from '../../lib/runs';
import type { BannerRun } from '../../storage/runs-store';
import { SPECIFIED_RUN_ID } from '../../storage/summon-settings';
import type { ResultFilter } from './how-much-to-logic';
import { OddsPanel } from './odds-panel';
import { RunResults } from './run-results';
import { useHowMuchTo } from './use-how-much-to';
import '../../components/odds-screens.css';

// Off by default: the specified calculator pulls on Perma from zero for every selected character.
const FIRST_GAME_STATE: GameState = {
  banner: DEFAULT_BANNER,
  pity: '0',
  srCounter: '0',
  method: 'auto',
  leaveOutOwned: false,
  run: SPECIFIED_RUN_ID,
};

/**
 * How Much To: pick characters, then Start pulls until all of them are obtained (the specification's run, as cards:
 * Perma from zero unless the player gives another banner or counters) and works out the odds for the same selection:
 * the distribution of the pulls needed, exact where the chain is small enough, otherwise from 100,000 Monte Carlo
 * trials. Nothing here reads or writes the player's own summons, counters or summon count.
 */
export function HowMuchToPage() {
  const { t } = useLingui();
  useDocumentTitle(t`How Much To`);
  const { state, start, cancel } = useHowMuchTo();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [panelOpen, setPanelOpen] = useState(true);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const [game, setGame] = useState<GameState>(FIRST_GAME_STATE);
  const { banner, pity, srCounter, method, leaveOutOwned } = game;
  // Null until the player types a budget: until then it follows the median of the latest odds.
  const [budget, setBudget] = useState<string | null>(null);
  // Kept as what happened, not as words: a language switch rewords it.
  const [notice, setNotice] = useState<HowMuchToNotice | null>(null);
  const { ownedIds } = useOwned();
  const runs = useRuns().runs.filter((r) => r.banner === 'limited');
  // A run removed meanwhile (here or in another tab) leaves the specified one chosen.
  const run = runById(runs, game.run);
  const runFeatured = run === runs[0] ? undefined : featuredIndexOf(run.featured);
  const featured = banner === 'limited' ? runFeatured : undefined;
  // What the banner and run can give of the selection: a run removed or edited in another tab leaves characters
  // selected that the specified run cannot give, which neither show nor count.
  const chosen = useMemo(
    () => new Set([...selected].filter((i) => obtainableOn(banner, i, featured))),
    [selected, banner, featured],
  );
  const panelId = useId();
  const oddsHeadingId = useId();

  const toggle = useCallback((index: number) => {
    // The chart's library is asked for once the player starts choosing, so it is ready before any odds arrive, yet
    // evaluating it (a long task: it sets up Intl formatters) is no part of opening the page.
    // Without the library the chart's text alternative stands alone; nothing to report here.
    loadChartLibrary().catch(() => undefined);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);

  /** Keeps the selected characters `next` (a banner, or a Limited run) can give, and says how many went. */
  function keepObtainable(
    next: BannerId,
    nextFeatured: number | undefined,
    by: { banner: BannerId } | { run: Omit<BannerRun, 'id'> },
  ) {
    const kept = new Set([...chosen].filter((i) => obtainableOn(next, i, nextFeatured)));
    const dropped = chosen.size - kept.size;
    setSelected(kept);
    setNotice(dropped > 0 ? { kind: 'dropped', count: dropped, ...by } : null);
  }

  function changeBanner(next: BannerId) {
    setGame((g) => ({ ...g, banner: next }));
    keepObtainable(next, next === 'limited' ? runFeatured : undefined, { banner: next });
  }

  function changeRun(id: string) {
    setGame((g) => ({ ...g, run: id }));
    const next = runById(runs, id);
    const nextFeatured = next === runs[0] ? undefined : featuredIndexOf(next.featured);
    keepObtainable('limited', nextFeatured, { run: next });
  }

  function onStart() {
    const sorted = [...chosen].sort((a, b) => a - b);
    const { kept, leftOut } = leaveOutOwned ? withoutOwned(sorted, ownedIds) : { kept: sorted, leftOut: 0 };
    if (leaveOutOwned) setNotice(kept.length === 0 ? { kind: 'all-owned' } : { kind: 'left-out', count: leftOut });
    if (kept.length === 0) return;
    setBudget(null);
    void start(
      {
        selection: kept,
        banner,
        start: { pity: parseCounter(pity, MAX_PITY), sr: parseCounter(srCounter, MAX_SR_COUNTER) },
        ...(featured === undefined ? {} : { featured }),
      },
      method,
    );
  }

  const bannerName = BANNER_LABELS[banner];
  const shownBudget = budget ?? (state.odds ? String(state.odds.figures.median.value) : '');

  return (
    <div className="hmt" data-testid="screen-how-much-to">
      <h1>
        <Trans>How Much To</Trans>
      </h1>
      <p className="hmt-plan-link">
        <Trans>
          <Link to="/HowMuchTo/plan">Plan my pulls</Link>: your chance of getting characters by a date, from what you
          have and what you will earn.
        </Trans>
      </p>
      <div className="hmt-toolbar">
        <button
          type="button"
          className="btn"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {panelOpen ? t`Hide Characters` : t`Show Characters`}
        </button>
        <button type="button" className="btn hmt-start" disabled={state.running || chosen.size === 0} onClick={onStart}>
          {state.running ? t`Summoning...` : t`Start`}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={filter === 'top'}
          data-testid="filter-top"
          onClick={() => setFilter((f) => (f === 'top' ? 'all' : 'top'))}
        >
          {filter === 'top' ? t`Show All` : t`Only SSR & ML`}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={filter === 'sr'}
          data-testid="filter-sr"
          onClick={() => setFilter((f) => (f === 'sr' ? 'all' : 'sr'))}
        >
          {filter === 'sr' ? t`Show All` : t`Only SR`}
        </button>
      </div>

      <div className={`hmt-layout${panelOpen ? '' : ' panel-hidden'}`}>
        {panelOpen && (
          <CharacterPicker
            id={panelId}
            banner={banner}
            featured={featured}
            selected={chosen}
            onToggle={toggle}
            onClear={clear}
          />
        )}

        <div className="hmt-main">
          <GameStateFields
            state={game}
            disabled={state.running}
            onBanner={changeBanner}
            onChange={(change) => setGame((g) => ({ ...g, ...change }))}
            runs={runs}
            run={run}
            onRun={changeRun}
          />
          <p className="hmt-note" role="status">
            {notice && <NoticeText notice={notice} />}
          </p>

          <CalcStatus error={state.error} progress={state.progress} onCancel={cancel} />

          {state.run ? (
            <RunResults run={state.run} filter={filter} />
          ) : (
            !state.running && (
              <p className="hmt-note">
                <Trans>Select characters, then Start to pull on the {bannerName} banner until you have them all.</Trans>
              </p>
            )
          )}

          {(state.odds || state.cancelled) && (
            <section className="hmt-odds" aria-labelledby={oddsHeadingId}>
              <h2 id={oddsHeadingId}>
                <Trans>Odds</Trans>
              </h2>
              {state.odds ? (
                <OddsPanel odds={state.odds} budget={shownBudget} onBudgetChange={setBudget} />
              ) : (
                <p className="hmt-note" data-testid="odds-cancelled">
                  <Trans>Cancelled: no odds were kept.</Trans>
                </p>
              )}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
