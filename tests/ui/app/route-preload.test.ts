import { afterEach, describe, expect, it, vi } from 'vitest';
import { TARGET_STYLE } from '../../../src/features/countdown/countdown-time';
import { LANGUAGE_KEY } from '../../../src/storage/language-store';

/**
 * The page's first script (src/app/route-preload.js, written inline into the built page): with the build's table of
 * screen chunks in the page, it asks for the chunks of the screen the address opens, before the app's own code runs.
 */

const TABLE = {
  '/summons': { js: ['/assets/summons-page.js', '/assets/pull-grid.js'], css: ['/assets/summons.css'] },
  '/summons/runs': { js: ['/assets/runs-page.js'], css: [], parts: ['runs', 'errors'] },
  '/': { js: ['/assets/gallery-page.js'], css: [] },
};

/** Each language's parts, as the build lists them: the source language's first part is in the first bundle. */
const partsOf = (language: string, first = true) => ({
  ...(first ? { first: [`/assets/${language}-first.js`] } : {}),
  runs: [`/assets/${language}-runs.js`],
  errors: [`/assets/${language}-errors.js`],
});
const LANGUAGES = {
  source: 'as-specified',
  first: 'first',
  table: ['/assets/parts.js'],
  files: { 'as-specified': partsOf('as-specified', false), fr: partsOf('fr'), en: partsOf('en') },
};

function addBlock(id: string, text: string) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = id;
  data.textContent = text;
  document.head.append(data);
}

/**
 * The links the script adds to a page at `path` whose table is `block` (none: no table in the page), and where the
 * languages' catalogues are `languages` (none: not said).
 */
async function openAt(path: string, block: string | null, languages?: string) {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', path);
  if (block !== null) addBlock('screen-chunks', block);
  if (languages !== undefined) addBlock('language-chunks', languages);
  vi.resetModules();
  // @ts-expect-error -- plain JavaScript with no types of its own: it is run for what it does to the page.
  await import('../../../src/app/route-preload.js');
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href')!,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    priority: link.getAttribute('fetchpriority'),
  }));
}

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('the first screen asked for at once', () => {
  it("asks for the screen's styles and chunks, below the app's own, in any letter case and with a trailing slash", async () => {
    expect(await openAt('/Summons/', JSON.stringify(TABLE))).toEqual([
      { rel: 'preload', href: '/assets/summons.css', as: 'style', crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/summons-page.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/pull-grid.js', as: null, crossOrigin: '', priority: 'low' },
    ]);
  });

  it('asks for the home screen at /', async () => {
    expect((await openAt('/', JSON.stringify(TABLE))).map((link) => link.href)).toEqual(['/assets/gallery-page.js']);
  });

  it('asks for nothing at an unknown address, with a damaged table, or with none (the development server)', async () => {
    expect(await openAt('/nowhere', JSON.stringify(TABLE))).toEqual([]);
    expect(await openAt('/constructor', JSON.stringify(TABLE))).toEqual([]);
    expect(await openAt('/summons', '{"/summons": ')).toEqual([]);
    expect(await openAt('/summons', null)).toEqual([]);
  });
});

describe('the words asked for at once', () => {
  afterEach(() => vi.restoreAllMocks());

  const hrefs = async (path: string, languages = JSON.stringify(LANGUAGES)) =>
    (await openAt(path, JSON.stringify(TABLE), languages)).map((link) => link.href);

  it("asks for a screen's words in the source language, with the table they are found in, after its code", async () => {
    expect(await openAt('/Summons/Runs', JSON.stringify(TABLE), JSON.stringify(LANGUAGES))).toEqual([
      { rel: 'modulepreload', href: '/assets/runs-page.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/as-specified-runs.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/as-specified-errors.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/parts.js', as: null, crossOrigin: '', priority: 'low' },
    ]);
  });

  it("asks for another saved language's first words as the app's code is, and the screen's in that language", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(await openAt('/Summons/Runs', JSON.stringify(TABLE), JSON.stringify(LANGUAGES))).toEqual([
      { rel: 'modulepreload', href: '/assets/fr-first.js', as: null, crossOrigin: '', priority: 'auto' },
      { rel: 'modulepreload', href: '/assets/runs-page.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/fr-runs.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/fr-errors.js', as: null, crossOrigin: '', priority: 'low' },
      { rel: 'modulepreload', href: '/assets/parts.js', as: null, crossOrigin: '', priority: 'auto' },
    ]);
    // A screen whose words are in the first part, or an address that is no screen: the first part still.
    expect(await hrefs('/')).toEqual(['/assets/fr-first.js', '/assets/gallery-page.js', '/assets/parts.js']);
    expect(await hrefs('/nowhere')).toEqual(['/assets/fr-first.js', '/assets/parts.js']);
  });

  it('asks for no words at the home screen in the source language: the first bundle has them', async () => {
    expect(await hrefs('/')).toEqual(['/assets/gallery-page.js']);
    localStorage.setItem(LANGUAGE_KEY, 'as-specified');
    expect(await hrefs('/')).toEqual(['/assets/gallery-page.js']);
  });

  it('reads a saved value that names no language, or storage that cannot be read, as the source language', async () => {
    const source = [
      '/assets/runs-page.js',
      '/assets/as-specified-runs.js',
      '/assets/as-specified-errors.js',
      '/assets/parts.js',
    ];
    localStorage.setItem(LANGUAGE_KEY, 'constructor');
    expect(await hrefs('/summons/runs')).toEqual(source);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await hrefs('/summons/runs')).toEqual(source);
  });

  it('asks for the screen alone where the page says nothing of the words, or its block is damaged', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(await hrefs('/summons/runs', '{"source": ')).toEqual(['/assets/runs-page.js']);
    expect((await openAt('/summons/runs', JSON.stringify(TABLE))).map((link) => link.href)).toEqual([
      '/assets/runs-page.js',
    ]);
  });
});

