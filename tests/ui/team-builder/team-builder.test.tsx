import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS, ELEMENTS, type Character } from '../../../src/catalogue/characters';
import { addButton, group, openTeamBuilder, pressed, removeButton, teamNames } from './support';

// Whole-app renders with 64 characters take seconds on a busy machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

/** The ids shown in 'Personnages', in order. */
function shownIds(): string[] {
  return screen.queryAllByTestId(/^pick-/).map((el) => el.dataset.testid!.slice('pick-'.length));
}

function idsWhere(predicate: (c: Character) => boolean): string[] {
  return CHARACTERS.filter(predicate).map((c) => c.id);
}

function slots(): string {
  return screen.getByTestId('team-slots').textContent ?? '';
}

describe('team builder: content and mobs', () => {
  it('starts on Stuff with its first mob, each mob wearing its illustration', async () => {
    await openTeamBuilder();
    expect(pressed('Stuff', 'Type de contenu')).toHaveAttribute('aria-pressed', 'true');
    const mobs = within(group('Mob')).getAllByRole('button');
    expect(mobs.map((b) => b.textContent)).toEqual(['Terrormaton', 'Dokidoki', 'Aurora']);
    expect(mobs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(mobs[1]!.style.backgroundImage).toBe('url("/mobIllus/Stuff/Dokidoki.svg")');
  });

  it.each([
    ['PVP', ['AFK', 'RTA'], '0/4'],
    ['Shell', ['Febian', 'Whitney'], '0/4'],
    ['Stuff', ['Terrormaton', 'Dokidoki', 'Aurora'], '0/5'],
  ])('choosing %s selects its first mob', async (type, mobs, count) => {
    const { user } = await openTeamBuilder();
    await user.click(pressed('PVP', 'Type de contenu'));
    await user.click(pressed('RTA', 'Mob'));
    await user.click(pressed(type, 'Type de contenu'));
    expect(pressed(type, 'Type de contenu')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(group('Mob'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(mobs);
    expect(pressed(mobs[0]!, 'Mob')).toHaveAttribute('aria-pressed', 'true');
    expect(slots()).toBe(count);
  });
});

describe('team builder: filters', () => {
  it('shows every character with the four rarities on and nothing else chosen', async () => {
    await openTeamBuilder();
    expect(shownIds()).toEqual(CHARACTERS.map((c) => c.id));
    for (const r of ['r', 'sr', 'ssr', 'ml']) expect(pressed(r, 'Rareté')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(group('Rareté'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['r', 'sr', 'ssr', 'ml']);
    expect(
      within(group('Rôles'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['support', 'dps', 'debuff', 'sustain']);
  });

  it.each(ELEMENTS)('filters by the %s element alone; a second click clears it', async (element) => {
    const { user } = await openTeamBuilder();
    const icon = within(group('Élément')).getByRole('img', { name: element });
    await user.click(icon);
    expect(icon.closest('button')).toHaveAttribute('aria-pressed', 'true');
    expect(shownIds()).toEqual(idsWhere((c) => c.element === element));
    await user.click(icon);
    expect(icon.closest('button')).toHaveAttribute('aria-pressed', 'false');
    expect(shownIds()).toHaveLength(CHARACTERS.length);
  });

  it('keeps one element at a time', async () => {
    const { user } = await openTeamBuilder();
    await user.click(within(group('Élément')).getByRole('img', { name: 'red' }));
    await user.click(within(group('Élément')).getByRole('img', { name: 'blue' }));
    expect(within(group('Élément')).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(shownIds()).toEqual(idsWhere((c) => c.element === 'blue'));
  });

  it.each(['r', 'sr', 'ssr', 'ml'] as const)(
    'turning off the %s rarity alone hides exactly that rarity',
    async (rarity) => {
      const { user } = await openTeamBuilder();
      await user.click(pressed(rarity, 'Rareté'));
      expect(pressed(rarity, 'Rareté')).toHaveAttribute('aria-pressed', 'false');
      expect(shownIds()).toEqual(idsWhere((c) => c.rarity !== rarity));
    },
  );

  it('shows nothing, with a note, once every rarity is off', async () => {
    const { user } = await openTeamBuilder();
    for (const r of ['r', 'sr', 'ssr', 'ml']) await user.click(pressed(r, 'Rareté'));
    expect(shownIds()).toEqual([]);
    expect(screen.getByText('No character matches these filters.')).toBeInTheDocument();
  });

  it.each(['support', 'dps', 'debuff', 'sustain'] as const)('filters by the %s role alone', async (role) => {
    const { user } = await openTeamBuilder();
    await user.click(pressed(role, 'Rôles'));
    expect(shownIds()).toEqual(idsWhere((c) => c.roles.includes(role)));
  });

  it('shows characters having any of the selected roles', async () => {
    const { user } = await openTeamBuilder();
    await user.click(pressed('support', 'Rôles'));
    await user.click(pressed('sustain', 'Rôles'));
    const expected = idsWhere((c) => c.roles.includes('support') || c.roles.includes('sustain'));
    expect(shownIds()).toEqual(expected);
    expect(expected).toContain('tiamat');
  });

  it('filters by one tag alone, and by several tags requiring all of them', async () => {
    const { user } = await openTeamBuilder();
    await user.click(pressed('revive', 'Tags'));
    expect(shownIds()).toEqual(idsWhere((c) => c.tags.includes('revive')));
    await user.click(pressed('buff', 'Tags'));
    expect(shownIds()).toEqual(['beyontin', 'sania']);
    await user.click(pressed('revive', 'Tags'));
    expect(shownIds()).toEqual(idsWhere((c) => c.tags.includes('buff')));
  });

  it('combines element, rarity, roles and tags', async () => {
    const { user } = await openTeamBuilder();
    await user.click(within(group('Élément')).getByRole('img', { name: 'blue' }));
    await user.click(pressed('sr', 'Rareté'));
    await user.click(pressed('r', 'Rareté'));
    await user.click(pressed('dps', 'Rôles'));
    await user.click(pressed('debuff', 'Rôles'));
    const expected = idsWhere(
      (c) =>
        c.element === 'blue' && ['ssr', 'ml'].includes(c.rarity) && c.roles.some((r) => r === 'dps' || r === 'debuff'),
    );
    expect(shownIds()).toEqual(expected);
    expect(expected).toEqual(['celince', 'xiada', 'borgne', 'tiamat', 'rosa', 'nahor']);
    await user.click(pressed('dps', 'Tags'));
    expect(shownIds()).toEqual(['xiada', 'borgne', 'tiamat', 'rosa']);
  });
});

describe('team builder: the team', () => {
  it('adds from Personnages, ignores a duplicate, removes on click and shows the slot count', async () => {
    const { user } = await openTeamBuilder();
    expect(slots()).toBe('0/5');
    await user.click(addButton('Add Freya'));
    await user.click(addButton('Add Mia'));
    expect(teamNames()).toEqual(['Freya', 'Mia']);
    expect(slots()).toBe('2/5');
    await user.click(addButton('Add Freya'));
    expect(teamNames()).toEqual(['Freya', 'Mia']);
    expect(slots()).toBe('2/5');
    await user.click(removeButton('Remove Freya'));
    expect(teamNames()).toEqual(['Mia']);
    expect(slots()).toBe('1/5');
  });

  it('removes a member with Enter or Space too', async () => {
    const { user } = await openTeamBuilder();
    for (const name of ['Freya', 'Mia', 'Rahu']) await user.click(addButton(`Add ${name}`));
    removeButton('Remove Mia').focus();
    await user.keyboard('{Enter}');
    expect(teamNames()).toEqual(['Freya', 'Rahu']);
    removeButton('Remove Rahu').focus();
    await user.keyboard(' ');
    expect(teamNames()).toEqual(['Freya']);
  });

  it('holds at most 5 for a Stuff mob', async () => {
    const { user } = await openTeamBuilder();
    for (const name of ['Freya', 'Mia', 'Rahu', 'Lily', 'Mio', 'Kloss']) {
      await user.click(addButton(`Add ${name}`));
    }
    expect(teamNames()).toEqual(['Freya', 'Mia', 'Rahu', 'Lily', 'Mio']);
    expect(slots()).toBe('5/5');
  });

  it.each([
    ['PVP', 'AFK'],
    ['PVP', 'RTA'],
    ['Shell', 'Febian'],
    ['Shell', 'Whitney'],
  ])('holds at most 4 for %s %s', async (type, mob) => {
    const { user } = await openTeamBuilder();
    await user.click(pressed(type, 'Type de contenu'));
    await user.click(pressed(mob, 'Mob'));
    for (const name of ['Freya', 'Mia', 'Rahu', 'Lily', 'Mio']) {
      await user.click(addButton(`Add ${name}`));
    }
    expect(teamNames()).toEqual(['Freya', 'Mia', 'Rahu', 'Lily']);
    expect(slots()).toBe('4/4');
  });

  it('keeps a separate team per mob', async () => {
    const { user } = await openTeamBuilder();
    await user.click(addButton('Add Freya'));
    await user.click(pressed('Aurora', 'Mob'));
    expect(teamNames()).toEqual([]);
    await user.click(addButton('Add Mia'));
    await user.click(pressed('PVP', 'Type de contenu'));
    await user.click(addButton('Add Rahu'));
    await user.click(pressed('Stuff', 'Type de contenu'));
    expect(teamNames()).toEqual(['Freya']);
    await user.click(pressed('Aurora', 'Mob'));
    expect(teamNames()).toEqual(['Mia']);
    expect(JSON.parse(localStorage.getItem('teamData')!)).toEqual({
      'Stuff-Terrormaton': ['freya'],
      'Stuff-Aurora': ['mia'],
      'PVP-AFK': ['rahu'],
    });
  });

  it('colours a tag green when several members carry it and orange when one does', async () => {
    const { user } = await openTeamBuilder();
    // Freya: debuff buff advance delay sustain; Mia: dispel cleanse buff cooldown delay.
    await user.click(addButton('Add Freya'));
    await user.click(addButton('Add Mia'));
    const tags = within(screen.getByTestId('team-tags')).getAllByRole('listitem');
    const byState = (cls: string) => tags.filter((t) => t.classList.contains(cls)).map((t) => t.dataset.tag);
    expect(byState('tb-tag-shared')).toEqual(['buff', 'delay']);
    expect(byState('tb-tag-single')).toEqual(['debuff', 'advance', 'sustain', 'dispel', 'cleanse', 'cooldown']);
    expect(tags.find((t) => t.dataset.tag === 'buff')).toHaveTextContent('buff×2 (2 members)');
    await user.click(removeButton('Remove Mia'));
    expect(
      within(screen.getByTestId('team-tags'))
        .getAllByRole('listitem')
        .every((t) => t.classList.contains('tb-tag-single')),
    ).toBe(true);
  });
});

describe('team builder: persistence', () => {
  it('saves every change to localStorage and the cookie, and restores it after a reload', async () => {
    const { user, unmount } = await openTeamBuilder();
    await user.click(addButton('Add Freya'));
    await user.click(addButton('Add Heinrich'));
    await user.click(removeButton('Remove Freya'));
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Terrormaton":["heinrich"]}');
    expect(Cookies.get('teamData')).toBe('{"Stuff-Terrormaton":["heinrich"]}');
    unmount();

    await openTeamBuilder();
    expect(teamNames()).toEqual(['Heinrich']);
  });

  it('restores from the cookie alone when localStorage was cleared', async () => {
    const { user, unmount } = await openTeamBuilder();
    await user.click(addButton('Add Lily'));
    unmount();
    localStorage.clear();
    await openTeamBuilder();
    expect(teamNames()).toEqual(['Lily']);
  });

  it('restores from localStorage alone when the cookie is gone', async () => {
    const { user, unmount } = await openTeamBuilder();
    await user.click(addButton('Add Lily'));
    unmount();
    Cookies.remove('teamData', { path: '/' });
    await openTeamBuilder();
    expect(teamNames()).toEqual(['Lily']);
  });

  it('uses the cookie when localStorage is corrupted, without touching the corrupted value or other keys', async () => {
    localStorage.setItem('teamData', '{"Stuff-Terrormaton": [');
    localStorage.setItem('theme', 'light');
    Cookies.set('teamData', '{"Stuff-Terrormaton":["mio"]}', { path: '/' });
    await openTeamBuilder();
    expect(teamNames()).toEqual(['Mio']);
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Terrormaton": [');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts empty when both stores hold foreign data, and works from there', async () => {
    localStorage.setItem('teamData', '{"boss":["freya"]}');
    Cookies.set('teamData', 'not json at all', { path: '/' });
    const { user } = await openTeamBuilder();
    expect(teamNames()).toEqual([]);
    expect(slots()).toBe('0/5');
    await user.click(addButton('Add Freya'));
    expect(localStorage.getItem('teamData')).toBe('{"Stuff-Terrormaton":["freya"]}');
  });

  it('drops a saved id that is no longer in the catalogue', async () => {
    localStorage.setItem('teamData', '{"Stuff-Terrormaton":["freya","old-hero","mia"]}');
    await openTeamBuilder();
    expect(teamNames()).toEqual(['Freya', 'Mia']);
    expect(slots()).toBe('2/5');
  });
});
