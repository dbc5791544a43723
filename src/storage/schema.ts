import * as z from 'zod/mini';

/**
 * Zod, set up for the site's Content Security Policy, which forbids eval: by default Zod probes `new Function` and
 * compiles object parsers with it (a CSP violation even when the probe's error is caught). This module runs before
 * any schema is built, because every schema imports `z` from here (ESLint enforces it).
 *
 * This is Zod's functional API (`zod/mini`): checks are functions (`z.optional(x)`, `.check(z.maxLength(n))`), so a
 * screen's bundle holds only the parts of Zod its schemas use.
 */
z.config({ jitless: true });

export { z };

/**
 * Zod's English issue messages ("Invalid input: expected number, received string"). `zod/mini` loads no messages by
 * default (every issue reads "Invalid input"); a parser that shows its issues to the player passes these to
 * `safeParse` (`{ error: englishIssueMessages().localeError }`), so only the screens that show them pay for them.
 */
export { en as englishIssueMessages } from 'zod/locales';
