import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { MAX_COPIES, OWNED_KEY } from '../../../src/storage/owned-store';
import { renderApp } from '../render-app';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());

const heinrich = CHARACTERS[0]!;

async function openGallery() {
  const user = userEvent.setup();
  renderApp('/characters');
  await screen.findByTestId('screen-gallery');
  return user;
}

function saved(): Record<string, number> {
  return JSON.parse(localStorage.getItem(OWNED_KEY) ?? '{}') as Record<string, number>;
}

describe('marking owned characters in the gallery', () => {
  it('is off at first: no copies controls and no bulk actions', async () => {
    await openGallery();
    expect(screen.getByRole('button', { name: 'Mark owned' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Own every/ })).toBeNull();
  });

  it('sets copies with + and − by pointer, and stops at 0 and the maximum', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Mark owned' }));
    // The mode's code loads on first use.
    await screen.findByRole('group', { name: 'Owned characters' });
    expect(screen.getAllByRole('spinbutton')).toHaveLength(CHARACTERS.length);
    const more = screen.getByRole('button', { name: `One copy more of ${heinrich.name}` });
    const fewer = screen.getByRole('button', { name: `One copy fewer of ${heinrich.name}` });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('spinbutton', { name: `Copies of ${heinrich.name}` })).toHaveValue(2);
    expect(saved()).toEqual({ [heinrich.id]: 2 });
    await user.click(fewer);
    expect(saved()).toEqual({ [heinrich.id]: 1 });
    for (let i = 1; i < MAX_COPIES; i++) await user.click(more);
    expect(more).toBeDisabled();
    expect(saved()).toEqual({ [heinrich.id]: MAX_COPIES });
  });

  it('sets copies by keyboard: typing a number, and Tab to the buttons', async () => {
    const user = await openGallery();
    screen.getByRole('button', { name: 'Mark owned' }).focus();
    await user.keyboard('{Enter}');
    // The mode's code loads on first use.
    await screen.findByRole('group', { name: 'Owned characters' });
    const box = screen.getByRole('spinbutton', { name: `Copies of ${heinrich.name}` });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}4');
    expect(saved()).toEqual({ [heinrich.id]: 4 });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `One copy more of ${heinrich.name}` }));
    await user.keyboard(' ');
    expect(saved()).toEqual({ [heinrich.id]: 5 });
  });

  it('owns a whole rarity at once, keeping larger counts', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Mark owned' }));
    // The mode's code loads on first use.
    await screen.findByRole('group', { name: 'Owned characters' });
    const ssr = CHARACTERS.filter((c) => c.rarity === 'ssr');
    await user.click(screen.getByRole('button', { name: `One copy more of ${ssr[0]!.name}` }));
    await user.click(screen.getByRole('button', { name: `One copy more of ${ssr[0]!.name}` }));
    await user.click(screen.getByRole('button', { name: 'Own every SSR' }));
    expect(saved()).toEqual(Object.fromEntries(ssr.map((c, i) => [c.id, i === 0 ? 2 : 1])));
    expect(screen.getByText(`${ssr.length} characters owned`)).toBeInTheDocument();
  });

  it('clears everything only once confirmed', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Mark owned' }));
    // The mode's code loads on first use.
    await screen.findByRole('group', { name: 'Owned characters' });
    await user.click(screen.getByRole('button', { name: 'Own every R' }));
    const owned = saved();
    await user.click(screen.getByRole('button', { name: 'Clear all owned' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep them' }));
    expect(saved()).toEqual(owned);
    await user.click(screen.getByRole('button', { name: 'Clear all owned' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    expect(saved()).toEqual({});
    expect(screen.getByRole('button', { name: 'Clear all owned' })).toBeDisabled();
  });

  it('hides the controls again when the mode is turned off, keeping what was marked', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Mark owned' }));
    // The mode's code loads on first use.
    await screen.findByRole('group', { name: 'Owned characters' });
    await user.click(screen.getByRole('button', { name: `One copy more of ${heinrich.name}` }));
    await user.click(screen.getByRole('button', { name: 'Mark owned' }));
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(saved()).toEqual({ [heinrich.id]: 1 });
  });
});
