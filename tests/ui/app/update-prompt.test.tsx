import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkForUpdates,
  dismissUpdate,
  registerOfflineSupport,
  RELOAD_FALLBACK_MS,
  UPDATE_CHECK_MS,
} from '../../../src/app/offline';
import { UpdatePrompt } from '../../../src/app/update-prompt';
import { beginWork } from '../../../src/lib/activity';

/** Registers offline support with a stand-in for the generated registration module; returns its hooks. */
async function registerWithStandIn() {
  const updateSW = vi.fn(async () => {});
  const reload = vi.fn();
  let onNeedRefresh: (() => void) | undefined;
  let onNeedReload: (() => void) | undefined;
  await registerOfflineSupport({
    load: async () => ({
      registerSW: (options) => {
        onNeedRefresh = options.onNeedRefresh;
        onNeedReload = options.onNeedReload;
        return updateSW;
      },
    }),
    enabled: true,
    reload,
  });
  return {
    updateSW,
    reload,
    announce: () => act(() => onNeedRefresh?.()),
    takeOver: () => act(() => onNeedReload?.()),
  };
}

describe('new-version prompt', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    act(() => dismissUpdate());
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('stays hidden until a new version is waiting, then offers Reload and Later', async () => {
    const { announce } = await registerWithStandIn();
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    announce();
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('A new version of the site is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('reloads into the new version at once when nothing is running', async () => {
    const { announce, updateSW } = await registerWithStandIn();
    render(<UpdatePrompt />);
    announce();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateSW).toHaveBeenCalledTimes(1);
    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('never reloads in the middle of a batch: it waits until the batch ends', async () => {
    const { announce, updateSW } = await registerWithStandIn();
    render(<UpdatePrompt />);
    announce();
    let endBatch = () => {};
    act(() => {
      endBatch = beginWork();
    });
    expect(screen.getByText('It will load once the current batch is saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('button', { name: 'Reloading after the batch…' })).toBeDisabled();
    expect(updateSW).not.toHaveBeenCalled();
    await act(async () => endBatch());
    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('waits for an import or a planner answer too, saying which', async () => {
    const { announce, updateSW } = await registerWithStandIn();
    render(<UpdatePrompt />);
    announce();
    let endAnswer = () => {};
    let endImport = () => {};
    act(() => {
      endAnswer = beginWork('answer');
    });
    expect(screen.getByText('It will load once the planner has answered.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('button', { name: 'Reloading after the answer…' })).toBeDisabled();
    act(() => {
      endImport = beginWork('import');
      endAnswer();
    });
    expect(screen.getByText('It will load once the import is saved.')).toBeInTheDocument();
    expect(updateSW).not.toHaveBeenCalled();
    await act(async () => endImport());
    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('does nothing where service workers are unavailable', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const load = vi.fn();
    await registerOfflineSupport({ load, enabled: true });
    expect(load).not.toHaveBeenCalled();
  });

  it('when another tab lets the new version take over, this one reloads only once its batch is saved', async () => {
    const { takeOver, reload } = await registerWithStandIn();
    let endBatch = () => {};
    act(() => {
      endBatch = beginWork();
    });
    takeOver();
    await act(async () => {});
    expect(reload).not.toHaveBeenCalled();
    await act(async () => endBatch());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway if the new version never signals that it took over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { announce, reload } = await registerWithStandIn();
      render(<UpdatePrompt />);
      announce();
      await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
      expect(reload).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(RELOAD_FALLBACK_MS));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a page left open for days', () => {
  let clock = 0;
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function advance(ms: number) {
    clock += ms;
    vi.advanceTimersByTime(ms);
  }

  it('looks for a new version every hour while shown, and at once when shown again after a long absence', () => {
    const update = vi.fn(async () => undefined);
    const stop = checkForUpdates({ update } as never, window, () => clock);
    advance(UPDATE_CHECK_MS - 1);
    expect(update).not.toHaveBeenCalled();
    advance(1);
    expect(update).toHaveBeenCalledTimes(1);

    // Hidden for a day: no look while hidden, one as soon as it is shown again.
    visibility = 'hidden';
    advance(24 * UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
    // Shown again soon after: no second look.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);

    stop();
    advance(3 * UPDATE_CHECK_MS);
    expect(update).toHaveBeenCalledTimes(2);
  });
});
