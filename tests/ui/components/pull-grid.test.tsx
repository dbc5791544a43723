import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PullGrid } from '../../../src/components/pull-grid';
import type { PullView } from '../../../src/components/pull-card';
import { PITY_NONE } from '../../../src/engine/types';
import { i18n } from '../../../src/i18n/i18n';
import { allRowsDrawn, layOutPullGrids } from '../../support/pull-grid';

layOutPullGrids();

/** A history of `count` pulls of character `character`, newest first. */
function source(count: number, character: number) {
  return {
    count,
    getPull: (index: number): PullView => ({
      characterIndex: character,
      pityType: PITY_NONE,
      pullNumber: count - index,
    }),
  };
}

function Grid(props: ReturnType<typeof source>) {
  return (
    <I18nProvider i18n={i18n}>
      <PullGrid {...props} label="Pulls" />
    </I18nProvider>
  );
}

describe('a pull grid asked for other cards', () => {
  it('is busy from the moment it is asked until it shows them, and only then', async () => {
    const all = source(30, 0);
    const { rerender } = render(<Grid {...all} />);
    await allRowsDrawn();
    const grid = screen.getByTestId('pull-grid');
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30');

    // Each change of the attribute, as the commits made it: the grid is told first, the cards follow at transition
    // priority.
    const changes = new MutationObserver(() => {});
    changes.observe(grid, { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    const few = source(4, 1);
    act(() => rerender(<Grid {...few} />));
    // What the attribute was before each change: absent, then busy.
    const before = changes.takeRecords().map((record) => record.oldValue);
    await allRowsDrawn();
    changes.disconnect();
    expect(before).toEqual([null, 'true']);
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-setsize'))).toEqual([
      '4',
      '4',
      '4',
      '4',
    ]);
  });
});

describe('a pull grid not yet measured', () => {
  it('draws no card for a column count it does not know, and is busy meanwhile only if it holds cards', () => {
    const measured = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
    // Not laid out yet: no width to fit columns to.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 0 });
    try {
      const { rerender } = render(<Grid {...source(5, 0)} />);
      expect(screen.getByTestId('pull-grid')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryAllByRole('listitem')).toEqual([]);
      rerender(<Grid {...source(0, 0)} />);
      expect(screen.getByTestId('pull-grid')).not.toHaveAttribute('aria-busy');
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', measured);
    }
  });
});
