import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../support/wait';

/** The paints the lists are waiting for, not yet drawn: each test draws them when it chooses. */
const paints = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock('../../../src/components/yield', () => ({
  afterNextPaint: () => new Promise<void>((resolve) => paints.waiting.push(resolve)),
  nextTask: () => Promise.resolve(),
}));
// The setup loaded the hook with the real paints: a fresh copy takes the ones above.
vi.resetModules();
const { renderListsInSteps, useItemsInSteps } = await import('../../../src/components/items-in-steps');

/** Draws the paints asked for so far, then waits until the list shows `expected` items. */
async function paintThenExpect(expected: number): Promise<void> {
  const due = paints.waiting.splice(0);
  for (const paint of due) paint();
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
  paints.waiting.length = 0;
  renderListsInSteps(false);
});

describe('useItemsInSteps', () => {
  it('renders the whole list at once where lists do not render in steps', () => {
    render(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(62);
    expect(paints.waiting).toHaveLength(0);
  });

  it('renders the first step, then one step more after each paint, until the list is whole', async () => {
    renderListsInSteps(true);
    render(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(paints.waiting).toHaveLength(1);
    await paintThenExpect(28);
    await paintThenExpect(44);
    await paintThenExpect(60);
    await paintThenExpect(62);
    // Whole: it waits for no more paints.
    expect(paints.waiting).toHaveLength(0);
  });

  it('renders a list no longer than its first step whole at once', () => {
    renderListsInSteps(true);
    render(<List total={12} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(paints.waiting).toHaveLength(0);
  });

  it('keeps a whole list whole: items added later show at once', async () => {
    renderListsInSteps(true);
    const { rerender } = render(<List total={20} />);
    await paintThenExpect(20);
    rerender(<List total={62} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(62);
    expect(paints.waiting).toHaveLength(0);
  });

  it('takes one step a paint when the list changes while it grows', async () => {
    renderListsInSteps(true);
    const { rerender } = render(<List total={62} />);
    // A search narrows the list before the first paint: the step asked for before is dropped, not added twice.
    rerender(<List total={40} />);
    expect(paints.waiting).toHaveLength(2);
    await paintThenExpect(28);
    await paintThenExpect(40);
  });
});
