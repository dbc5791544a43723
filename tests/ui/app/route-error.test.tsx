import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportCaughtError, RouteErrorBoundary } from '../../../src/app/route-error';

function BrokenScreen(): never {
  throw new Error('chunk failed to load');
}

describe('route error boundary', () => {
  it('shows the error screen instead of a blank page when a screen fails, and logs the cause', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    // The page's root reports caught errors the same way (main.tsx).
    render(
      <RouteErrorBoundary>
        <BrokenScreen />
      </RouteErrorBoundary>,
      { onCaughtError: reportCaughtError },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('This screen could not be shown. Your saved data is untouched.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the characters' })).toHaveAttribute('href', '/characters');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Screen failed:', expect.any(Error), expect.anything());
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('renders its screen untouched when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
