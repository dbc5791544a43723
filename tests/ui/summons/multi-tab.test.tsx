import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SummonStore } from '../../../src/lib/summons';
import { FakeBus, FakeLocks } from '../../lib/tabs';
import { renderApp } from '../render-app';
import { layOutPullGrids } from '../../support/pull-grid';
import { freshStore } from './support';

// Whole-app renders take seconds on a busy machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

layOutPullGrids();

/** This tab's store, plus the means to act as a second tab of the same browser. */
function twoTabs() {
  const locks = new FakeLocks();
  const bus = new FakeBus();
  const backend = freshStore({}, { locks, channel: bus.open });
  async function otherTab() {
    const store = new SummonStore({ openBackend: async () => backend, locks, channel: bus.open });
    await store.start();
    return store;
  }
  return { locks, backend, otherTab };
}

async function open(path: string, ready: () => Promise<unknown>) {
  const user = userEvent.setup();
  const { router } = renderApp(path);
  await ready();
  return { user, router };
}

describe('the summon screens with several tabs', () => {
  it('says a batch waits for another tab, lets it be cancelled, and runs it once the other tab is done', async () => {
    const { locks, backend } = twoTabs();
    const { user } = await open('/summons', () => screen.findByText('0 results', {}, { timeout: 10_000 }));
    const release = locks.holdElsewhere();

    await user.click(screen.getByRole('button', { name: 'Pull x10' }));
    expect(await screen.findByText(/Waiting for another tab/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pull x1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('batch-progress')).not.toBeInTheDocument());
    expect(screen.getByTestId('summon-count')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Pull x10' }));
    expect(await screen.findByText(/Waiting for another tab/)).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent('10'));
    expect(screen.queryByText(/Waiting for another tab/)).not.toBeInTheDocument();
    expect(backend.storedPulls).toBe(10);
  });

  it('shows the pulls and the clear of another tab on both screens without a reload', async () => {
    const { otherTab } = twoTabs();
    const { router } = await open('/summons', () => screen.findByText('0 results', {}, { timeout: 10_000 }));
    const other = await otherTab();

    await other.pull('perma', 85, 3);
    await waitFor(() => expect(screen.getByTestId('summon-count')).toHaveTextContent('85'));
    expect(screen.getByTestId('pity-counter')).toHaveTextContent(String(other.getSnapshot().counters.perma.pity));
    expect(await screen.findByText('85 results')).toBeInTheDocument();

    await act(() => router.navigate('/mysummons'));
    expect(await screen.findByTestId('total-summons', {}, { timeout: 10_000 })).toHaveTextContent('Total summons: 85');
    await other.pull('ml', 15, 4);
    await waitFor(() => expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 100'));
    await waitFor(() => expect(screen.getAllByTestId('pull-card')[0]).toHaveTextContent('#100'));

    await other.clearAll(null);
    await waitFor(() => expect(screen.getByTestId('total-summons')).toHaveTextContent('Total summons: 0'));
    expect(await screen.findByText('No summons found.')).toBeInTheDocument();
  });
});
