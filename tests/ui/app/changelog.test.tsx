import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

describe('changelog modal', () => {
  it('lists every version newest first with the specified notes, and closes with its one Close button', async () => {
    const user = userEvent.setup();
    renderApp('/characters');
    const opener = await screen.findByRole('button', { name: 'Changelog' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Changelog' });
    expect(within(dialog).getByText('Version 0.3.5')).toBeInTheDocument();
    const versions = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(versions).toEqual([
      '0.3.5 (How much to)',
      '0.2.1 (Countdown)',
      '0.1.2',
      '0.1.1',
      '0.1.0 (Team maker)',
      '0.0.2 (Elements display)',
      '0.0.1 (Testing stuff)',
    ]);
    expect(within(dialog).getByText('Added the How Much To page')).toBeInTheDocument();
    expect(within(dialog).getByText(/could not be pulled and caused an infinite loop/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('SR rates are 9% overall, 2.25% for LD SRs and 6.75% for normal SRs'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The LD banner spawns only LD SRs')).toBeInTheDocument();

    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Close']);
    expect(buttons[0]).toHaveFocus();
    await user.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and keeps Tab inside', async () => {
    const user = userEvent.setup();
    renderApp('/characters');
    await user.click(await screen.findByRole('button', { name: 'Changelog' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
