import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { SELECTED_BANNER_KEY, SELECTED_LIMITED_RUN_KEY } from '../../../src/storage/summon-settings';
import type { TestBackend } from '../../support/test-backend';
import { renderApp } from '../render-app';
import { freshStore } from './support';

/**
 * The Summon screen's run choice loads with the Limited banner. While it loads, a chosen run's pulls wait for it:
 * none may be drawn on the specified run by mistake.
 */

vi.setConfig({ testTimeout: 20_000 });

// The chooser's code arrives only when the test lets it.
const load = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock(import('../../../src/features/summons/run-chooser'), async (original) => {
  await load.arrived;
  return original();
});

const HOYAN_RERUN = { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun' };

let backend: TestBackend;
beforeEach(() => {
  backend = freshStore();
});

describe('a chosen Limited run', () => {
  it('holds the Limited pulls until its choice has loaded, then pulls on the run', async () => {
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [HOYAN_RERUN] }));
    localStorage.setItem(SELECTED_LIMITED_RUN_KEY, HOYAN_RERUN.id);
    localStorage.setItem(SELECTED_BANNER_KEY, 'limited');
    const user = userEvent.setup();
    renderApp('/summons');
    await screen.findByRole('heading', { name: 'Limited Summon' }, { timeout: 10_000 });
    // The history is ready (the delete button waits for it too), yet the pull buttons wait for the run.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete all summons' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Pull x10' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Limited run' })).toBeNull();

    load.release();
    expect(await screen.findByRole('combobox', { name: 'Limited run' })).toHaveValue(HOYAN_RERUN.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x10' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pull x10' }));
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(/^10$/));
    expect((await backend.load())!.batches[0]).toMatchObject({ featured: 'hoyan' });
  });
});
