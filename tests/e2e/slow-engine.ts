import type { Page } from '@playwright/test';

/**
 * Slows the engine worker's yields between chunks (its setTimeout) to at least `delayMs`, so a large batch is still
 * running when a test acts on it mid-way (presses Cancel, switches language), however fast the machine is.
 */
export async function slowEngineWorker(page: Page, delayMs = 60): Promise<{ slowed: boolean }> {
  const state = { slowed: false };
  await page.context().route(/engine\.worker[^/]*\.js$/, async (route) => {
    state.slowed = true;
    const response = await route.fetch();
    const body = await response.text();
    const shim =
      'const __setTimeout = globalThis.setTimeout;' +
      `globalThis.setTimeout = (fn, ms, ...args) => __setTimeout(fn, Math.max(ms ?? 0, ${delayMs}), ...args);\n`;
    await route.fulfill({ response, body: shim + body });
  });
  return state;
}
