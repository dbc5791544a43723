/**
 * Every language's catalogue is compiled in parts, by where in the code its messages are used, so a page fetches only
 * the words of what it shows (scripts/catalogue-parts.ts compiles them; ./i18n.ts loads them):
 * - `first`: the shell, the Characters screen and the shared pieces, everything a first visit can show before
 *   another screen's code loads (the source language's is in the first bundle);
 * - one part per screen folder under src/features (the Characters screen's words are in `first`), loaded beside the
 *   screen's code;
 * - `errors`: the wording of failures, which any screen but the first may show, loaded beside each of them;
 * - `data`: the Your data dialog's words and an export's line, loaded with the dialog's or the export's code.
 * A message used in files of several parts is in each of them. Plain code with no messages of its own: the build
 * imports it as it is.
 */

export const FIRST_PART = 'first';
export const ERRORS_PART = 'errors';
export const DATA_PART = 'data';

/** The screen folder whose words a first visit shows with the shell's. */
const FIRST_SCREEN_FOLDER = 'gallery';

/**
 * The part of the messages of `file`, a path from the project's root, in one of the screens' folders; null for a
 * file outside them (scripts/catalogue-parts.ts says which part each of those is in).
 */
export function screenFolderPart(file: string): string | null {
  const folder = /^src\/features\/([^/]+)\//.exec(file.replaceAll('\\', '/'))?.[1];
  if (folder === undefined) return null;
  return folder === FIRST_SCREEN_FOLDER ? FIRST_PART : folder;
}

/** The parts a screen's module needs loaded beside its code: none for the first screen, whose words are `first`. */
export function screenParts(screenModule: string): readonly string[] {
  const part = screenFolderPart(screenModule) ?? FIRST_PART;
  return part === FIRST_PART ? [] : [part, ERRORS_PART];
}

/** The parts the Your data dialog and an export's line need loaded with their code. */
export const DATA_PARTS: readonly string[] = [DATA_PART, ERRORS_PART];
