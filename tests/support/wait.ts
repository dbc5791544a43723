import { vi } from 'vitest';

/**
 * How long a test waits for a condition before it fails, in every Vitest project: vi.waitFor through `waitFor`
 * below, and Testing Library's find and waitFor (tests/ui/setup.ts). Screens load lazily, and a two-core machine
 * busy with other work takes seconds over what an idle one does. Vitest has no setting for vi.waitFor's own default
 * (1 s), hence this wrapper; lint keeps tests from calling vi.waitFor directly.
 */
export const WAIT_TIMEOUT = 5000;

/** vi.waitFor with the suite's timeout: retries `callback` until it returns without throwing, and returns that. */
export function waitFor<T>(
  callback: () => T | Promise<T>,
  options: { readonly timeout?: number; readonly interval?: number } = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: WAIT_TIMEOUT, ...options });
}
