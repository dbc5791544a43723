import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderListsInSteps, useItemsInSteps } from '../../../src/components/items-in-steps';
import { waitFor } from '../../support/wait';

/** The frames asked for and not yet drawn: each test draws them when it chooses. */
let frames: FrameRequestCallback[] = [];

/** Draws the frames asked for so far (as the browser paints), then waits until the list shows `expected` items. */
async function paintThenExpect(expected: number): Promise<void> {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(expected));
}

function List({ total, first = 12, step = 16 }: { total: number; first?: number; step?: number }) {
  const shown = useItemsInSteps(total, { first, step });
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
});

afterEach(() => {
  renderListsInSteps(false);
  vi.unstubAllGlobals();
});

describe('useItemsInSteps', () => {
  it('renders the whole list at once where lists do not render in steps', () => {
    render(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(62);
    expect(frames).toHaveLength(0);
  });

  it('renders the first step, then one step more after each paint, until the list is whole', async () => {
    renderListsInSteps(true);
    render(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(frames).toHaveLength(1);
    await paintThenExpect(28);
    await paintThenExpect(44);
    await paintThenExpect(60);
    await paintThenExpect(62);
    // Whole: it asks for no more frames.
    expect(frames).toHaveLength(0);
  });

  it('renders a list no longer than its first step whole at once', () => {
    renderListsInSteps(true);
    render(<List total={12} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(frames).toHaveLength(0);
  });

  it('keeps a whole list whole: items added later show at once', async () => {
    renderListsInSteps(true);
    const { rerender } = render(<List total={20} />);
    await paintThenExpect(20);
    rerender(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(62);
    expect(frames).toHaveLength(0);
  });

  it('takes one step a paint when the list changes while it grows', async () => {
    renderListsInSteps(true);
    const { rerender } = render(<List total={62} />);
    // A search narrows the list before the first paint: the step asked for before is dropped, not added twice.
    rerender(<List total={40} />);
    expect(frames).toHaveLength(2);
    await paintThenExpect(28);
    await paintThenExpect(40);
  });
});
