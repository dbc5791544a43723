import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { pullMany } from '../../../src/engine/pulls/batch';
import { luckOf, LUCK_EXACT_MAX_PULLS } from '../../../src/engine/luck/luck';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules, KIND_TOP } from '../../../src/engine/pulls/rules';
import type { BannerId } from '../../../src/engine/types';
import { summonStore } from '../../../src/lib/summons';
import { REAL_COUNTERS_KEY } from '../../../src/storage/real-counters-store';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { freshStoreEachTest } from '../summons/support';

// Whole screens render and pull on the test's thread: generous on a busy machine, like the other screen tests.
vi.setConfig({ testTimeout: 20_000 });

const rules = buildRules(CHARACTERS);

function topsIn(banner: BannerId, chars: Uint8Array): number {
  return chars.filter((c) => rules.banners[banner].kind[c] === KIND_TOP).length;
}

/**
 * P(K < k) + P(K = k) / 2 for ML pulls from `pity`, worked out here by a plain forward pass over (pity, count): 1% a
 * pull, and a forced top result on the pull after pity 80.
 */
function mlMidRank(pulls: number, tops: number, pity = 0): number {
  let dist = new Map<string, number>([[`${pity}|0`, 1]]);
  for (let i = 0; i < pulls; i++) {
    const next = new Map<string, number>();
    const add = (key: string, p: number) => next.set(key, (next.get(key) ?? 0) + p);
    for (const [key, p] of dist) {
      const [pity, k] = key.split('|').map(Number) as [number, number];
      const q = pity >= 80 ? 1 : 0.01;
      add(`0|${k + 1}`, p * q);
      if (q < 1) add(`${pity + 1}|${k}`, p * (1 - q));
    }
    dist = next;
  }
  let below = 0;
  let equal = 0;
  for (const [key, p] of dist) {
    const k = Number(key.split('|')[1]);
    if (k < tops) below += p;
    if (k === tops) equal += p;
  }
  return below + equal / 2;
}

async function openMySummons() {
  const user = userEvent.setup();
  renderApp('/mysummons');
  await screen.findByTestId('total-summons', {}, { timeout: 10_000 });
  await screen.findByRole('button', { name: 'How lucky have I been?' });
  return user;
}

layOutPullGrids();
freshStoreEachTest();

