import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Watches a page for what fails every e2e test: a console error, an uncaught page error, a Content Security Policy
 * violation or a failed request. The fixture watches the test's own page; a test that opens pages of its own (another
 * browser, a phone) watches them with this and checks them with `expectNoProblems`.
 */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  // The built site runs under a strict Content Security Policy: anything it blocks fails the test.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A navigation or reload cancels in-flight requests on purpose; that is not a failure.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failedRequests.push(`${res.url()} ${res.status()}`);
  });
  return problems;
}

export function expectNoProblems(problems: PageProblems): void {
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
}

/**
 * Every e2e test fails on a console error, an uncaught page error, a Content Security Policy violation or a failed
 * request (an image that 404s counts), unless the test takes them over itself.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems = await watchProblems(page);
      await use(problems);
      expectNoProblems(problems);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until every <img> on the page has loaded and has a real size: no broken image anywhere. */
export async function expectNoBrokenImages(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight)
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
}

/** Sets the saved theme before the app starts. */
export async function startInTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem('theme', t);
      sessionStorage.setItem('theme-seeded', '1');
    }
  }, theme);
}
