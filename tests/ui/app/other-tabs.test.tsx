import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render-app';

// Whole-app renders with every character take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/**
 * What another tab of the site does: writes a key (or removes it, given null), and the browser tells this tab with a
 * storage event.
 */
async function writeInOtherTab(key: string, value: string | null) {
  // The screen listens from an effect: let every pending effect run first.
  await act(async () => {});
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
  });
}

function tierLists(rows: Record<string, string[]>, name = 'My tier list') {
  const colours = ['#ff7f7f', '#ffbf7f', '#ffef7f', '#7fdf7f'];
  return JSON.stringify({
    version: 1,
    activeId: 'list-1',
    lists: [
      {
        id: 'list-1',
        name,
        rows: ['S', 'A', 'B', 'C'].map((row, i) => ({
          id: `row-${i + 1}`,
          name: row,
          color: colours[i],
          items: rows[row] ?? [],
        })),
      },
    ],
  });
}

function tierIds(name: string): string[] {
  return [...screen.getByRole('group', { name: `Tier ${name}` }).querySelectorAll('[data-testid^="token-"]')].map(
    (el) => el.getAttribute('data-testid')!.slice('token-'.length),
  );
}

describe('changes made in another tab', () => {
  it('follow the theme chosen in another tab, and ignore an invalid one', async () => {
    localStorage.setItem('theme', 'dark');
    renderApp('/characters');
    await waitFor(() => expect(document.body).toHaveClass('dark'));
    await writeInOtherTab('theme', 'light');
    expect(document.body).toHaveClass('light');
    expect(document.body).not.toHaveClass('dark');
    await writeInOtherTab('theme', 'purple');
    expect(document.body).toHaveClass('light');
    // A key this screen does not use changes nothing.
    await writeInOtherTab('somethingElse', 'dark');
    expect(document.body).toHaveClass('light');
  });

  it('show a tier list saved in another tab without writing it back, and save this tab’s next change on top', async () => {
    localStorage.setItem('tierLists', tierLists({ S: ['freya'] }));
    const user = userEvent.setup({ delay: null });
    renderApp('/tierMaker');
    await screen.findByTestId('screen-tier-list', {}, { timeout: 5000 });
    expect(tierIds('S')).toEqual(['freya']);

    const other = tierLists({ S: ['freya'], A: ['lily'] });
    await writeInOtherTab('tierLists', other);
    expect(tierIds('A')).toEqual(['lily']);
    expect(localStorage.getItem('tierLists')).toBe(other);
    // The shown list's rows changed elsewhere: undoing would silently undo the other tab's work, so it is not offered.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(tierIds('A')).toEqual([]);
    const saved = JSON.parse(localStorage.getItem('tierLists')!) as { lists: { rows: { items: string[] }[] }[] };
    expect(saved.lists[0]!.rows.flatMap((r) => r.items)).toEqual([]);

    // An unusable value from elsewhere leaves this tab's lists as they are.
    await writeInOtherTab('tierLists', '{"version":1,"lists":[');
    expect(screen.getByRole('group', { name: 'Tier S' })).toBeInTheDocument();
  });

  it('start the tier maker afresh when another tab removes the lists, and keep nothing from before', async () => {
    localStorage.setItem('tierLists', tierLists({ S: ['freya'], A: ['lily'] }, 'Old list'));
    const user = userEvent.setup({ delay: null });
    renderApp('/tierMaker');
    await screen.findByTestId('screen-tier-list', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();

    // A Replace import without tier lists in another tab removes the key.
    await writeInOtherTab('tierLists', null);
    const picker = within(screen.getByRole('group', { name: 'Saved lists' })).getByRole('combobox');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual(['My tier list']);
    expect(tierIds('S')).toEqual([]);
    // Undo would bring the removed lists back: it is not offered, and nothing was written back.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(localStorage.getItem('tierLists')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    const saved = JSON.parse(localStorage.getItem('tierLists')!) as { lists: { name: string; rows: unknown[] }[] };
    expect(saved.lists.map((l) => l.name)).toEqual(['My tier list']);
    expect(saved.lists[0]!.rows).toHaveLength(5);
  });

  it('show teams saved in another tab', async () => {
    renderApp('/teammaker');
    await screen.findByTestId('screen-team-builder', {}, { timeout: 5000 });
    expect(screen.getByTestId('team-slots')).toHaveTextContent('0/5');
    await writeInOtherTab('teamData', JSON.stringify({ 'Stuff-Terrormaton': ['freya', 'mia'] }));
    expect(screen.getByTestId('team-slots')).toHaveTextContent('2/5');
    const members = within(screen.getByTestId('team')).getByRole('list', { name: 'Team members' });
    expect(
      within(members)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Freya', 'Mia']);
  });
});
