import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { pullMany } from '../../../src/engine/pulls/batch';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules } from '../../../src/engine/pulls/rules';
import { PITY_TYPE_LABELS, type BannerId, type Counters } from '../../../src/engine/types';
import { summonStore } from '../../../src/lib/summons';
import { renderApp } from '../render-app';
import { compileScreenFirst } from '../screens';
import { paths } from '../../../src/app/paths';
import { layOutPullGrids } from '../../support/pull-grid';
import { drawnCards, freshStore, shownCards, freshStoreEachTest } from './support';

const rules = buildRules(CHARACTERS);

/** What the engine gives for a seed, newest first, as the cards name them. */
function expectedNames(banner: BannerId, counters: Counters, count: number, seed: number): string[] {
  const out = pullMany(rules, banner, counters, count, createRng(seed));
  return Array.from(out.chars, (i) => CHARACTERS[i]!.name).reverse();
}

async function openSummons() {
  const user = userEvent.setup();
  const utils = renderApp('/summons');
  await screen.findByText('0 results', {}, { timeout: 10_000 });
  return { user, ...utils };
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

function customInput() {
  return screen.getByLabelText('Custom pull count');
}

async function typeSeed(user: ReturnType<typeof userEvent.setup>, seed: string) {
  await user.clear(screen.getByLabelText('Seed (optional)'));
  await user.type(screen.getByLabelText('Seed (optional)'), seed);
}

async function pullAndWait(user: ReturnType<typeof userEvent.setup>, name: string, expectedTotal: number) {
  await user.click(button(name));
  await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(String(expectedTotal)));
  await waitFor(() => expect(button(name)).toBeEnabled());
  // The grid draws its cards a moment after the count (at transition priority): the newest card marks them drawn.
  await waitFor(() => expect(shownCards()[0]?.number).toBe(`Pull #${expectedTotal}`));
  await drawnCards();
}

/** The pity labels and rarities of `count` perma pulls from `counters` with `seed`, newest first. */
function pityLabels(counters: Counters, count: number, seed: number) {
  const out = pullMany(rules, 'perma', counters, count, createRng(seed));
  return {
    labels: Array.from(out.types, (type) => PITY_TYPE_LABELS[type]!).reverse(),
    rarities: Array.from(out.chars, (i) => CHARACTERS[i]!.rarity as string).reverse(),
  };
}

/** The first seed whose pulls show what a test needs, found with the engine rather than a number that happens to. */
function firstSeedWhere(
  counters: Counters,
  count: number,
  wanted: (labels: readonly string[], rarities: readonly string[]) => boolean,
): number {
  for (let seed = 1; seed < 10_000; seed++) {
    const { labels, rarities } = pityLabels(counters, count, seed);
    if (wanted(labels, rarities)) return seed;
  }
  throw new Error('No seed gives the pulls the test needs');
}

async function setPity(user: ReturnType<typeof userEvent.setup>, pity: number) {
  await user.click(button('Set counters'));
  await user.clear(screen.getByLabelText('Pity counter (0–80)'));
  await user.type(screen.getByLabelText('Pity counter (0–80)'), String(pity));
  await user.click(button('Save counters'));
  expect(pityShown()).toBe(String(pity));
}

function pityShown(): string {
  return screen.getByTestId('pity-counter').textContent ?? '';
}

layOutPullGrids();
freshStoreEachTest();

compileScreenFirst(paths.summons);

