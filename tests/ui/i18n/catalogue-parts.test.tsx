import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';

/**
 * Each language's catalogue comes in parts (src/i18n/message-parts.ts): the page fetches the words of what it shows,
 * in the language it shows. The table of parts is the build's own, with every fetch recorded, and some made to fail.
 */
const parts = vi.hoisted(() => ({ fetched: [] as string[], failing: new Set<string>() }));

vi.mock('virtual:catalogue-parts', async (importOriginal) => {
  const { PART_LOADERS } = await importOriginal<typeof import('virtual:catalogue-parts')>();
  const recorded = Object.entries(PART_LOADERS).map(([language, loaders]) => {
    const each = Object.entries(loaders).map(([part, load]) => {
      const recording = () => {
        const name = `${language} ${part}`;
        parts.fetched.push(name);
        return parts.failing.has(language) ? Promise.reject(new TypeError('Failed to fetch')) : load();
      };
      return [part, recording] as const;
    });
    return [language, Object.fromEntries(each)] as const;
  });
  return { PART_LOADERS: Object.fromEntries(recorded) };
});

/** The parts fetched since the last call, sorted. */
function fetchedSince(): string[] {
  const names = [...parts.fetched].sort();
  parts.fetched.length = 0;
  return names;
}

/**
 * The page's language modules and the app as a new page has them: the source language's first part held, nothing
 * else (each test file starts with the whole source catalogue, as a page that has shown a screen).
 */
async function newPage() {
  vi.resetModules();
  const i18n = await import('../../../src/i18n/i18n');
  const { renderApp } = await import('../render-app');
  parts.fetched.length = 0;
  return { ...i18n, renderApp };
}

beforeEach(() => {
  parts.failing.clear();
});

afterEach(() => {
  document.documentElement.setAttribute('lang', 'en');
});

describe('the parts of the catalogues a page fetches', () => {
  it('restored in French: the first part before the first render, then a screen’s own words beside its code', async () => {
    localStorage.setItem('language', 'fr');
    const page = await newPage();
    await act(async () => {
      await page.startLanguage();
    });
    expect(fetchedSince()).toEqual(['fr first']);
    expect(document.documentElement).toHaveAttribute('lang', 'fr');

    page.renderApp('/summons/runs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Périodes de bannière' })).toBeInTheDocument();
    expect(fetchedSince()).toEqual(['fr errors', 'fr runs']);
  });

  it('fetches a part once, however many ask for it at once, and not again', async () => {
    const page = await newPage();
    await act(async () => {
      await Promise.all([page.loadShownMessages(['runs']), page.loadShownMessages(['runs', 'errors'])]);
    });
    expect(fetchedSince()).toEqual(['as-specified errors', 'as-specified runs']);
    await act(async () => {
      await page.loadShownMessages(['errors', 'runs']);
    });
    expect(fetchedSince()).toEqual([]);
  });

  it('fetches every part of a language chosen, so whatever opens next needs nothing more', async () => {
    const page = await newPage();
    await act(async () => {
      expect(await page.switchLanguage('en', { save: false })).toBe('switched');
    });
    const fetched = fetchedSince();
    expect(fetched).toEqual(expect.arrayContaining(['en first', 'en countdown', 'en planner', 'en data', 'en errors']));
    expect(fetched.every((name) => name.startsWith('en '))).toBe(true);
    page.renderApp('/summons/runs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Banner runs' })).toBeInTheDocument();
    expect(fetchedSince()).toEqual([]);
  });

  it('gives Lingui the language chosen once all its parts have come: one re-render for them, not one a part', async () => {
    const page = await newPage();
    let changes = 0;
    const stop = page.i18n.on('change', () => changes++);
    await act(async () => {
      await page.switchLanguage('fr', { save: false });
    });
    stop();
    expect(fetchedSince().length).toBeGreaterThan(5);
    // Its messages, then the language made active.
    expect(changes).toBe(2);
  });

  it('fetches the words of a screen opened during a switch in the language switched to', async () => {
    const page = await newPage();
    let switched: Promise<unknown> = Promise.resolve();
    await act(async () => {
      switched = page.switchLanguage('fr', { save: false });
      await page.loadShownMessages(['countdown']);
      await switched;
    });
    expect(await switched).toBe('switched');
    const fetched = fetchedSince();
    expect(fetched).toContain('fr countdown');
    expect(fetched.filter((name) => name.startsWith('as-specified'))).toEqual([]);
  });

  it('where a language cannot be fetched, stays in the one shown and words a screen opened meanwhile in it', async () => {
    const page = await newPage();
    parts.failing.add('en');
    let outcome: Promise<unknown> = Promise.resolve();
    await act(async () => {
      outcome = page.switchLanguage('en', { save: false });
      await page.loadShownMessages(['tier-list', 'errors']);
    });
    expect(await outcome).toBe('unavailable');
    expect(document.documentElement).not.toHaveAttribute('lang', 'en-US');
    expect(page.i18n.locale).toBe(SOURCE_LANGUAGE);
    // Asked in English first, then, as that failed, in the language on screen.
    expect(fetchedSince()).toEqual(expect.arrayContaining(['as-specified errors', 'as-specified tier-list']));
    // What opens later is worded in the language shown.
    await act(async () => {
      await page.loadShownMessages(['runs']);
    });
    expect(fetchedSince()).toEqual(['as-specified runs']);
  });
});
