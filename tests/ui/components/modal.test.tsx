import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/components/modal';

function Harness({ withHiddenInput = false }: { withHiddenInput?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Settings"
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button">First action</button>
              <button type="button">Last action</button>
              {withHiddenInput && <input type="file" aria-label="Hidden file" hidden />}
            </>
          }
        >
          <p>Body text</p>
        </Modal>
      )}
    </>
  );
}

describe('modal', () => {
  it('moves focus in, cycles Tab both ways and gives focus back to its opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const first = screen.getByRole('button', { name: 'First action' });
    const last = screen.getByRole('button', { name: 'Last action' });
    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('skips a hidden control, so Tab from the last visible one wraps to the first', async () => {
    const user = userEvent.setup();
    render(<Harness withHiddenInput />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Last action' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
  });

  it('keeps Shift+Tab inside when the dialog itself has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('dialog', { name: 'Settings' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last action' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Before' })).not.toHaveFocus();
  });
});
