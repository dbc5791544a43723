import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { summonStore } from '../../../src/lib/summons';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { SELECTED_BANNER_KEY, SELECTED_LIMITED_RUN_KEY } from '../../../src/storage/summon-settings';
import { layOutPullGrids } from '../../support/pull-grid';
import type { TestBackend } from '../../support/test-backend';
import { renderApp } from '../render-app';
import { freshStore, shownCards } from './support';

/** The Summon screen's Limited banner pulls on the run the player chooses, with the Limited counters shared. */

// Whole screens render and pull on the test's thread: generous on a busy machine, like the other screen tests.
vi.setConfig({ testTimeout: 20_000 });

const HOYAN_RERUN = { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const PERMA_RUN = { id: 'run-4d5e6f', banner: 'perma', name: 'Perma weeks' };

function saveRuns(runs: readonly object[]): void {
  localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs }));
}

async function openLimited() {
  const user = userEvent.setup();
  localStorage.setItem(SELECTED_BANNER_KEY, 'limited');
  renderApp('/summons');
  await screen.findByRole('heading', { name: 'Limited Summon' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x10' })).toBeEnabled());
  return user;
}

async function pullTen(user: ReturnType<typeof userEvent.setup>, total: number) {
  await user.click(screen.getByRole('button', { name: 'Pull x10' }));
  await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(new RegExp(`^${total}$`)));
}

layOutPullGrids();
let backend: TestBackend;
beforeEach(() => {
  backend = freshStore();
});

describe('the Summon screen’s Limited runs', () => {
  it('offer only a link to the runs screen until the player has a Limited run, and pull the specified banner', async () => {
    saveRuns([PERMA_RUN]);
    const user = await openLimited();
    const link = await screen.findByRole('link', { name: 'Set up banner runs' });
    expect(link).toHaveAttribute('href', '/summons/runs');
    expect(screen.queryByRole('combobox', { name: 'Limited run' })).toBeNull();
    await pullTen(user, 10);
    expect((await backend.load())!.batches[0]).not.toHaveProperty('featured');
  });

  it('let the player choose a run, pull its character, and carry the Limited counters from run to run', async () => {
    saveRuns([HOYAN_RERUN, PERMA_RUN]);
    const user = await openLimited();
    const chooser = await screen.findByRole('combobox', { name: 'Limited run' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Freya Limited', 'Hoyan rerun (until 2027-01-05)']);
    expect(chooser).toHaveValue('limited');
    expect(chooser).toHaveAccessibleDescription(
      "All Limited runs share the Limited pity and SR counters, as a banner's counters carry over in the game.",
    );
    await user.type(screen.getByRole('textbox', { name: 'Seed (optional)' }), '7');
    await pullTen(user, 10);
    const after = summonStore().getSnapshot().counters.limited;

    await user.selectOptions(chooser, 'Hoyan rerun (until 2027-01-05)');
    expect(localStorage.getItem(SELECTED_LIMITED_RUN_KEY)).toBe('run-1a2b3c');
    // 85 pulls reach hard pity: the top result is the run's character, never the specified one.
    await user.click(screen.getByRole('button', { name: 'Pull x85' }));
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(/^95$/));
    const { charCounts } = summonStore().getSnapshot().lastBatch!;
    expect(charCounts[CHARACTERS.findIndex((c) => c.id === 'hoyan')]).toBeGreaterThan(0);
    expect(charCounts[CHARACTERS.findIndex((c) => c.id === 'freya')]).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Display only SSR and ML' }));
    await waitFor(() => expect(shownCards().map((card) => card.name)).toContain('Hoyan'));
    // The run's pulls are #11 to #95; the ten before were the specified banner's.
    const onRun = shownCards().filter((card) => Number(card.number.replace(/\D/g, '')) > 10);
    expect(onRun.length).toBeGreaterThan(0);
    expect(onRun.every((card) => card.name === 'Hoyan')).toBe(true);
    const batches = (await backend.load())!.batches;
    expect(batches[0]).not.toHaveProperty('featured');
    expect(batches.slice(1).every((b) => b.featured === 'hoyan')).toBe(true);
    // The run's first batch started from the counters the specified banner's batch left.
    expect(batches[1]!.start).toEqual(after);
  });

  it('open on the run chosen last time, whose pulls wait until the run is read', async () => {
    saveRuns([HOYAN_RERUN]);
    localStorage.setItem(SELECTED_LIMITED_RUN_KEY, HOYAN_RERUN.id);
    const user = await openLimited();
    expect(screen.getByRole('combobox', { name: 'Limited run' })).toHaveValue(HOYAN_RERUN.id);
    await pullTen(user, 10);
    expect((await backend.load())!.batches[0]).toMatchObject({ featured: 'hoyan' });
  });

  it('fall back to the specified run when the saved choice names a run that is gone', async () => {
    saveRuns([HOYAN_RERUN]);
    localStorage.setItem(SELECTED_LIMITED_RUN_KEY, 'run-removed');
    const user = await openLimited();
    expect(await screen.findByRole('combobox', { name: 'Limited run' })).toHaveValue('limited');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'The run you chose is no longer among your runs, so the Limited banner pulls on Freya Limited.',
    );
    // Said once: the choice is forgotten.
    expect(localStorage.getItem(SELECTED_LIMITED_RUN_KEY)).toBe('limited');
    await pullTen(user, 10);
    expect((await backend.load())!.batches[0]).not.toHaveProperty('featured');
  });

  it('show nowhere but on the Limited banner', async () => {
    saveRuns([HOYAN_RERUN]);
    const user = await openLimited();
    await screen.findByRole('combobox', { name: 'Limited run' });
    await user.click(screen.getByRole('button', { name: 'Perma' }));
    await screen.findByRole('heading', { name: 'Perma Summon' });
    expect(screen.queryByRole('combobox', { name: 'Limited run' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Set up banner runs' })).toBeNull();
  });
});
