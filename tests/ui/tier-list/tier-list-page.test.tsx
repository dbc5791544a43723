import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { renderPng } from '../../../src/features/tier-list/export-image';
import { encodeShare } from '../../../src/features/tier-list/share-link';
import { captureDownloads } from '../downloads';
import { renderApp } from '../render-app';

// jsdom has no canvas: the picture itself is checked in the browser (tests/e2e/tier-list.spec.ts).
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
vi.mock('../../../src/features/tier-list/export-image', async (original) => ({
  ...(await original<typeof import('../../../src/features/tier-list/export-image')>()),
  renderPng: vi.fn(async () => new Blob([PNG_SIGNATURE], { type: 'image/png' })),
}));

const downloads = captureDownloads();

function tier(name: string) {
  return screen.getByRole('group', { name: `Tier ${name}` });
}

function idsIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-testid^="token-"]')].map((el) =>
    el.getAttribute('data-testid')!.slice(6),
  );
}

function poolIds(): string[] {
  return idsIn(screen.getByTestId('tier-pool'));
}

function seed(rows: Record<string, string[]>, extra: object = {}) {
  const colours = ['#ff7f7f', '#ffbf7f', '#ffef7f', '#7fdf7f'];
  localStorage.setItem(
    'tierLists',
    JSON.stringify({
      version: 1,
      activeId: 'list-1',
      lists: [
        {
          id: 'list-1',
          name: 'My tier list',
          rows: ['S', 'A', 'B', 'C'].map((name, i) => ({
            id: `row-${i + 1}`,
            name,
            color: colours[i],
            items: rows[name] ?? [],
          })),
        },
      ],
      ...extra,
    }),
  );
}

async function openTierList(path = '/tierMaker') {
  const user = userEvent.setup({ delay: null });
  const utils = renderApp(path);
  // The screen is a lazily loaded route; the first load in a worker can take a while.
  await screen.findByTestId('screen-tier-list', {}, { timeout: 5000 });
  return { user, ...utils };
}

