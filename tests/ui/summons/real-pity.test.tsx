import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { summonStore } from '../../../src/lib/summons';
import { OWNED_KEY } from '../../../src/storage/owned-store';
import { PITY_COUNTERS_KEY } from '../../../src/storage/summon-mirrors';
import { captureDownloads } from '../downloads';
import { renderApp } from '../render-app';
import { freshStoreEachTest } from './support';

vi.setConfig({ testTimeout: 20_000 });
freshStoreEachTest();
const downloads = captureDownloads();
beforeEach(() => localStorage.clear());

async function openPanel() {
  const user = userEvent.setup();
  renderApp('/summons');
  await screen.findByText('0 results', {}, { timeout: 10_000 });
  const toggle = screen.getByRole('button', { name: 'My real pity' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('real-pity')).toBeNull();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return user;
}

const counter = (id: 'real-pity' | 'real-sr') => screen.getByTestId(id).textContent;

describe('my real pity on the Summon screen', () => {
  it('adds ×1 and ×10 to the shown banner only, leaving the simulated counters alone', async () => {
    const user = await openPanel();
    const simulated = summonStore().getSnapshot().counters;
    await user.click(screen.getByRole('button', { name: '×10' }));
    await user.click(screen.getByRole('button', { name: '×1' }));
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['11', '9']);
    await user.click(screen.getByRole('button', { name: 'This pull was an SR' }));
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['12', '0']);
    expect(summonStore().getSnapshot().counters).toEqual(simulated);
    expect(localStorage.getItem(PITY_COUNTERS_KEY)).not.toContain('12');
    await user.click(screen.getByRole('button', { name: 'ML' }));
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['0', '0']);
  });

  it('stops at hard pity', async () => {
    const user = await openPanel();
    for (let i = 0; i < 9; i++) await user.click(screen.getByRole('button', { name: '×10' }));
    expect(counter('real-pity')).toBe('80');
  });

  it("records a top result by keyboard from the banner's own pool, adding a copy to the owned characters", async () => {
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: '×10' }));
    const picker = screen.getByRole('combobox', { name: 'Top result' });
    const offered = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    const perma = CHARACTERS.filter((c) => c.pullable && (c.rarity === 'ssr' || c.rarity === 'ml'));
    expect(offered).toEqual(perma.map((c) => c.name));
    const chosen = perma[3]!;
    await user.selectOptions(picker, chosen.name);
    screen.getByRole('button', { name: 'This pull was a top result' }).focus();
    await user.keyboard('{Enter}');
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['0', '0']);
    expect(JSON.parse(localStorage.getItem(OWNED_KEY)!)).toEqual({ [chosen.id]: 1 });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${chosen.name} was recorded`);
  });

  it('stays open through an import, showing the imported counters', async () => {
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: '×10' }));
    await user.click(screen.getByRole('button', { name: 'Your data' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Your data' }));
    await user.click(dialog.getByRole('button', { name: 'Export my data' }));
    await dialog.findByText(/^Exported /);
    const file = JSON.parse(await downloads[0]!.text()) as { realCounters: { perma: { pity: number; sr: number } } };
    expect(file.realCounters.perma).toMatchObject({ pity: 10, sr: 9 });
    file.realCounters.perma = { pity: 33, sr: 4 };
    const input = dialog.getByLabelText('Data file to import');
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], 'mine.json')] } });
    await user.click(await dialog.findByRole('button', { name: 'Replace my data' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, replace my data' }));
    await dialog.findByText(/^Your data was replaced/);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    // The screen was mounted afresh with the file's data, and the panel is as the player left it.
    expect(await screen.findByRole('button', { name: 'My real pity' })).toHaveAttribute('aria-expanded', 'true');
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['33', '4']);
  });

  it('tallies the real pulls it records, and starts the tally again only after asking', async () => {
    const user = await openPanel();
    const tally = () => screen.getByTestId('real-tally').textContent;
    expect(tally()).toMatch(/^Tallied since pity 0: 0 real pulls, 0 SSR or ML\./);
    expect(screen.getByRole('button', { name: 'Start a new tally' })).toBeDisabled();
    for (let i = 0; i < 8; i++) await user.click(screen.getByRole('button', { name: '×10' }));
    // Hard pity is 80: a further ten without a top result cannot happen, so it is not tallied.
    await user.click(screen.getByRole('button', { name: '×10' }));
    await user.click(screen.getByRole('button', { name: 'This pull was a top result' }));
    await user.click(screen.getByRole('button', { name: '×1' }));
    await user.click(screen.getByRole('button', { name: 'This pull was an SR' }));
    expect(tally()).toMatch(/^Tallied since pity 0: 83 real pulls, 1 SSR or ML\./);
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['2', '0']);

    await user.click(screen.getByRole('button', { name: 'Start a new tally' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start a new Perma tally?' }));
    expect(dialog.getByText(/The 83 real pulls tallied on Perma are forgotten/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep them' }));
    expect(tally()).toMatch(/^Tallied since pity 0: 83 real pulls/);
    await user.click(screen.getByRole('button', { name: 'Start a new tally' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start a new tally' }));
    expect(tally()).toMatch(/^Tallied since pity 2: 0 real pulls, 0 SSR or ML\./);
    expect([counter('real-pity'), counter('real-sr')]).toEqual(['2', '0']);
    await user.click(screen.getByRole('button', { name: '×1' }));
    expect(tally()).toMatch(/^Tallied since pity 2: 1 real pull, 0 SSR or ML\./);
  });
});
