import { expect, test } from './fixtures';

/**
 * The analytics variant of the build (dist-analytics/, port 4174) sets the provider's script URL to an address
 * that Playwright answers with a stand-in script. The stand-in drains the page-view
 * queue and reports each page-view to a stand-in collect endpoint, which the test records.
 */
const ANALYTICS_SITE = `http://localhost:${Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)}`;
const STAND_IN = `
  (function () {
    function send(entry) {
      if (entry[0] === 'event' && entry[1] === 'page_view') {
        navigator.sendBeacon('https://analytics.invalid/collect', JSON.stringify(entry[2]));
      }
    }
    var queue = window.dataLayer = window.dataLayer || [];
    queue.forEach(send);
    var push = queue.push.bind(queue);
    queue.push = function (entry) { send(entry); return push(entry); };
  })();
`;

test('loads the configured script asynchronously and sends a page-view on every route change', async ({ page }) => {
  const pageViews: string[] = [];
  let scriptAsync: boolean | null = null;
  await page.route('https://analytics.invalid/stand-in.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.route('https://analytics.invalid/collect', (route) => {
    pageViews.push((JSON.parse(route.request().postData() ?? '{}') as { page_path: string }).page_path);
    return route.fulfill({ status: 204 });
  });

  await page.goto(`${ANALYTICS_SITE}/characters`);
  scriptAsync = await page.evaluate(
    () =>
      document.querySelector<HTMLScriptElement>('script[src="https://analytics.invalid/stand-in.js"]')?.async ?? null,
  );
  expect(scriptAsync).toBe(true);
  await expect.poll(() => pageViews).toEqual(['/characters']);

  // Each screen loads lazily; a navigation interrupted before it lands is rightly no page-view, so wait for each.
  await page.getByRole('link', { name: 'TierMaker' }).click();
  await expect(page.getByTestId('screen-tier-list')).toBeVisible();
  await page.getByRole('link', { name: 'How Much To' }).click();
  await expect(page.getByTestId('screen-how-much-to')).toBeVisible();
  await expect.poll(() => pageViews).toEqual(['/characters', '/tierMaker', '/HowMuchTo']);
});

test('a blocked analytics script never breaks the app', async ({ page, problems }) => {
  await page.route('https://analytics.invalid/**', (route) => route.abort('blockedbyclient'));
  await page.goto(`${ANALYTICS_SITE}/characters`);
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  await page.getByRole('link', { name: 'TeamMaker' }).click();
  await expect(page.getByTestId('screen-team-builder')).toBeVisible();
  // The blocked script is the one expected failure.
  problems.failedRequests = problems.failedRequests.filter((r) => !r.startsWith('https://analytics.invalid/'));
  problems.consoleErrors = problems.consoleErrors.filter(
    (e) => !e.includes('analytics.invalid') && !e.includes('ERR_BLOCKED_BY_CLIENT'),
  );
});
