import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPlanner, fixToday } from './support';

afterEach(() => vi.useRealTimers());

describe('the plan view', () => {
  it('opens at /HowMuchTo/plan with a title of its own and a first plan due in three weeks', async () => {
    fixToday('2031-02-10');
    await openPlanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan my pulls' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Plan my pulls · Etheria: Restart companion'));
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('My plan');
    expect(screen.getByLabelText('Target date')).toHaveValue('2031-03-03');
  });
});
