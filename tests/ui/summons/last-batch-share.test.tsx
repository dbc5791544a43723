import { canFeature } from '../../../src/engine/pulls/featured';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { pullMany } from '../../../src/engine/pulls/batch';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules, KIND_TOP } from '../../../src/engine/pulls/rules';
import { parseReplayLink, summonStore } from '../../../src/lib/summons';
import { REPLAY_PATH } from '../../../src/lib/summons/replay-link';
import {
  cardOrigin,
  IMAGE_CARD,
  IMAGE_COLUMNS,
  IMAGE_GAP,
  IMAGE_PADDING,
  MAX_IMAGE_CARDS,
  topResultsLayout,
} from '../../../src/features/summons/top-results-layout';
import { renderPng } from '../../../src/components/render-png';
import { captureDownloads } from '../downloads';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { freshStoreEachTest } from './support';

// Whole screens render and pull on the test's thread: generous on a busy machine, like the other screen tests.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no canvas: the picture's drawing is the browser's part (covered end to end); this checks what is drawn.
vi.mock('../../../src/components/render-png', () => ({
  renderPng: vi.fn(async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
}));

const rules = buildRules(CHARACTERS);
const downloads = captureDownloads();

async function openSummons() {
  const user = userEvent.setup();
  renderApp('/summons');
  await screen.findByRole('button', { name: 'Pull x1' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x1' })).toBeEnabled());
  return user;
}

layOutPullGrids();
freshStoreEachTest();

describe('top results picture layout', () => {
  it('puts up to six cards a row, sized to hold every card drawn', () => {
    const seven = topResultsLayout(7);
    expect(seven).toMatchObject({ shown: 7, more: 0, columns: IMAGE_COLUMNS, rows: 2 });
    expect(seven.width).toBe(2 * IMAGE_PADDING + 6 * IMAGE_CARD.width + 5 * IMAGE_GAP);
    // The last card ends inside the picture, one padding from its right and bottom edges at most.
    const last = cardOrigin(seven, 6);
    expect(last).toEqual({ x: IMAGE_PADDING, y: cardOrigin(seven, 0).y + IMAGE_CARD.height + IMAGE_GAP });
    expect(last.y + IMAGE_CARD.height + IMAGE_PADDING).toBe(seven.height);
    const sixth = cardOrigin(seven, 5);
    expect(sixth.x + IMAGE_CARD.width + IMAGE_PADDING).toBe(seven.width);
    // Fewer cards than a row: the picture is as narrow as they are.
    expect(topResultsLayout(2)).toMatchObject({ columns: 2, rows: 1 });
  });

  it('draws at most 60 cards and says how many more there were, or that there were none', () => {
    expect(topResultsLayout(250)).toMatchObject({ shown: MAX_IMAGE_CARDS, more: 190, rows: 10 });
    expect(topResultsLayout(250, 12)).toMatchObject({ shown: 12, more: 238 });
    expect(topResultsLayout(0)).toMatchObject({ shown: 0, more: 0, rows: 0, columns: 1 });
    expect(topResultsLayout(250).height).toBeGreaterThan(cardOrigin(topResultsLayout(250), 59).y + IMAGE_CARD.height);
  });
});

describe('sharing the last batch', () => {
  it('is collapsed, and offers a replay link of the last batch', async () => {
    const user = await openSummons();
    expect(screen.queryByRole('button', { name: 'Share the last batch' })).not.toBeInTheDocument();
    await summonStore().setCounters('perma', { pity: 64, sr: 8 });
    await user.click(screen.getByRole('button', { name: 'Pull x85' }));
    const toggle = await screen.findByRole('button', { name: 'Share the last batch' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('replay-link')).not.toBeInTheDocument();
    await user.click(toggle);
    const href = screen.getByTestId('replay-link').getAttribute('href')!;
    expect(href.startsWith(`${REPLAY_PATH}?`)).toBe(true);
    const seed = summonStore().getSnapshot().lastBatch!.seed;
    expect(
      parseReplayLink(href.slice(REPLAY_PATH.length), rules.rosterHash, (index) => canFeature(rules, index)),
    ).toEqual({
      ok: true,
      link: { banner: 'perma', seed, start: { pity: 64, sr: 8 }, count: 85, roster: rules.rosterHash },
    });
  });

  it("draws the batch's top results, one card each, and saves them as a PNG", async () => {
    const user = await openSummons();
    await summonStore().pull('perma', 50, 11);
    await summonStore().pull('limited', 400, 12);
    const expected = pullMany(rules, 'limited', { pity: 0, sr: 0 }, 400, createRng(12));
    const tops = Array.from(expected.chars).filter((c) => rules.banners.limited.kind[c] === KIND_TOP).length;
    await user.click(await screen.findByRole('button', { name: 'Share the last batch' }));
    await user.click(screen.getByRole('button', { name: 'Save top results as PNG' }));
    expect(await screen.findByText('Image saved.')).toBeInTheDocument();

    const node = vi.mocked(renderPng).mock.calls.at(-1)![0];
    const cards = within(node).getAllByTestId('pull-card');
    expect(cards).toHaveLength(Math.min(tops, MAX_IMAGE_CARDS));
    expect(cards.every((card) => card.textContent?.startsWith('Freya'))).toBe(true);
    expect(node).toHaveTextContent(`${tops} Freya in 400 Limited pulls`);
    const layout = topResultsLayout(tops);
    expect(node.style.width).toBe(`${layout.width}px`);
    expect(node.style.height).toBe(`${layout.height}px`);
    const link = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1) as HTMLAnchorElement;
    expect(link.download).toBe('top-results-limited-51.png');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.type).toBe('image/png');
    // The picture is taken down once drawn.
    await waitFor(() => expect(screen.queryByTestId('top-results-image')).not.toBeInTheDocument());
  });
});
