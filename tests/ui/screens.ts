import { beforeAll } from 'vitest';
import { SCREEN_MODULES } from '../../src/app/screen-modules';

/** How long the first compile of screens may take on a busy two-core machine. */
export const IMPORT_SCREENS_TIMEOUT = 60_000;

const importScreen = (file: string) => import(/* @vite-ignore */ `/${file}`);

/**
 * Imports every screen's module, as the router's lazy routes do on first visit. A test file that renders many screens
 * pays their first compile here, once, instead of inside whichever test happens to show a screen first: on a busy
 * machine that compile alone can outlast a test's time.
 */
export async function importAllScreens(): Promise<void> {
  await Promise.all(Object.values(SCREEN_MODULES).map(importScreen));
}

/** The same for the one screen at `path` (a route of `SCREEN_MODULES`), before the calling file's first test. */
export function compileScreenFirst(path: string): void {
  const file = SCREEN_MODULES[path];
  if (!file) throw new Error(`${path} is not a route of a screen`);
  beforeAll(() => importScreen(file), IMPORT_SCREENS_TIMEOUT);
}
