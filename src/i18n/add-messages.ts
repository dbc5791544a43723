import type { I18n, Messages } from '@lingui/core';

/**
 * Adds `more` to `held`, the object `i18n` was first given `locale`'s messages in. Where `i18n` shows that very object
 * (Lingui keeps the object a language is first loaded with, and merges later loads into it), the messages are merged
 * into it quietly, without Lingui's change event, which would re-render every component that reads a message; the
 * caller vouches that no text on screen changes by it. Otherwise (another language is shown, or `i18n` holds a copy)
 * they are loaded the documented way.
 */
export function addMessages(i18n: I18n, locale: string, held: Messages, more: Messages): void {
  Object.assign(held, more);
  if (i18n.locale !== locale || i18n.messages !== held) i18n.load(locale, more);
}
