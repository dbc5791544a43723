/**
 * The As-specified texts of the wording module (src/storage/error-wording.ts) that the end-to-end specs look for.
 * The module is written with Lingui's macros, which Playwright's loader cannot run, so the specs read its source texts
 * here; tests/storage/error-wording.test.ts checks each against the module itself, so the two cannot drift apart.
 */

/** `newerVersionSaved()`. */
export const NEWER_VERSION_SAVED =
  'A newer version of the site has saved data in this browser, in a form this page cannot read. Reload the page to get the newest version. Nothing was changed.';

/** `unsavedBatchDropped(pulls)`: the count grouped as the site writes it in As specified. */
export function unsavedBatchDropped(pulls: number): string {
  const count = `${pulls.toLocaleString('en-US')} ${pulls === 1 ? 'pull' : 'pulls'}`;
  return `The last batch shown before the page closed (${count}) could not be saved, so it went with the rest of your history.`;
}