describe('the formatters warmed while the app downloads', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes one number formatter, in a task of its own once the script has run', async () => {
    vi.useFakeTimers();
    const Real = Intl.NumberFormat;
    const formatted: string[] = [];
    // A real formatter behind the spy, so that the one made is used as the page would use it.
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      const formatter = new Real(...args);
      const format = (value: number) => {
        const text = formatter.format(value);
        formatted.push(text);
        return text;
      };
      return { format } as unknown as Intl.NumberFormat;
    });
    await openAt('/summons', JSON.stringify(TABLE));
    // Not during the script: the page's parsing and the chunks' requests go first.
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatted).toEqual(['0']);
  });

  it('on a first visit to the countdown, also makes the date format its screen writes the target in', async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    await openAt('/Countdown', JSON.stringify(TABLE));
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(made.mock.calls[0]).toEqual([undefined, TARGET_STYLE]);

    made.mockClear();
    await openAt('/summons', JSON.stringify(TABLE));
    vi.runAllTimers();
    expect(made).not.toHaveBeenCalled();
  });

  it("warms them in the locale of the saved language, whose own data a formatter in the browser's would not load", async () => {
    vi.useFakeTimers();
    const Real = Intl.NumberFormat;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new Real(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    await openAt('/Countdown', JSON.stringify(TABLE), JSON.stringify(LANGUAGES));
    vi.runAllTimers();
    expect(numbers.mock.calls).toEqual([['fr']]);
    expect(dates.mock.calls).toEqual([['fr', TARGET_STYLE]]);

    // The specified texts are written in the browser's own locale, as before there were languages.
    numbers.mockClear();
    dates.mockClear();
    localStorage.setItem(LANGUAGE_KEY, 'as-specified');
    await openAt('/Countdown', JSON.stringify(TABLE), JSON.stringify(LANGUAGES));
    vi.runAllTimers();
    expect(numbers.mock.calls).toEqual([[undefined]]);
    expect(dates.mock.calls).toEqual([[undefined, TARGET_STYLE]]);
  });

  it('asks for the first screen as usual, and fails nothing, where the browser cannot format', async () => {
    vi.useFakeTimers();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new RangeError('Internal error. Icu error.');
    });
    expect(await openAt('/summons', JSON.stringify(TABLE))).toHaveLength(3);
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
