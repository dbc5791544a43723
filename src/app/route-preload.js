/**
 * Runs before the app's own code: asks at once for the chunks of the screen the address opens, so they download
 * beside the app's main chunk instead of after it has run. The build writes which chunks each screen needs into the
 * page, and this script right after them, inline (scripts/screen-chunks.ts): it runs as the page is read, with no
 * file of its own to fetch first, and the Content Security Policy allows it by its hash. Without the table (the
 * development server, which does not add this script) the app fetches the screen as usual.
 *
 * Plain JavaScript, as the page runs it: it imports nothing, and the build wraps it in a function of its own.
 */

/** @param {string} path the address's path, in lower case */
function preloadFirstScreen(path) {
  const block = document.getElementById('screen-chunks');
  if (!block?.textContent) return;
  /** @type {Record<string, { js: string[], css: string[] } | undefined>} */
  let table;
  try {
    table = JSON.parse(block.textContent);
  } catch {
    return;
  }
  const files = Object.hasOwn(table, path) ? table[path] : undefined;
  if (!files) return;
  for (const href of files.css) append('preload', href, 'style');
  for (const href of files.js) append('modulepreload', href);
}

/**
 * @param {string} rel
 * @param {string} href
 * @param {string} [as]
 */
function append(rel, href, as) {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  // As the app's own requests for these files are made (Vite's loader asks with crossorigin too), so the browser
  // answers those from what was fetched here.
  link.crossOrigin = '';
  // Below the app's main chunk and its own imports, which the page asks for at high priority: the screen's code can
  // only run once they have, so they come first on a slow connection.
  link.setAttribute('fetchpriority', 'low');
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
preloadFirstScreen(firstPath);
warmFormatters(firstPath);
