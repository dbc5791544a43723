import { SCREEN_MODULES } from '../../src/app/screen-modules';

/**
 * Imports every screen's module, as the router's lazy routes do on first visit. A test file that renders many screens
 * pays their first compile here, once, instead of inside whichever test happens to show a screen first: on a busy
 * machine that compile alone can outlast a test's time.
 */
export async function importAllScreens(): Promise<void> {
  await Promise.all(Object.values(SCREEN_MODULES).map((file) => import(/* @vite-ignore */ `/${file}`)));
}

/** How long the first compile of every screen may take on a busy two-core machine. */
export const IMPORT_SCREENS_TIMEOUT = 60_000;
