/**
 * Runs before the app's own code: asks at once for the chunks of the screen the address opens, so they download
 * beside the app's main chunk instead of after it has run. The build writes which chunks each screen needs into the
 * page, and this script right after them, inline (scripts/screen-chunks.ts): it runs as the page is read, with no
 * file of its own to fetch first, and the Content Security Policy allows it by its hash. Without the table (the
 * development server, which does not add this script) the app fetches the screen as usual.
 *
 * Plain JavaScript, as the page runs it: it imports nothing, and the build wraps it in a function of its own.
 */

/**
 * @typedef {{ source: string, first: string, table: string[], files: Record<string, Record<string, string[]> | undefined> }} Words
 * Where each language's catalogue parts are (scripts/screen-chunks.ts `LanguageFiles`).
 */

/**
 * Asks for the screen's chunks, and for the words the page will wait for in its language: where that is not the
 * language the page starts in, its first part, which the first render waits for; and the parts the router loads
 * beside the screen's code.
 *
 * @param {string} path the address's path, in lower case
 * @param {Words | null} words where the catalogues' parts are (none: not in the page)
 * @param {string | null} language the language the page will be shown in (null where the page lists no catalogues)
 */
function preloadFirstScreen(path, words, language) {
  /** @type {Record<string, { js: string[], css: string[], parts?: string[] } | undefined> | null} */
  const table = readBlock('screen-chunks');
  const screen = table && Object.hasOwn(table, path) ? table[path] : undefined;
  // Asked for as the app's own code is: the first render waits for it.
  const first = words && language !== words.source ? partFiles(words, language, words.first) : [];
  for (const href of first) append('modulepreload', href, undefined, 'auto');
  if (screen) {
    for (const href of screen.css) append('preload', href, 'style');
    for (const href of screen.js) append('modulepreload', href);
  }
  const parts = words ? (screen?.parts ?? []).flatMap((part) => partFiles(words, language, part)) : [];
  for (const href of parts) append('modulepreload', href);
  // The page finds the parts in a table of its own, which it fetches first.
  if (words && first.length + parts.length > 0) {
    for (const href of words.table) append('modulepreload', href, undefined, first.length > 0 ? 'auto' : 'low');
  }
}

/**
 * The language the page will be shown in: the saved one (the key src/storage/language-store.ts keeps it under) where
 * it names a language, else the one the page starts in.
 *
 * @param {Words} words
 */
function savedLanguage(words) {
  let saved = null;
  try {
    saved = localStorage.getItem('language');
  } catch {
    // Storage that cannot be read: the page starts, and stays, in its own language.
  }
  return saved !== null && Object.hasOwn(words.files, saved) ? saved : words.source;
}

/**
 * The chunks of `part` of `language`'s catalogue.
 *
 * @param {Words} words
 * @param {string} language
 * @param {string} part
 * @returns {readonly string[]}
 */
function partFiles(words, language, part) {
  const parts = words.files[language];
  return parts && Object.hasOwn(parts, part) ? (parts[part] ?? []) : [];
}

/**
 * The JSON of the page's data block `id`, or null when there is none (the development server) or it is damaged.
 *
 * @param {string} id
 */
function readBlock(id) {
  const block = document.getElementById(id);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent);
  } catch {
    return null;
  }
}

/**
 * @param {string} rel
 * @param {string} href
 * @param {string} [as]
 * @param {'low' | 'auto'} [priority]
 */
function append(rel, href, as, priority = 'low') {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  // As the app's own requests for these files are made (Vite's loader asks with crossorigin too), so the browser
  // answers those from what was fetched here.
  link.crossOrigin = '';
  // A screen's code and words are asked for low, below the app's main chunk and its own imports: they can only run
  // once those have, so those come first on a slow connection. Words the first render waits for are asked for as they
  // are.
  link.setAttribute('fetchpriority', priority);
  link.href = href;
  document.head.append(link);
}

/**
 * The page's first formatter loads data all formatters share (25 ms on a desktop, 100 on a phone): paid here, in a
 * task of its own while the app downloads, not in the first render's. The countdown's first render also writes its
 * target's full date and time with the time zone, whose first format loads the time zones' names as well: that too.
 * Both in the locale the page writes in, whose own data a formatter in another locale would not have loaded.
 *
 * @param {string} path the address's path, in lower case
 * @param {string | undefined} locale the page's locale; the browser's own for the specified texts
 */
function warmFormatters(path, locale) {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(locale).format(0);
      // As the countdown writes its target (TARGET_STYLE in src/features/countdown/countdown-time.ts).
      if (path === '/countdown') new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long' }).format(0);
    } catch {
      // A browser without Intl formats nothing here, nor later.
    }
  }, 0);
}

// The routes match in any letter case and with a trailing slash, as the router's do.
const firstPath = window.location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
/** @type {Words | null} */
const words = readBlock('language-chunks');
const language = words ? savedLanguage(words) : null;
preloadFirstScreen(firstPath, words, language);
// A language's locale is its own code (`intlLocaleOf` in src/i18n/languages.ts).
warmFormatters(firstPath, language === null || language === words?.source ? undefined : language);
