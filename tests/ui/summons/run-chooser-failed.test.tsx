import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenRunUnavailable } from '../../../src/storage/error-wording';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { SELECTED_BANNER_KEY, SELECTED_LIMITED_RUN_KEY } from '../../../src/storage/summon-settings';
import { renderApp } from '../render-app';
import { freshStore } from './support';

/** The run choice's code cannot be fetched (a deploy removed it, the network failed): the screen stays usable. */

vi.setConfig({ testTimeout: 20_000 });

vi.mock(import('../../../src/features/summons/run-chooser'), () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  freshStore();
  localStorage.setItem(SELECTED_BANNER_KEY, 'limited');
  localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [] }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function openLimited() {
  const user = userEvent.setup();
  renderApp('/summons');
  await screen.findByRole('heading', { name: 'Limited Summon' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete all summons' })).toBeEnabled());
  return user;
}

describe('when the run choice cannot load', () => {
  it('the specified run still pulls, with the rest of the screen in place', async () => {
    const user = await openLimited();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x10' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pull x10' }));
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent(/^10$/));
    expect(screen.queryByText(chosenRunUnavailable())).toBeNull();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('a chosen run says why the Limited banner cannot pull, and the other banners still do', async () => {
    localStorage.setItem(SELECTED_LIMITED_RUN_KEY, 'run-1a2b3c');
    const user = await openLimited();
    expect(await screen.findByRole('alert')).toHaveTextContent(chosenRunUnavailable());
    expect(screen.getByRole('button', { name: 'Pull x10' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Perma' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pull x10' })).toBeEnabled());
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});
