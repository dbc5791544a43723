import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { pullMany } from '../../../src/engine/pulls/batch';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules } from '../../../src/engine/pulls/rules';
import { summonStore } from '../../../src/lib/summons';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { drawnCards, freshStore, shownCards, freshStoreEachTest } from '../summons/support';

const rules = buildRules(CHARACTERS);

async function openMySummons() {
  const user = userEvent.setup();
  const utils = renderApp('/mysummons');
  await screen.findByRole('heading', { level: 1, name: 'My Summons' });
  await screen.findByTestId('total-summons', {}, { timeout: 10_000 });
  return { user, ...utils };
}

layOutPullGrids();
freshStoreEachTest();

describe('my summons', () => {
  it("shows 'No summons found.' and a total of 0 with no history", async () => {
    await openMySummons();
    expect(await screen.findByText('No summons found.')).toBeInTheDocument();
    expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 0');
    expect(screen.getByRole('button', { name: 'Only SSR & ML' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Summons' })).toBeEnabled();
    // Beside the specified words, where pulls come from.
    const empty = screen.getByText('No summons found.').parentElement!;
    expect(within(empty).getByRole('link', { name: 'Summon screen' })).toHaveAttribute('href', '/summons');
  });

  it('lists every pull newest first with #n and the pity type, and filters to SSR & ML', async () => {
    await summonStore().start();
    await summonStore().setCounters('limited', { pity: 79, sr: 0 });
    await summonStore().pull('limited', 30, 2024);
    const { user } = await openMySummons();
    expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 30');
    const expected = pullMany(rules, 'limited', { pity: 79, sr: 0 }, 30, createRng(2024));
    const names = Array.from(expected.chars, (i) => CHARACTERS[i]!.name).reverse();
    await waitFor(() => expect(shownCards()).toHaveLength(30));
    const cards = shownCards();
    expect(cards.map((c) => c.name)).toEqual(names);
    expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 30 }, (_, i) => `#${30 - i}`));
    // From pity 79 the featured character comes within two pulls, at soft or hard pity, and the card says which.
    const featured = cards.filter((c) => c.name === 'Freya');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.at(-1)!.pity).toMatch(/^(soft|hard) pity$/);
    expect(cards.filter((c) => c.rarity === 'r').every((c) => c.pity === null)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Only SSR & ML' }));
    const tops = await drawnCards();
    expect(tops.length).toBe(featured.length);
    expect(tops.every((c) => c.rarity === 'ssr' || c.rarity === 'ml')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await drawnCards()).toHaveLength(30);
  });

  it("shows 'No summons found.' when the filter matches nothing", async () => {
    await summonStore().start();
    // Seed 1 on perma gives no top-rarity result in its first 5 pulls (checked against the engine below).
    const expected = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 5, createRng(1));
    expect(Array.from(expected.chars).some((i) => ['ssr', 'ml'].includes(CHARACTERS[i]!.rarity))).toBe(false);
    await summonStore().pull('perma', 5, 1);
    const { user } = await openMySummons();
    await waitFor(() => expect(shownCards()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Only SSR & ML' }));
    expect(screen.getByText('No summons found.')).toBeInTheDocument();
    expect(screen.getByText(/press Show All to see every pull/)).toBeInTheDocument();
  });

  it('clears everything after confirming, resetting only the current banner counters', async () => {
    localStorage.setItem('selectedBanner', 'ml');
    await summonStore().start();
    await summonStore().pull('ml', 7, 5);
    await summonStore().pull('perma', 9, 6);
    const permaCounters = summonStore().getSnapshot().counters.perma;
    expect(summonStore().getSnapshot().counters.ml.pity).toBeGreaterThan(0);
    const { user } = await openMySummons();
    await waitFor(() => expect(shownCards()).toHaveLength(16));

    await user.click(screen.getByRole('button', { name: 'Clear All Summons' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all summons?' });
    expect(dialog).toHaveTextContent("resets the ML banner's pity counter");
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(shownCards()).toHaveLength(16);

    await user.click(screen.getByRole('button', { name: 'Clear All Summons' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No summons found.')).toBeInTheDocument();
    expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 0');
    const counters = summonStore().getSnapshot().counters;
    expect(counters.ml).toEqual({ pity: 0, sr: 0 });
    expect(counters.perma).toEqual(permaCounters);
    expect(JSON.parse(localStorage.getItem('pityCounters')!)).toEqual({ limited: 0, perma: permaCounters.pity, ml: 0 });
  });

  it('reads older pulls from storage on demand when the history spans several chunks', async () => {
    const backend = freshStore();
    await summonStore().start();
    // Each batch is a chunk of its own; both fit in the grid's first screen.
    await summonStore().pull('perma', 12, 77);
    await summonStore().pull('ml', 12, 78);
    // A new visit: nothing is cached, every card comes from the stored chunks.
    freshStore({ initial: await snapshotOf(backend) });
    await openMySummons();
    await waitFor(() => expect(shownCards()).toHaveLength(24));
    expect(shownCards()[0]!.number).toBe('#24');
    expect(shownCards()[23]!.number).toBe('#1');
    const perma = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 12, createRng(77));
    expect(shownCards()[23]!.name).toBe(CHARACTERS[perma.chars[0]!]!.name);
  });
});

async function snapshotOf(backend: ReturnType<typeof freshStore>) {
  const stored = (await backend.load())!;
  const chunks = [];
  for (const batch of stored.batches) {
    for (const chunk of batch.chunks) chunks.push((await backend.readChunk(chunk.first))!);
  }
  return { ...stored, chunks };
}