describe('luck panel', () => {
  it('is collapsed at first and leaves the specified screen as it was', async () => {
    await summonStore().start();
    await summonStore().pull('perma', 300, 8);
    await openMySummons();
    const toggle = screen.getByRole('button', { name: 'How lucky have I been?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('luck-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Summons');
    expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 300');
    expect(screen.getByRole('button', { name: 'Only SSR & ML' })).toBeInTheDocument();
  });

  it('answers per banner for the stored history, from the pity before its first batch', async () => {
    await summonStore().start();
    await summonStore().setCounters('perma', { pity: 20, sr: 0 });
    await summonStore().pull('perma', 1000, 31);
    await summonStore().pull('limited', 150, 32);
    const perma = pullMany(rules, 'perma', { pity: 20, sr: 0 }, 1000, createRng(31));
    const limited = pullMany(rules, 'limited', { pity: 0, sr: 0 }, 150, createRng(32));
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    expect(screen.getByRole('button', { name: 'How lucky have I been?' })).toHaveAttribute('aria-expanded', 'true');

    const permaTops = topsIn('perma', perma.chars);
    const answer = luckOf(rules, { banner: 'perma', pulls: 1000, tops: permaTops, pity: 20 });
    if (!answer.ok) throw new Error('expected an answer');
    const shown = await screen.findByText(/SSR or ML in 1,000 Perma pulls from pity 20/, {}, { timeout: 10_000 });
    expect(shown).toHaveTextContent(`${permaTops} SSR or ML in 1,000 Perma pulls from pity 20: luckier than`);
    const percent = answer.answer.luckier * 100;
    if (percent >= 1 && percent <= 99)
      expect(shown).toHaveTextContent(`luckier than ${Math.round(percent)}% of players`);
    const card = within(screen.getByRole('article', { name: 'Perma banner' }));
    expect(card.getByText('Exact, from the pity rules.')).toBeInTheDocument();
    expect(card.getByRole('img')).toHaveAccessibleName(new RegExp(`yours, ${permaTops}, is marked`));

    expect(
      await screen.findByText(`${topsIn('limited', limited.chars)} Freya in 150 Limited pulls from pity 0`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'ML banner' })).not.toBeInTheDocument();
  });

  it('answers for the real pulls tallied per banner, from the pity the tally started at', async () => {
    const zero = { pity: 0, sr: 0, tally: { pulls: 0, tops: 0, from: { pity: 0, sr: 0 } } };
    const ml = { pity: 49, sr: 3, tally: { pulls: 130, tops: 1, from: { pity: 30, sr: 2 } } };
    localStorage.setItem(REAL_COUNTERS_KEY, JSON.stringify({ limited: zero, perma: zero, ml }));
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    expect(screen.getByText(/No summons yet/)).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'ML banner, real pulls' }));
    const expected = Math.round(mlMidRank(130, 1, 30) * 100);
    expect(await card.findByText(/^1 ML in 130 ML pulls from pity 30/, {}, { timeout: 10_000 })).toHaveTextContent(
      `1 ML in 130 ML pulls from pity 30: luckier than ${expected}% of players.`,
    );
    expect(card.getByTestId('real-luck-ml')).toHaveAttribute('data-method', 'exact');
    // Banners without tallied pulls say nothing.
    expect(screen.queryByRole('article', { name: 'Perma banner, real pulls' })).not.toBeInTheDocument();
  });

  it('says where real pulls come from when none are tallied', async () => {
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    expect(screen.getByText(/No real pulls tallied yet: record them under My real pity/)).toBeInTheDocument();
  });

  it('labels a long history approximate, with its bound', async () => {
    await summonStore().start();
    await summonStore().pull('ml', LUCK_EXACT_MAX_PULLS + 5000, 3);
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    const card = within(screen.getByRole('article', { name: 'ML banner' }));
    expect(await card.findByText(/^Approximate \(normal approximation/, {}, { timeout: 10_000 })).toHaveTextContent(
      /within ±\d+(\.\d+)? percentage points, a guaranteed bound/,
    );
    expect(card.getByTestId('luck-ml')).toHaveAttribute('data-method', 'approximate');
  });

  it('says when counters changed between batches, so the pulls are not one run', async () => {
    await summonStore().start();
    await summonStore().pull('ml', 50, 1);
    await summonStore().setCounters('ml', { pity: 75, sr: 0 });
    await summonStore().pull('ml', 50, 2);
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    const card = within(screen.getByRole('article', { name: 'ML banner' }));
    expect(card.getByText(/Counters were changed between some of these batches/)).toBeInTheDocument();
  });

  it('answers the numbers a player types in, and says which ones cannot be', async () => {
    const user = await openMySummons();
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    expect(screen.getByText(/No summons yet/)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Your own numbers' }));
    await user.selectOptions(form.getByLabelText('Banner'), 'ml');
    await user.type(form.getByLabelText('Pulls'), '200');
    await user.type(form.getByLabelText('ML pulled'), '1');
    await user.click(form.getByRole('button', { name: 'How lucky?' }));
    // Hard pity gives a top result by pulls 81 and 162.
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 2 and at most 200 top results');

    await user.clear(form.getByLabelText('ML pulled'));
    await user.type(form.getByLabelText('ML pulled'), '3');
    await user.click(form.getByRole('button', { name: 'How lucky?' }));
    const expected = Math.round(mlMidRank(200, 3) * 100);
    // Looked up anew until the answer shows: "Working it out…" is another element, which the answer replaces (the
    // first answer of a visit waits for the luck code to load).
    const headline = await screen.findByText(/^3 ML in 200 ML pulls from pity 0/, {}, { timeout: 10_000 });
    expect(screen.getByTestId('luck-form-answer')).toContainElement(headline);
    expect(headline).toHaveTextContent(`3 ML in 200 ML pulls from pity 0: luckier than ${expected}% of players.`);

    await user.clear(form.getByLabelText('Pulls'));
    await user.type(form.getByLabelText('Pulls'), 'lots');
    await user.click(form.getByRole('button', { name: 'How lucky?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The number of pulls must be a whole number');
  });
});
