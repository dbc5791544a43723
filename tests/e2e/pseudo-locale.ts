import type { Page } from '@playwright/test';
import { pseudoText } from '../../src/i18n/pseudo-locale';

/**
 * The pseudo-locale in the end-to-end run: the page is opened with `?pseudo-locale` on every load (the app reads it
 * at start and never saves it), and the screens' helpers, which find the shell's controls by their specified names,
 * find them by either the name or its pseudo-locale text.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Adds `?pseudo-locale` to the address of every page load, before the app's code reads it. */
export async function startInPseudoLocale(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const url = new URL(location.href);
    if (url.searchParams.has('pseudo-locale')) return;
    url.searchParams.set('pseudo-locale', '');
    history.replaceState(history.state, '', url);
  });
}

type RoleOptions = NonNullable<Parameters<Page['getByRole']>[1]>;

/** A name as Playwright matches it (a substring ignoring case, or the whole name when exact), in either language. */
function eitherName(name: string, exact: boolean | undefined): RegExp {
  const names = `(?:${escape(name)}|${escape(pseudoText(name))})`;
  return exact ? new RegExp(`^${names}$`) : new RegExp(names, 'i');
}

/** The page, whose `getByRole` finds a control named in the source language by its pseudo-locale name too. */
export function readingPseudoLocale(page: Page): Page {
  return new Proxy(page, {
    get(target, key) {
      if (key === 'getByRole') {
        return (role: Parameters<Page['getByRole']>[0], options?: RoleOptions) =>
          target.getByRole(
            role,
            typeof options?.name === 'string'
              ? { ...options, name: eitherName(options.name, options.exact), exact: undefined }
              : options,
          );
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' && key !== 'constructor' ? value.bind(target) : value;
    },
  });
}

/**
 * What the player cannot read whole: each run of pseudo-locale text that a `hidden` or `clip` box cuts, that ends in
 * an ellipsis, or that lies past the viewport's side without a scrolling box to bring it back.
 */
export async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // Pseudo-locale text: it has the filler the pseudo-locale puts after every word.
      if (!/[ëœçâñüšø]/.test(text) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Nothing to read, or placed above the page on purpose until it is focused (the skip link).
      if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue;
      let scrolls = false;
      let unseen = false;
      for (let el: Element | null = node.parentElement; el && el !== document.documentElement; el = el.parentElement) {
        const style = getComputedStyle(el);
        const edges = el.getBoundingClientRect();
        // Visually hidden, for screen readers: nothing to see, so nothing cut, wherever its one line runs.
        if (edges.width <= 1 || edges.height <= 1) {
          unseen = true;
          break;
        }
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) found.push(`ellipsis: ${text}`);
        const clipped = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip');
        if (
          clipped &&
          (box.left < edges.left - 1 ||
            box.right > edges.right + 1 ||
            box.top < edges.top - 1 ||
            box.bottom > edges.bottom + 1)
        ) {
          found.push(`cut by <${el.tagName.toLowerCase()} class="${el.className}">: ${text}`);
          break;
        }
        // A box the player scrolls (the phone's row of links) brings the text into view: what holds it cuts nothing.
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) {
          scrolls = true;
          break;
        }
      }
      if (!scrolls && !unseen && (box.left < -1 || box.right > innerWidth + 1)) {
        found.push(`past the viewport's side: ${text}`);
      }
    }
    return found;
  });
}
