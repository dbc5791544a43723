import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { MAX_TARGETS } from '../../../src/engine/plan/types';
import { loadPlans } from '../../../src/storage/plan-store';
import { openPlanner, shownTargets } from './support';

// The screen is driven as a player would, keystroke by keystroke: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const search = () => screen.getByRole('searchbox', { name: 'Add a character' });
const addable = () =>
  within(screen.getByRole('list', { name: 'Characters to add' }))
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid')!.slice('add-'.length));
const said = () => screen.getByTestId('targets-said').textContent;
const bannerChoices = (name: string) =>
  within(screen.getByRole('combobox', { name: `Banner for ${name}` }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('targets', () => {
  it('adds characters on the banner that suits them: the featured one on Limited, an ml on ML, others on Perma', async () => {
    const { user } = await openPlanner();
    expect(screen.getByText('No targets yet: add the characters you want below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Freya, SSR, LD' }));
    await user.click(screen.getByRole('button', { name: 'Add Heinrich, ML' }));
    await user.click(screen.getByRole('button', { name: 'Add Holden, SSR' }));
    await user.click(screen.getByRole('button', { name: 'Add Marvell, SR, LD' }));
    expect(shownTargets()).toEqual(['Freya ×1 Limited', 'Heinrich ×1 ML', 'Holden ×1 Perma', 'Marvell ×1 Perma']);
    expect(said()).toBe('Marvell added as target 4.');
    expect(loadPlans()!.plans[0]!.targets.map((t) => t.character)).toEqual(['freya', 'heinrich', 'holden', 'marvell']);
  });

  it('offers each target only the banners that can give that character', async () => {
    const { user } = await openPlanner();
    for (const id of ['freya', 'heinrich', 'holden', 'marvell', 'kazami', 'vice']) {
      await user.click(screen.getByTestId(`add-${id}`));
    }
    expect(bannerChoices('Freya')).toEqual(['Limited', 'Perma']);
    expect(bannerChoices('Heinrich')).toEqual(['Perma', 'ML']);
    expect(bannerChoices('Holden')).toEqual(['Perma']);
    expect(bannerChoices('Marvell')).toEqual(['Limited', 'Perma', 'ML']);
    expect(bannerChoices('Kazami')).toEqual(['Limited', 'Perma']);
    expect(bannerChoices('Vice')).toEqual(['Limited', 'Perma', 'ML']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banner for Marvell' }), 'ML');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copies of Marvell' }), '6');
    expect(said()).toBe('Marvell: 6 copies.');
    expect(loadPlans()!.plans[0]!.targets[3]).toEqual({ character: 'marvell', copies: 6, banner: 'ml' });
  });

  it('finds characters by name and adds the first match with Enter; a target is not offered again', async () => {
    const { user } = await openPlanner();
    await user.type(search(), 'chi');
    expect(addable()).toEqual(['cachi-guard', 'chiaki', 'chiaki-echo', 'cachi']);
    await user.keyboard('{Enter}');
    expect(shownTargets()).toEqual(['Cachi guard ×1 Perma']);
    expect(addable()).toEqual(['chiaki', 'chiaki-echo', 'cachi']);
    // The arrow keys move from the search box into the list, and through it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('add-chiaki')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('add-chiaki-echo')).toHaveFocus();
    await user.keyboard('{Enter}');
    // The added one leaves the list; focus stays at its place.
    expect(screen.getByTestId('add-cachi')).toHaveFocus();
    await user.clear(search());
    await user.type(search(), 'zzz');
    expect(screen.getByText('No character to add matches “zzz”.')).toBeInTheDocument();
  });

  it('never offers the two characters no banner gives', async () => {
    await openPlanner();
    const offered = addable();
    expect(offered).toHaveLength(CHARACTERS.length - 2);
    expect(offered).not.toContain('hoyan');
    expect(offered).not.toContain('lian');
  });

  it('moves targets up and down by button, saying where each went and keeping focus on it', async () => {
    const { user } = await openPlanner();
    for (const id of ['freya', 'mia', 'vice']) await user.click(screen.getByTestId(`add-${id}`));
    expect(screen.getByRole('button', { name: 'Move Freya up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Vice down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Vice up' }));
    expect(shownTargets().map((t) => t.split(' ')[0])).toEqual(['Freya', 'Vice', 'Mia']);
    expect(said()).toBe('Vice moved to place 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move Vice up' })).toHaveFocus();
    // By keyboard: the focused button again, then to the very top, where Up is no longer possible.
    await user.keyboard('{Enter}');
    expect(shownTargets().map((t) => t.split(' ')[0])).toEqual(['Vice', 'Freya', 'Mia']);
    expect(said()).toBe('Vice moved to place 1 of 3.');
    expect(screen.getByRole('button', { name: 'Move Vice down' })).toHaveFocus();
    await user.keyboard(' ');
    expect(shownTargets().map((t) => t.split(' ')[0])).toEqual(['Freya', 'Vice', 'Mia']);
    expect(loadPlans()!.plans[0]!.targets.map((t) => t.character)).toEqual(['freya', 'vice', 'mia']);
  });

  it('removes a target, focus going to the next one, then to the search box when none is left', async () => {
    const { user } = await openPlanner();
    for (const id of ['freya', 'mia']) await user.click(screen.getByTestId(`add-${id}`));
    await user.click(screen.getByRole('button', { name: 'Remove Freya' }));
    expect(shownTargets()).toEqual(['Mia ×1 Perma']);
    expect(said()).toBe('Freya removed from the targets.');
    expect(screen.getByRole('button', { name: 'Remove Mia' })).toHaveFocus();
    expect(addable()).toContain('freya');
    await user.keyboard('{Enter}');
    expect(shownTargets()).toEqual([]);
    expect(search()).toHaveFocus();
  });

  it(`holds ${MAX_TARGETS} targets at most`, async () => {
    const { user } = await openPlanner();
    for (const c of CHARACTERS.filter((x) => x.rarity === 'sr').slice(0, MAX_TARGETS)) {
      await user.click(screen.getByTestId(`add-${c.id}`));
    }
    expect(shownTargets()).toHaveLength(MAX_TARGETS);
    expect(screen.getByText(`A plan holds ${MAX_TARGETS} targets at most: remove one to add another.`)).toBeVisible();
    expect(screen.getByTestId('add-vice')).toBeDisabled();
    await user.type(search(), 'vice{Enter}');
    expect(shownTargets()).toHaveLength(MAX_TARGETS);
  });
});
