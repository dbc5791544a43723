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
 * @param {string} path the address's path, in lower case
 * @param {readonly string[]} unneeded chunks the screen lists that this page will not need
 */
function preloadFirstScreen(path, unneeded) {
  /** @type {Record<string, { js: string[], css: string[] } | undefined> | null} */
  const table = readBlock('screen-chunks');
  const files = table && Object.hasOwn(table, path) ? table[path] : undefined;
  if (!files) return;
  for (const href of files.css) append('preload', href, 'style');
  for (const href of files.js) if (!unneeded.includes(href)) append('modulepreload', href);
}

/**
 * When the saved language is not the one the page starts in, the app fetches its catalogue before its first render:
 * asked for here, at the priority of the app's own code, it downloads beside it. The starting language's whole
 * catalogue, which the table lists beside some screens, is then not needed.
 *
 * @returns {readonly string[]} the chunks the page will not need
 */
function preloadSavedLanguage() {
  /** @type {{ source: string, files: Record<string, string[]> } | null} */
  const languages = readBlock('language-chunks');
  if (!languages) return [];
  let saved = null;
  try {
    // The key src/storage/language-store.ts keeps the setting under.
    saved = localStorage.getItem('language');
  } catch {
    return [];
  }
  if (saved === null || saved === languages.source || !Object.hasOwn(languages.files, saved)) return [];
  for (const href of languages.files[saved] ?? []) append('modulepreload', href, undefined, 'auto');
  return languages.files[languages.source] ?? [];
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
  // A screen's code is asked for low, below the app's main chunk and its own imports: it can only run once they have,
  // so they come first on a slow connection. A catalogue the first render waits for is asked for as they are.
  link.setAttribute('fetchpriority', priority);
  link.href = href;
  document.head.append(link);
}

/**
 * The page's first formatter loads data all formatters share (25 ms on a desktop, 100 on a phone): paid here, in a
 * task of its own while the app downloads, not in the first render's. The countdown's first render also writes its
 * target's full date and time with the time zone, whose first format loads the time zones' names as well: that too.
 *
 * @param {string} path the address's path, in lower case
 */
function warmFormatters(path) {
  setTimeout(() => {
    try {
      new Intl.NumberFormat().format(0);
      // As the countdown writes its target (TARGET_STYLE in src/features/countdown/countdown-time.ts).
      if (path === '/countdown') new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' }).format(0);
    } catch {
      // A browser without Intl formats nothing here, nor later.
    }
  }, 0);
}

// The routes match in any letter case and with a trailing slash, as the router's do.
const firstPath = window.location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
preloadFirstScreen(firstPath, preloadSavedLanguage());
warmFormatters(firstPath);
