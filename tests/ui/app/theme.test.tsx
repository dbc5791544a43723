import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadTheme } from '../../../src/storage/theme-store';
import { renderApp } from '../render-app';

describe('theme', () => {
  it('defaults to dark and initialises the key', () => {
    expect(loadTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('restores a saved valid theme', () => {
    localStorage.setItem('theme', 'light');
    expect(loadTheme()).toBe('light');
  });

  it.each(['purple', '', '"light"', 'LIGHT', '{"theme":"light"}'])(
    'falls back to dark for %j without an error',
    (bad) => {
      localStorage.setItem('theme', bad);
      expect(loadTheme()).toBe('dark');
      expect(localStorage.getItem('theme')).toBe('dark');
    },
  );

  it('puts the theme on the body and toggles it, showing a sun when dark and a moon when light', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    renderApp('/characters');
    await screen.findByRole('heading', { name: 'Characters' });
    expect(document.body).toHaveClass('light');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.querySelector('[data-icon="moon"]')).not.toBeNull();

    await user.click(toggle);
    expect(document.body).toHaveClass('dark');
    expect(document.body).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle.querySelector('[data-icon="sun"]')).not.toBeNull();
  });
});