describe('summon screen', () => {
  it('starts on Perma with an empty history and the specified texts', async () => {
    await openSummons();
    expect(screen.getByRole('heading', { level: 1, name: 'Perma Summon' })).toBeInTheDocument();
    expect(button('Perma')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Limited')).toHaveAttribute('aria-pressed', 'false');
    expect(button('ML')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Total summon count')).toBeInTheDocument();
    expect(screen.getByTestId('summon-count')).toHaveTextContent('0');
    expect(screen.getByTestId('ssr-average')).toHaveTextContent('SSR average : 0 / 0 pulls (0.00%)');
    expect(screen.getByText('Pity counter')).toBeInTheDocument();
    expect(pityShown()).toBe('0');
    expect(customInput()).toHaveValue(300);
    expect(button('Pull 300')).toBeEnabled();
    expect(button('Delete all summons')).toBeEnabled();
    // Where the cards will be, what to do to get some.
    expect(screen.getByTestId('results-empty')).toHaveTextContent(
      /^No summons yet: press Pull x1, Pull x10 or Pull x85/,
    );
    for (const banner of ['limited', 'perma', 'ml']) {
      expect(document.querySelector(`img[src$="banners/${banner}.svg"]`)).not.toBeNull();
    }
  });

  it('pulls 1, 10 and 85 and shows the cards newest first with their pull numbers', async () => {
    const { user } = await openSummons();
    await typeSeed(user, '7');
    await pullAndWait(user, 'Pull x1', 1);
    expect(shownCards().map((c) => c.number)).toEqual(['Pull #1']);
    expect(shownCards()[0]!.name).toBe(expectedNames('perma', { pity: 0, sr: 0 }, 1, 7)[0]);

    await pullAndWait(user, 'Pull x10', 11);
    expect(
      shownCards()
        .slice(0, 10)
        .map((c) => c.number),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `Pull #${11 - i}`));
    expect(screen.getByTestId('result-count')).toHaveTextContent('11 results');

    await pullAndWait(user, 'Pull x85', 96);
    const cards = shownCards();
    // A bounded DOM: only the rows in view (plus overscan) exist, however many pulls there are.
    expect(cards.length).toBeGreaterThan(12);
    expect(cards.length).toBeLessThan(96);
    expect(cards[0]!.number).toBe('Pull #96');
    expect(screen.getByTestId('result-count')).toHaveTextContent('96 results');
  });

  it('shows pity labels only for soft and hard pity results', async () => {
    const { user } = await openSummons();
    // From a pity of 50 a top result is soft pity: a seed whose ten pulls hold one and some r or sr results.
    const soft = { pity: 50, sr: 0 };
    const seed = firstSeedWhere(soft, 10, (labels, rarities) => {
      const low = rarities.filter((rarity) => rarity === 'r' || rarity === 'sr');
      return labels.includes('soft pity') && low.length > 0;
    });
    await setPity(user, 50);
    await typeSeed(user, String(seed));
    await pullAndWait(user, 'Pull x10', 10);
    const drawn = pityLabels(soft, 10, seed);
    const cards = shownCards();
    expect(cards.map((card) => card.pity)).toEqual(drawn.labels.map((label) => (label === 'no pity' ? null : label)));
    const softCards = cards.filter((card) => card.pity === 'soft pity');
    expect(softCards.length).toBeGreaterThan(0);
    for (const card of softCards) expect(['ssr', 'ml']).toContain(card.rarity);
    const low = cards.filter((card) => card.rarity === 'r' || card.rarity === 'sr');
    expect(low.length).toBeGreaterThan(0);
    for (const card of low) expect(card.pity).toBeNull();
    expect(screen.getAllByTestId('pull-card')[cards.indexOf(softCards[0]!)]).toHaveClass('pity-soft');

    // A pity of 80 forces a top-rarity result on the next pull: hard pity.
    await setPity(user, 80);
    await pullAndWait(user, 'Pull x1', 11);
    const [hard] = shownCards();
    expect(hard!.pity).toBe('hard pity');
    expect(['ssr', 'ml']).toContain(hard!.rarity);
    expect(screen.getAllByTestId('pull-card')[0]).toHaveClass('pity-hard');
    expect(pityShown()).toBe('0');
  });

  it('refuses counters outside 0..80 and 0..9', async () => {
    const { user } = await openSummons();
    await user.click(button('Set counters'));
    // Number fields that bring up a digit keypad on phones and announce their range.
    for (const [label, max] of [
      ['Pity counter (0–80)', '80'],
      ['SR counter (0–9)', '9'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'number');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('min', '0');
      expect(field).toHaveAttribute('max', max);
    }
    await user.clear(screen.getByLabelText('Pity counter (0–80)'));
    await user.type(screen.getByLabelText('Pity counter (0–80)'), '81');
    await user.click(button('Save counters'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The pity counter must be a whole number from 0 to 80 and the SR counter from 0 to 9.',
    );
    await user.clear(screen.getByLabelText('Pity counter (0–80)'));
    await user.type(screen.getByLabelText('Pity counter (0–80)'), '12');
    await user.clear(screen.getByLabelText('SR counter (0–9)'));
    await user.type(screen.getByLabelText('SR counter (0–9)'), '10');
    await user.click(button('Save counters'));
    expect(pityShown()).toBe('0');
    await user.clear(screen.getByLabelText('SR counter (0–9)'));
    await user.type(screen.getByLabelText('SR counter (0–9)'), '9');
    await user.click(button('Save counters'));
    expect(pityShown()).toBe('12');
    expect(screen.getByTestId('sr-counter')).toHaveTextContent('9');
    expect(JSON.parse(localStorage.getItem('pityCounters')!)).toEqual({ limited: 0, perma: 12, ml: 0 });
    expect(JSON.parse(localStorage.getItem('srCounters')!)).toEqual({ limited: 0, perma: 9, ml: 0 });
  });

  it('reads the custom count as an integer: abc, -5, 12.7, 1e9, empty and above the largest batch', async () => {
    const { user } = await openSummons();
    const cases: [string, string][] = [
      ['abc', 'Pull 0'],
      ['-5', 'Pull 0'],
      ['12.7', 'Pull 12'],
      ['1e9', 'Pull 1'],
      ['', 'Pull 0'],
      ['20000000', 'Pull 10000000'],
      ['10000000', 'Pull 10000000'],
    ];
    for (const [text, label] of cases) {
      await user.clear(customInput());
      if (text) await user.type(customInput(), text);
      expect(screen.getByRole('button', { name: /^Pull \d+$/ })).toHaveTextContent(label);
      expect(screen.queryByTestId('clamp-note') !== null).toBe(text === '20000000');
    }
    expect(screen.queryByTestId('clamp-note')).toBeNull();
    await user.clear(customInput());
    await user.type(customInput(), '20000000');
    expect(screen.getByTestId('clamp-note')).toHaveTextContent('At most 10,000,000 pulls at a time');

    // Zero pulls nothing.
    await user.clear(customInput());
    expect(button('Pull 0')).toBeDisabled();
    await user.click(button('Pull 0'));
    expect(screen.getByTestId('summon-count')).toHaveTextContent('0');

    await user.type(customInput(), '12.7');
    await pullAndWait(user, 'Pull 12', 12);
    expect(screen.getByTestId('result-count')).toHaveTextContent('12 results');
  });

  it('pulls with Enter in the custom count', async () => {
    const { user } = await openSummons();
    await user.clear(customInput());
    await user.type(customInput(), '5{Enter}');
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent('5'));
  });

  it('keeps the two display toggles mutually exclusive and filters the cards', async () => {
    const { user } = await openSummons();
    await typeSeed(user, '3');
    await pullAndWait(user, 'Pull x85', 85);
    const all = shownCards();
    const top = button('Display only SSR and ML');
    const sr = button('Display only SR');
    expect(top).toHaveAttribute('aria-pressed', 'false');
    expect(sr).toHaveAttribute('aria-pressed', 'false');

    await user.click(top);
    expect(top).toHaveAttribute('aria-pressed', 'true');
    expect(sr).toHaveAttribute('aria-pressed', 'false');
    const tops = await drawnCards();
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((c) => c.rarity === 'ssr' || c.rarity === 'ml')).toBe(true);

    await user.click(sr);
    expect(sr).toHaveAttribute('aria-pressed', 'true');
    expect(top).toHaveAttribute('aria-pressed', 'false');
    const srs = await drawnCards();
    expect(srs.length).toBeGreaterThan(0);
    expect(srs.every((c) => c.rarity === 'sr')).toBe(true);
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${srs.length} results`);

    await user.click(sr);
    expect(sr).toHaveAttribute('aria-pressed', 'false');
    expect(await drawnCards()).toEqual(all);
  });

  it('restores each banner its own counters when switching, across route changes', async () => {
    const { user, router } = await openSummons();
    await typeSeed(user, '11');
    await pullAndWait(user, 'Pull x10', 10);
    const perma = pityShown();
    expect(perma).not.toBe('0');

    await user.click(button('Limited'));
    expect(screen.getByRole('heading', { level: 1, name: 'Limited Summon' })).toBeInTheDocument();
    expect(pityShown()).toBe('0');
    await pullAndWait(user, 'Pull x1', 11);
    const limited = pityShown();

    await user.click(button('ML'));
    expect(pityShown()).toBe('0');
    await user.click(button('Perma'));
    expect(pityShown()).toBe(perma);

    await act(() => router.navigate('/characters'));
    await act(() => router.navigate('/summons'));
    await screen.findByRole('heading', { level: 1, name: 'Perma Summon' });
    expect(pityShown()).toBe(perma);
    await user.click(button('Limited'));
    expect(pityShown()).toBe(limited);
    expect(localStorage.getItem('selectedBanner')).toBe('limited');
  });

  it('gives the same pulls for the same seed, banner and counters', async () => {
    const { user } = await openSummons();
    await user.click(button('ML'));
    await typeSeed(user, '424242');
    await pullAndWait(user, 'Pull x10', 10);
    const first = shownCards().map((c) => c.name);
    expect(first).toEqual(expectedNames('ml', { pity: 0, sr: 0 }, 10, 424242));
    expect(screen.getByText('10 on ML, seed 424242')).toBeInTheDocument();

    await user.click(button('Delete all summons'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('0 results'));
    await pullAndWait(user, 'Pull x10', 10);
    expect(shownCards().map((c) => c.name)).toEqual(first);
  });

  it('refuses a seed that is not a whole number up to 4294967295', async () => {
    const { user } = await openSummons();
    await typeSeed(user, '4294967296');
    expect(screen.getByLabelText('Seed (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(button('Pull x1')).toBeDisabled();
    await typeSeed(user, '4294967295');
    expect(button('Pull x1')).toBeEnabled();
  });

  it('asks before deleting, then resets history, count and only the current banner counters', async () => {
    const { user } = await openSummons();
    await user.click(button('Limited'));
    await typeSeed(user, '5');
    await pullAndWait(user, 'Pull x10', 10);
    const limited = pityShown();
    await user.click(button('Perma'));
    await pullAndWait(user, 'Pull x10', 20);
    expect(pityShown()).not.toBe('0');

    await user.click(button('Delete all summons'));
    const dialog = screen.getByRole('dialog', { name: 'Delete all summons?' });
    expect(dialog).toHaveTextContent('resets the Perma banner');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(screen.getByTestId('summon-count')).toHaveTextContent('20');

    await user.click(button('Delete all summons'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent('0'));
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 results');
    expect(screen.getByTestId('ssr-average')).toHaveTextContent('0 / 0 pulls (0.00%)');
    expect(pityShown()).toBe('0');
    expect(screen.getByTestId('sr-counter')).toHaveTextContent('0');
    await user.click(button('Limited'));
    expect(pityShown()).toBe(limited);
    expect(localStorage.getItem('summonCount')).toBe('0');
    expect(localStorage.getItem('summons')).toBe('[]');
  });

  it("asks for a banner when the saved choice is not one: 'Select a banner on the left'", async () => {
    localStorage.setItem('selectedBanner', 'weekly');
    const user = userEvent.setup();
    renderApp('/summons');
    expect(await screen.findByText('Select a banner on the left', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pull x1' })).toBeNull();
    for (const name of ['Limited', 'Perma', 'ML']) expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('ML'));
    expect(screen.getByRole('heading', { level: 1, name: 'ML Summon' })).toBeInTheDocument();
    expect(screen.queryByText('Select a banner on the left')).toBeNull();
  });

  it('computes the SSR average over the whole history, rounded to 4 decimals', async () => {
    const { user } = await openSummons();
    await typeSeed(user, '99');
    await pullAndWait(user, 'Pull x85', 85);
    const expected = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 85, createRng(99));
    const ssr = Array.from(expected.chars).filter((i) => CHARACTERS[i]!.rarity === 'ssr').length;
    const pct = ((Math.round((ssr / 85) * 10_000) / 10_000) * 100).toFixed(2);
    expect(screen.getByTestId('ssr-average')).toHaveTextContent(`SSR average : ${ssr} / 85 pulls (${pct}%)`);
    expect(ssr).toBeGreaterThan(0);
    // The stats panel counts the same pulls and shows the exact expectation beside them.
    expect(screen.getByTestId('stats-ssr')).toHaveTextContent(new RegExp(`^SSR${ssr} \\(`));
    expect(screen.getByTestId('stats-ssr')).toHaveTextContent(/expected \d+\.\d\d%/);
  });

  it('shows progress while a batch runs and a cancelled batch changes nothing', async () => {
    let release: () => void = () => undefined;
    freshStore(
      {},
      {
        runner: (request, onProgress, signal) =>
          new Promise((_, reject) => {
            void onProgress(Math.floor(request.count / 4), request.count);
            signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
            release = () => reject(new Error('not expected'));
          }),
      },
    );
    const { user } = await openSummons();
    await user.clear(customInput());
    await user.type(customInput(), '1000000');
    await user.click(button('Pull 1000000'));
    const bar = await screen.findByRole('progressbar', { name: 'Pulling' });
    expect(bar).toHaveAttribute('aria-valuenow', '250000');
    expect(bar).toHaveAttribute('aria-valuemax', '1000000');
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('250,000 / 1,000,000 pulls');
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('pulls/s');
    expect(button('Pull x1')).toBeDisabled();
    expect(button('Delete all summons')).toBeDisabled();

    await user.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('summon-count')).toHaveTextContent('0');
    expect(pityShown()).toBe('0');
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 results');
    expect(button('Pull x1')).toBeEnabled();
    release();
  });

  it('shows a clear message and keeps everything when the history cannot be saved', async () => {
    const backend = freshStore({ failWrites: true });
    const { user } = await openSummons();
    await user.click(button('Pull x10'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /storage is full, so these pulls were not saved. Everything saved before is intact/,
    );
    expect(screen.getByTestId('summon-count')).toHaveTextContent('0');
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 results');
    expect(backend.storedPulls).toBe(0);
    await user.click(button('Dismiss'));
    expect(screen.queryByRole('alert')).toBeNull();

    backend.failWrites = false;
    await pullAndWait(user, 'Pull x10', 10);
    expect(summonStore().getSnapshot().storedPulls).toBe(10);
  });
});