/** An HTML5 drop of `payload` as application/json onto an element. */
function nativeDrop(target: HTMLElement, payload: string) {
  const dataTransfer = {
    types: ['application/json'],
    getData: (type: string) => (type === 'application/json' ? payload : ''),
    dropEffect: 'none',
  };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('tier list maker screen', { timeout: 20_000 }, () => {
  it('shows Clear, the tiers S, A, B, C in their colours and every character in the pool', async () => {
    await openTierList();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    const labels = [...document.querySelectorAll<HTMLElement>('.tier-label')];
    expect(labels.map((l) => [l.textContent, l.style.background])).toEqual([
      ['S', 'rgb(255, 127, 127)'],
      ['A', 'rgb(255, 191, 127)'],
      ['B', 'rgb(255, 239, 127)'],
      ['C', 'rgb(127, 223, 127)'],
    ]);
    expect(poolIds()).toHaveLength(CHARACTERS.length);
    expect(screen.getByRole('img', { name: 'Freya' })).toHaveAttribute('src', '/characters/ssr/freya.png');
  });

  it('filters the pool with the dropdown', async () => {
    const { user } = await openTierList();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'SSR', 'ML', 'SSR_RGB', 'SR', 'R']);
    await user.selectOptions(filter, 'SSR');
    expect(poolIds().sort()).toEqual(
      CHARACTERS.filter((c) => c.rarity === 'ssr' || c.rarity === 'ml')
        .map((c) => c.id)
        .sort(),
    );
    await user.selectOptions(filter, 'SSR_RGB');
    expect(poolIds()).toContain('freya');
    expect(poolIds()).not.toContain('heinrich');
    await user.selectOptions(filter, 'R');
    expect(poolIds().sort()).toEqual(
      CHARACTERS.filter((c) => c.rarity === 'r')
        .map((c) => c.id)
        .sort(),
    );
  });

  it('accepts an HTML5 drop of a tier-list item and ignores bad payloads with a console warning', async () => {
    await openTierList();
    nativeDrop(tier('B'), JSON.stringify({ name: 'Freya', image_path: '/characters/ssr/freya.png', type: 4 }));
    expect(idsIn(tier('B'))).toEqual(['freya']);
    expect(poolIds()).not.toContain('freya');
    expect(warn).not.toHaveBeenCalled();

    nativeDrop(tier('A'), '{"name": "Mia"');
    expect(warn).toHaveBeenLastCalledWith('Invalid JSON dropped');
    nativeDrop(tier('A'), JSON.stringify({ name: 'Nobody', image_path: 'x', type: 4 }));
    expect(warn).toHaveBeenLastCalledWith('Tier-list drop ignored: no such character');
    nativeDrop(tier('A'), JSON.stringify([1, 2]));
    expect(warn).toHaveBeenLastCalledWith('Tier-list drop ignored: the payload is not a tier-list item');
    expect(idsIn(tier('A'))).toEqual([]);
    expect(idsIn(tier('B'))).toEqual(['freya']);
    expect(poolIds()).toHaveLength(CHARACTERS.length - 1);
  });

  it('moves a character with the keyboard: pick up, up into a tier, drop', async () => {
    const { user } = await openTierList();
    const freya = screen.getByTestId('token-freya');
    act(() => freya.focus());
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(idsIn(tier('B'))).toEqual(['freya']));
    expect(poolIds()).not.toContain('freya');
  });

  it('Clear empties the tiers; undo and redo work from the buttons and from Ctrl+Z / Ctrl+Shift+Z', async () => {
    seed({ S: ['freya'], C: ['vice'] });
    const { user } = await openTierList();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(idsIn(tier('S'))).toEqual([]);
    expect(poolIds()).toHaveLength(CHARACTERS.length);
    await user.click(undo);
    expect(idsIn(tier('S'))).toEqual(['freya']);
    await user.click(redo);
    expect(idsIn(tier('C'))).toEqual([]);
    await user.keyboard('{Control>}z{/Control}');
    expect(idsIn(tier('C'))).toEqual(['vice']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(idsIn(tier('C'))).toEqual([]);
    expect(redo).toBeDisabled();
  });

  it('saves every change and restores it on the next visit', async () => {
    const first = await openTierList();
    nativeDrop(tier('A'), JSON.stringify({ name: 'Lily', image_path: 'x', type: 3 }));
    first.unmount();
    await openTierList();
    expect(idsIn(tier('A'))).toEqual(['lily']);
  });

  it('starts from the defaults when the saved value is corrupt, without an error', async () => {
    localStorage.setItem('tierLists', '{"version":1,"lists":[{"rows":');
    await openTierList();
    expect(screen.getAllByRole('group', { name: /^Tier [SABC]$/ })).toHaveLength(4);
    expect(poolIds()).toHaveLength(CHARACTERS.length);
  });

  it('renames, recolours, reorders, adds and removes tiers', async () => {
    seed({ A: ['mia'] });
    const { user } = await openTierList();
    await user.click(screen.getByRole('button', { name: 'Edit tier A' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit tier A' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Great');
    await user.click(within(dialog).getByRole('radio', { name: 'blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const great = tier('Great');
    expect(great.querySelector<HTMLElement>('.tier-label')!.style.background).toBe('rgb(127, 191, 255)');
    expect(idsIn(great)).toEqual(['mia']);

    await user.click(screen.getByRole('button', { name: 'Edit tier Great' }));
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([...document.querySelectorAll('.tier-label')].map((l) => l.textContent)).toEqual(['Great', 'S', 'B', 'C']);

    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect([...document.querySelectorAll('.tier-label')].map((l) => l.textContent)).toEqual([
      'Great',
      'S',
      'B',
      'C',
      'D',
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit tier Great' }));
    await user.click(screen.getByRole('button', { name: 'Remove tier' }));
    expect(screen.queryByRole('group', { name: 'Tier Great' })).not.toBeInTheDocument();
    expect(poolIds()).toContain('mia');
    expect(screen.getByRole('button', { name: 'Edit tier S' })).toHaveFocus();
  });

  it('will not save a tier without a name, and says why', async () => {
    seed({});
    const { user } = await openTierList();
    const opener = screen.getByRole('button', { name: 'Edit tier A' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit tier A' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText('A tier needs a name.')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '   {Enter}');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('A tier needs a name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Edit tier A' })).toBe(dialog);

    await user.type(name, 'Top');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByText('A tier needs a name.')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tier('A')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('will not rename a list to nothing, and Cancel keeps its name', async () => {
    seed({});
    const { user } = await openTierList();
    const opener = screen.getByRole('button', { name: 'Rename list' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    const input = within(dialog).getByLabelText('Name');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('My tier list');
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.type(input, '  {Enter}');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Rename list' })).toBe(dialog);

    await user.type(input, 'Arena');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('My tier list');
    expect(opener).toHaveFocus();
  });

  it('keeps several named lists and switches between them', async () => {
    seed({ S: ['freya'] });
    const { user } = await openTierList();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const select = screen.getByRole('combobox', { name: 'List' });
    expect(select).toHaveDisplayValue('Tier list 2');
    expect(idsIn(tier('S'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rename list' }));
    const input = within(screen.getByRole('dialog', { name: 'Rename list' })).getByLabelText('Name');
    await user.clear(input);
    await user.type(input, 'Arena{Enter}');
    expect(select).toHaveDisplayValue('Arena');

    await user.selectOptions(select, 'My tier list');
    expect(idsIn(tier('S'))).toEqual(['freya']);
    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this list?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Arena']);
  });

  it('Share copies a link holding the whole list', async () => {
    seed({ S: ['freya', 'mia'] });
    const { user } = await openTierList();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share link copied to the clipboard.')).toBeInTheDocument();
    const link = (screen.getByLabelText('Share link') as HTMLInputElement).value;
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/tierMaker#list=[\w-]+$/);
  });

  it('opens a shared link as a list, and removes it from the address', async () => {
    const hash = `#list=${encodeShare({ name: 'Arena', rows: [{ id: 'row-1', name: 'Top', color: '#123456', items: ['mia'] }] })}`;
    const { router } = await openTierList(`/tierMaker${hash}`);
    expect(screen.getByText(/^Opened the shared list “Arena”\./)).toHaveAttribute('role', 'status');
    expect(idsIn(tier('Top'))).toEqual(['mia']);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('Arena');
  });

  it('refuses a tampered link with a clear message and loads nothing', async () => {
    seed({ S: ['freya'] });
    const encoded = encodeShare({
      name: 'Arena',
      rows: [{ id: 'row-1', name: 'Top', color: '#123456', items: ['mia'] }],
    });
    await openTierList(`/tierMaker#list=${encoded.slice(0, -5)}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This share link is damaged or incomplete, so nothing was loaded.',
    );
    expect(idsIn(tier('S'))).toEqual(['freya']);
    expect(screen.queryByRole('group', { name: 'Tier Top' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tierLists')!).lists).toHaveLength(1);
  });

  it('exports the tiers as a PNG download named after the list', async () => {
    const { user } = await openTierList();
    await user.click(screen.getByRole('button', { name: 'Export image' }));
    expect(await screen.findByText('Image exported.')).toBeInTheDocument();
    const click = vi.mocked(HTMLAnchorElement.prototype.click);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('my-tier-list.png');
    expect(link.href).toBe('blob:test/1');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.type).toBe('image/png');
    expect(new Uint8Array(await downloads[0]!.arrayBuffer())).toEqual(PNG_SIGNATURE);
    expect(vi.mocked(renderPng).mock.calls[0]![0]).toBe(screen.getByTestId('tier-rows'));
  });
});
