import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, ELEMENTS, ROLES } from '../../../src/catalogue/characters';
import { tagsText } from '../../../src/features/gallery/gallery-filter';
import { renderApp } from '../render-app';

function shownNames(): string[] {
  return screen
    .queryAllByTestId(/^character-/)
    .filter((el) => !el.closest('[hidden]'))
    .map((el) => el.querySelector('.character-name')?.textContent ?? '');
}

async function openGallery() {
  const user = userEvent.setup();
  renderApp('/characters');
  await screen.findByTestId('screen-gallery');
  return user;
}

function group(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('character gallery', () => {
  it('shows every character in four open sections ml, ssr, sr, r', async () => {
    await openGallery();
    expect(shownNames()).toHaveLength(CHARACTERS.length);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.split(' ')[0]);
    expect(headings).toEqual(['ML', 'SSR', 'SR', 'R']);
    for (const toggle of screen.getAllByRole('button', { name: 'Fermer/Ouvrir la section' })) {
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveTextContent('−');
    }
  });

  it.each(ELEMENTS)('filters by the %s element', async (element) => {
    const user = await openGallery();
    await user.click(within(group('Filtrer par élément :')).getByRole('img', { name: element }));
    const expected = CHARACTERS.filter((c) => c.element === element).map((c) => c.name);
    expect(shownNames().sort()).toEqual([...expected].sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(ROLES)('filters by the %s role', async (role) => {
    const user = await openGallery();
    await user.click(within(group('Filtrer par rôle :')).getByRole('button', { name: role }));
    const expected = CHARACTERS.filter((c) => c.roles.includes(role)).map((c) => c.name);
    expect(shownNames().sort()).toEqual([...expected].sort());
  });

  it('combines element and role, and Tous clears each', async () => {
    const user = await openGallery();
    await user.click(within(group('Filtrer par élément :')).getByRole('img', { name: 'red' }));
    await user.click(within(group('Filtrer par rôle :')).getByRole('button', { name: 'dps' }));
    const expected = CHARACTERS.filter((c) => c.element === 'red' && c.roles.includes('dps')).map((c) => c.name);
    expect(shownNames().sort()).toEqual([...expected].sort());
    expect(expected).toContain('Holden');

    await user.click(within(group('Filtrer par élément :')).getByRole('button', { name: 'Tous' }));
    expect(shownNames()).toHaveLength(CHARACTERS.filter((c) => c.roles.includes('dps')).length);
    await user.click(within(group('Filtrer par rôle :')).getByRole('button', { name: 'Tous' }));
    expect(shownNames()).toHaveLength(CHARACTERS.length);
  });

  it('collapses and reopens a section with its plus/minus toggle', async () => {
    const user = await openGallery();
    const ssr = screen.getByTestId('section-ssr');
    const toggle = within(ssr).getByRole('button', { name: 'Fermer/Ouvrir la section' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('+');
    expect(shownNames()).not.toContain('Freya');
    expect(shownNames()).toContain('Heinrich');
    await user.click(toggle);
    expect(shownNames()).toContain('Freya');
  });

  it('shows the tags in a tooltip on hover and on keyboard focus', async () => {
    const user = await openGallery();
    const freya = screen.getByTestId('character-freya');
    await user.hover(freya);
    expect(screen.getByRole('tooltip')).toHaveTextContent('debuff, buff, advance, delay, sustain');
    await user.unhover(freya);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => freya.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('debuff, buff, advance, delay, sustain');
    expect(freya).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows one tooltip at a time when the pointer and the focus are on different tiles', async () => {
    const user = await openGallery();
    const freya = screen.getByTestId('character-freya');
    const mia = screen.getByTestId('character-mia');
    act(() => freya.focus());
    await user.hover(mia);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(within(mia).getByRole('tooltip')).toBeVisible();
    // The focused tile still describes itself to assistive tech, without a second tooltip on screen.
    expect(freya).toHaveAccessibleDescription('debuff, buff, advance, delay, sustain');

    // The pointer leaves: the focused tile's tooltip comes back.
    await user.unhover(mia);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(within(freya).getByRole('tooltip')).toBeVisible();

    // Focus moves while the pointer rests on a tile: the newest wins, and Escape hides it until the next move.
    await user.hover(mia);
    act(() => screen.getByTestId('character-lily').focus());
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(within(screen.getByTestId('character-lily')).getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => screen.getByTestId('character-lily').blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(freya);
    expect(within(freya).getByRole('tooltip')).toBeVisible();
  });

  it('lets a clicked tile’s tooltip go when the pointer moves on, and never brings it back', async () => {
    const user = await openGallery();
    const freya = screen.getByTestId('character-freya');
    const mia = screen.getByTestId('character-mia');
    await user.click(freya);
    expect(freya).toHaveFocus();
    expect(within(freya).getByRole('tooltip')).toBeVisible();
    await user.unhover(freya);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(mia);
    expect(within(mia).getByRole('tooltip')).toBeVisible();
    await user.unhover(mia);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The keyboard takes over from there: the next tile's tooltip shows on Tab.
    await user.tab();
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(within(document.activeElement as HTMLElement).getByRole('tooltip')).toBeVisible();
  });

  it('forgets a tile filtered out under the pointer, so it shows no tooltip when it comes back', async () => {
    const user = await openGallery();
    await user.hover(screen.getByTestId('character-freya'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    const freyaElement = CHARACTERS.find((c) => c.id === 'freya')!.element;
    const other = ELEMENTS.find((e) => e !== freyaElement)!;
    act(() => screen.getByRole('button', { name: other }).click());
    expect(screen.queryByTestId('character-freya')).not.toBeInTheDocument();
    act(() => screen.getAllByRole('button', { name: 'Tous' })[0]!.click());
    expect(screen.getByTestId('character-freya')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByTestId('character-freya')).not.toHaveAttribute('aria-describedby');
  });

  it("reads 'Aucun tag' for a character without tags", () => {
    expect(tagsText([])).toBe('Aucun tag');
    expect(tagsText(['dps', 'debuff'])).toBe('dps, debuff');
  });

  it('puts LD characters first in their section', async () => {
    await openGallery();
    const srNames = within(screen.getByTestId('section-sr'))
      .getAllByTestId(/^character-/)
      .map((el) => el.querySelector('.character-name')?.textContent);
    expect(srNames.slice(0, 6)).toEqual(['Marvell', 'Valerian', 'Cachi guard', 'Dorothy', 'Victor', 'Diting']);
  });
});
