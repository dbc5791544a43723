import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { drawnCards, freshStoreEachTest } from './support';

layOutPullGrids();
freshStoreEachTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

/** Opens the Summon screen on a history of `pulls` pulls. */
async function openSummons(pulls = 0): Promise<User> {
  const user = userEvent.setup();
  renderApp('/summons');
  await screen.findByText(`${pulls} results`, {}, { timeout: 10_000 });
  return user;
}

async function press(user: User, name: string, total: number): Promise<void> {
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(String(total)));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x1' })).toBeEnabled());
  // The grid draws the new cards a moment after the count (at transition priority).
  await waitFor(() => expect(screen.getAllByTestId('pull-card')[0]).toHaveTextContent(`Pull #${total}`));
  await drawnCards();
}

const area = () => screen.getByTestId('pull-reveal');
/** The reveal place of each card shown, newest first; null for a card not being revealed. */
const orders = () => screen.queryAllByTestId('pull-card').map((card) => card.getAttribute('data-reveal-order'));
const revealed = () => orders().filter((order) => order !== null);
const setting = () => screen.getByRole('checkbox', { name: 'Pull reveal' });

describe('the pull reveal on the Summon screen', { timeout: 20_000 }, () => {
  it('Pull x10 reveals its ten cards in grid order, and a click on the results ends it', async () => {
    const user = await openSummons();
    await press(user, 'Pull x1', 1);
    await press(user, 'Pull x10', 11);
    expect(area()).toHaveAttribute('data-reveal', 'running');
    // The older pull is not part of it.
    expect(orders()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', null]);
    for (const card of screen.getAllByTestId('pull-card').slice(0, 10)) {
      const top = ['ssr', 'ml'].includes(card.getAttribute('data-rarity')!);
      expect(card).toHaveClass('revealing');
      expect(card.classList.contains('reveal-glow')).toBe(top);
    }

    await user.click(screen.getByTestId('pull-grid'));
    expect(area()).toHaveAttribute('data-reveal', 'idle');
    expect(revealed()).toEqual([]);
    expect(screen.getAllByTestId('pull-card')[0]).not.toHaveClass('revealing');
  });

  it('ends when its clock runs out, on Escape, Enter or Space, and not on a modifier alone', async () => {
    const user = await openSummons();
    await press(user, 'Pull x1', 1);
    expect(revealed()).toEqual(['0']);
    fireEvent.animationEnd(area().querySelector('.pull-reveal-clock')!);
    expect(revealed()).toEqual([]);

    let total = 1;
    for (const key of ['Escape', 'Enter', ' ']) {
      await press(user, 'Pull x1', ++total);
      expect(revealed()).toEqual(['0']);
      fireEvent.keyDown(document.body, { key: 'Shift' });
      expect(revealed()).toEqual(['0']);
      fireEvent.keyDown(document.body, { key });
      expect(area()).toHaveAttribute('data-reveal', 'idle');
      expect(revealed()).toEqual([]);
    }
  });

  it('another press ends the running reveal; Pull x85 and the custom count never reveal', async () => {
    const user = await openSummons();
    await press(user, 'Pull x10', 10);
    expect(revealed()).toHaveLength(10);
    await press(user, 'Pull x85', 95);
    expect(area()).toHaveAttribute('data-reveal', 'idle');
    expect(revealed()).toEqual([]);

    await press(user, 'Pull x10', 105);
    expect(revealed()).toHaveLength(10);
    await user.clear(screen.getByLabelText('Custom pull count'));
    await user.type(screen.getByLabelText('Custom pull count'), '10');
    await press(user, 'Pull 10', 115);
    expect(revealed()).toEqual([]);
  });

  it('turned off, it never starts; the choice is saved, read on the next visit and followed from other tabs', async () => {
    const user = await openSummons();
    expect(setting()).toBeChecked();
    await user.click(setting());
    expect(localStorage.getItem('pullReveal')).toBe('false');
    await press(user, 'Pull x10', 10);
    expect(area()).toHaveAttribute('data-reveal', 'idle');
    expect(revealed()).toEqual([]);

    cleanup();
    const again = await openSummons(10);
    expect(setting()).not.toBeChecked();
    await press(again, 'Pull x1', 11);
    expect(revealed()).toEqual([]);

    // Another tab turns it on.
    act(() => {
      localStorage.setItem('pullReveal', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'pullReveal', newValue: 'true' }));
    });
    expect(setting()).toBeChecked();
    await press(again, 'Pull x1', 12);
    expect(revealed()).toEqual(['0']);

    // Turned off during a reveal, the reveal ends.
    await again.click(setting());
    expect(revealed()).toEqual([]);
  });

  it('under reduced motion it never starts, and the setting says why', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('matchMedia', (text: string) => ({ ...query, media: text }));
    const user = await openSummons();
    expect(setting()).toBeChecked();
    expect(setting()).toHaveAccessibleDescription('(off while this device asks for reduced motion)');
    await press(user, 'Pull x10', 10);
    await press(user, 'Pull x1', 11);
    expect(area()).toHaveAttribute('data-reveal', 'idle');
    expect(revealed()).toEqual([]);
  });
});
