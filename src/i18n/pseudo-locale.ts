import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale, for layout testing: every message of the source catalogue with its letters accented (Ȧƈƈḗƞŧḗḓ)
 * and each word made about 40% longer, as translations into many languages are. Placeholders, plurals, selects and
 * the plural's `#` are kept as they are, so every message still takes its values. It is made from the compiled source
 * catalogue when asked for, so it always has exactly the code's messages and no file to keep in step.
 */

/** A compiled message (what a built catalogue holds) and one of its parts: text, or a placeholder and its options. */
type CompiledMessage = Exclude<Messages[string], string>;
type CompiledMessageToken = CompiledMessage[number];

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, ACCENTED[i]!]));

/** What lengthens a word: accented letters, no spaces, so a long word cannot wrap where the source one could not. */
const FILLER = [...'ëœçâñüšø'];

/** How much longer each word becomes. */
export const GROWTH = 0.4;

/** One run of text: each letter accented, each word followed by filler of about 40% of its length. */
export function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENT.get(c) ?? c).join('');
  return accented.replace(/\p{L}+/gu, (word) => {
    const length = [...word].length;
    const extra = Array.from({ length: Math.ceil(length * GROWTH) }, (_, i) => FILLER[i % FILLER.length]);
    return word + extra.join('');
  });
}

function isChoices(type: string | undefined): boolean {
  return type === 'plural' || type === 'select' || type === 'selectordinal';
}

function pseudoToken(token: CompiledMessageToken): CompiledMessageToken {
  // A lone `#` in a plural's branch is the count.
  if (typeof token === 'string') return token === '#' ? token : pseudoText(token);
  const [name, type, format] = token;
  if (!isChoices(type) || typeof format !== 'object' || format === null) return token;
  const choices = Object.fromEntries(
    Object.entries(format).map(([key, branch]) => [
      key,
      Array.isArray(branch) ? pseudoMessage(branch as CompiledMessage) : branch,
    ]),
  );
  return [name, type, choices];
}

export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  return message.map(pseudoToken);
}

/** The pseudo-locale's catalogue, made from the source catalogue's compiled messages. */
export function pseudoMessages(source: Messages): Messages {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [
      id,
      // A message left uncompiled (never so in a build) might hold ICU syntax as text: it is kept as it is.
      Array.isArray(message) ? pseudoMessage(message) : message,
    ]),
  );
}
