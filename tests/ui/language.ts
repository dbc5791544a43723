import { act } from '@testing-library/react';
import { switchLanguage } from '../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../src/i18n/languages';

/** The narrow no-break space French groups digits with and puts before a percent sign. */
export const NNBSP = '\u202f';
/** The no-break space French puts before a colon and inside « ». */
export const NBSP = '\u00a0';

/** The page's language becomes `language`, its catalogue fetched if needed, as a player's choice does; nothing saved. */
export async function switchTo(language: string): Promise<void> {
  await act(async () => {
    await switchLanguage(language, { save: false });
  });
}

/** Lingui's one instance is the page's: a test ends back in the source language, where the next page starts. */
export function backToSourceLanguage(): Promise<void> {
  return switchTo(SOURCE_LANGUAGE);
}

/**
 * An element's words as the page has them: the testing library's matchers read every space as a plain one, and French
 * numbers are told by their narrow no-break spaces.
 */
export function text(element: Element | null): string {
  return element?.textContent ?? '';
}
