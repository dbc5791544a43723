import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderListsInSteps } from '../../../src/components/items-in-steps';
import { waitFor } from '../../support/wait';
import { openHowMuchTo } from '../how-much-to/support';
import { openPlanner } from '../planner/support';
import { openTeamBuilder } from '../team-builder/support';

/**
 * The screens' long lists, as the page shows them (in steps): a screenful at first, then every item, the same as
 * a list rendered whole at once; `aria-busy` until then.
 */
const LISTS = [
  {
    screen: 'How Much To',
    open: () => openHowMuchTo(),
    items: () => within(screen.getByRole('list', { name: 'Characters' })).queryAllByRole('listitem'),
  },
  {
    screen: 'the planner',
    open: () => openPlanner(),
    items: () => within(screen.getByRole('list', { name: 'Characters to add' })).queryAllByRole('listitem'),
  },
  {
    screen: 'the team builder',
    open: () => openTeamBuilder(),
    items: () => within(screen.getByTestId('picker')).queryAllByRole('listitem'),
  },
];

afterEach(() => renderListsInSteps(false));

describe('long lists rendered in steps', () => {
  it.each(LISTS)('$screen shows its first twelve characters, then all of them', async ({ open, items }) => {
    await open();
    const whole = items().map((item) => item.textContent);
    expect(whole.length).toBeGreaterThan(12);
    cleanup();

    renderListsInSteps(true);
    await open();
    expect(items()).toHaveLength(12);
    // Busy while it grows, for assistive technologies (and tests) to wait for the whole list.
    const list = items()[0]!.closest('ul')!;
    expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(items().map((item) => item.textContent)).toEqual(whole));
    expect(list).not.toHaveAttribute('aria-busy');
  });
});
