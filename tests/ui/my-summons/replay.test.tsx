import { canFeature } from '../../../src/engine/pulls/featured';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/app/paths';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { pullMany } from '../../../src/engine/pulls/batch';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules } from '../../../src/engine/pulls/rules';
import { parseReplayLink, replayHref, summonStore } from '../../../src/lib/summons';
import { REPLAY_PATH } from '../../../src/lib/summons/replay-link';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { freshStore, shownCards } from '../summons/support';
import type { TestBackend } from '../../support/test-backend';

// Whole screens render and pull on the test's thread: generous on a busy machine, like the other screen tests.
vi.setConfig({ testTimeout: 20_000 });

const rules = buildRules(CHARACTERS);
const link = { banner: 'limited' as const, seed: 99, start: { pity: 70, sr: 2 }, count: 24, roster: rules.rosterHash };

async function openReplay(href: string) {
  const user = userEvent.setup();
  renderApp(href);
  await screen.findByRole('heading', { level: 1, name: 'Replay of a batch' });
  return user;
}

layOutPullGrids();

let backend: TestBackend;

describe('replay view', () => {
  it('lives where the links point, outside the navigation', () => {
    expect(paths.mySummonsReplay).toBe(REPLAY_PATH);
  });

  it("shows a link's pulls, newest first, and stores nothing", async () => {
    backend = freshStore();
    await summonStore().start();
    const writes = backend.writes;
    await openReplay(replayHref(link));
    const expected = pullMany(rules, 'limited', link.start, link.count, createRng(link.seed));
    await waitFor(() => expect(shownCards()).toHaveLength(24), { timeout: 10_000 });
    const cards = shownCards();
    expect(cards.map((c) => c.name)).toEqual(Array.from(expected.chars, (i) => CHARACTERS[i]!.name).reverse());
    expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 24 }, (_, i) => `Pull #${24 - i}`));
    expect(screen.getByTestId('replay-what')).toHaveTextContent(
      '24 pulls on the Limited banner from pity 70 (SR counter 2), seed 99.',
    );
    expect(screen.getByTestId('replay-summary')).toHaveTextContent(
      `counters after the batch: pity ${expected.counters.pity}, SR counter ${expected.counters.sr}.`,
    );
    expect(backend.writes).toBe(writes);
    expect(backend.storedPulls).toBe(0);
    expect(summonStore().getSnapshot().summonCount).toBe(0);
  });

  it('refuses a damaged link with a clear message and runs nothing', async () => {
    backend = freshStore();
    await summonStore().start();
    const writes = backend.writes;
    const damaged = replayHref(link).replace('pity=70', 'pity=700');
    await openReplay(damaged);
    expect(await screen.findByTestId('replay-problem')).toHaveTextContent(
      'This replay link is damaged: its pity counter is not valid. Nothing was pulled and your history is unchanged.',
    );
    expect(screen.queryByTestId('pull-grid')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Summons' })).toHaveAttribute('href', '/mysummons');
    expect(backend.writes).toBe(writes);
  });

  it("adds the batch to this browser's history only when asked and confirmed", async () => {
    backend = freshStore();
    await summonStore().start();
    await summonStore().pull('perma', 10, 5);
    const user = await openReplay(replayHref(link));
    const add = await screen.findByRole('button', { name: 'Add to my history' }, { timeout: 10_000 });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add these pulls to your history?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(summonStore().getSnapshot().summonCount).toBe(10);

    await user.click(screen.getByRole('button', { name: 'Add to my history' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('replay-added')).toHaveTextContent('Added to your history as pulls #11–#34.');
    const expected = pullMany(rules, 'limited', link.start, link.count, createRng(link.seed));
    expect(summonStore().getSnapshot().summonCount).toBe(34);
    expect(summonStore().getSnapshot().counters.limited).toEqual(expected.counters);
    expect(summonStore().batches.current()[1]).toMatchObject({
      id: 11,
      banner: 'limited',
      seed: 99,
      start: link.start,
    });
  });
});

describe('replay links on My Summons', () => {
  it('list the batches newest first, each with a link that reads back to it', async () => {
    backend = freshStore();
    await summonStore().start();
    await summonStore().pull('perma', 30, 1);
    await summonStore().setCounters('ml', { pity: 40, sr: 5 });
    await summonStore().pull('ml', 12);
    const user = userEvent.setup();
    renderApp('/mysummons');
    const toggle = await screen.findByRole('button', { name: 'Replay links' }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const items = within(screen.getByTestId('batch-links')).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      '#31–#42: 12 pulls on ML',
      '#1–#30: 30 pulls on Perma',
    ]);
    const href = within(items[0]!).getByRole('link', { name: 'Open replay' }).getAttribute('href')!;
    const parsed = parseReplayLink(href.slice(REPLAY_PATH.length), rules.rosterHash, (index) =>
      canFeature(rules, index),
    );
    const stored = summonStore().batches.current()[1]!;
    expect(parsed).toEqual({
      ok: true,
      link: { banner: 'ml', seed: stored.seed, start: { pity: 40, sr: 5 }, count: 12, roster: rules.rosterHash },
    });
  });
});
