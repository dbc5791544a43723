import * as z from 'zod/mini';

/**
 * Zod, set up for the site's Content Security Policy, which forbids eval: by default Zod probes `new Function` and
 * compiles object parsers with it (a CSP violation even when the probe's error is caught). This module runs before
 * any schema is built, because every schema imports `z` from here (ESLint enforces it).
 *
 * This is Zod's functional API (`zod/mini`): checks are functions (`z.optional(x)`, `.check(z.maxLength(n))`), so a
 * screen's bundle holds only the parts of Zod its schemas use. It loads none of Zod's messages (every issue reads
 * "Invalid input"): what a player reads of an issue is worded from the data (src/lib/data-file/schema-issue.ts,
 * then src/storage/error-wording.ts).
 */
z.config({ jitless: true });

export { z };

/**
 * `build`'s schemas, built the first time they are asked for rather than when their module loads. Building Zod
 * schemas is work (on a phone, tens of milliseconds for the stores every screen loads), and a first visit, with
 * nothing saved, parses nothing: it need never build them.
 */
export function builtOnce<T>(build: () => T): () => T {
  let schemas: T | undefined;
  return () => (schemas ??= build());
}
