import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * The built site runs under a strict Content Security Policy. The fixture turns every violation into a console error
 * (which fails the test), so the whole suite runs with the policy on; these tests check the policy itself and that a
 * violation really is caught.
 */
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);

async function policyOf(page: import('@playwright/test').Page): Promise<string> {
  return (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
}

test('the built page carries a strict policy: own origin only, no inline script but its own, no eval', async ({
  page,
}) => {
  await page.goto('/characters');
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  const policy = await policyOf(page);
  expect(policy).toContain("default-src 'self'");
  // The page's own first script (src/app/route-preload.js), allowed by its hash and nothing else inline.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]{43}=' 'wasm-unsafe-eval'(;|$)/);
  expect(policy).toContain("style-src 'self'");
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toMatch(/img-src 'self'(;|$)/);
  expect(policy).toMatch(/connect-src 'self'(;|$)/);
  expect(policy).not.toMatch(/data:|blob:/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/'unsafe-eval'/);
  // Without an analytics URL no other origin is allowed anywhere.
  expect(policy).not.toMatch(/https?:/);
});

test("the page's own inline script is the one its hash allows, and it runs before the app", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/summons')).text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  await page.goto('/summons');
  await expect(page.getByTestId('screen-summons')).toBeVisible();
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(await policyOf(page)).toContain(`'sha256-${hash}'`);
  // It asked for the Summon screen's styles at once (the app's own loader adds them as stylesheets, not preloads).
  await expect(page.locator('link[rel="preload"][as="style"][href*="summons-page"]')).toHaveCount(1);
});

test('inline script and eval are refused, and the violation is reported', async ({ page, problems }) => {
  await page.goto('/characters');
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    // A string timer is evaluated by the page itself (code run through this test API is exempt from the policy).
    (setTimeout as unknown as (code: string, ms: number) => number)('window.evalRan = true;', 0);
  });
  // Both were reported as violations, which any other test would fail on; here they are expected.
  await expect
    .poll(() => problems.consoleErrors.some((e) => e.includes('CSP violation: script-src-elem blocked inline')))
    .toBe(true);
  await expect
    .poll(() => problems.consoleErrors.some((e) => e.includes('CSP violation: script-src blocked eval')))
    .toBe(true);
  // And neither ran.
  expect(await page.evaluate(() => ({ inlineRan: 'inlineRan' in window, evalRan: 'evalRan' in window }))).toEqual({
    inlineRan: false,
    evalRan: false,
  });
  problems.consoleErrors.length = 0;
});

test('a data: image and a fetch of a blob: URL are refused, and the violations are reported', async ({
  page,
  problems,
}) => {
  await page.goto('/characters');
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const image = new Image();
    const loaded = new Promise<boolean>((resolve) => {
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
    });
    image.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    const url = URL.createObjectURL(new Blob(['{}'], { type: 'application/json' }));
    const fetched = await fetch(url).then(
      () => true,
      () => false,
    );
    URL.revokeObjectURL(url);
    return { imageLoaded: await loaded, fetched };
  });
  expect(outcome).toEqual({ imageLoaded: false, fetched: false });
  await expect
    .poll(() => problems.consoleErrors.some((e) => e.includes('CSP violation: img-src blocked data')))
    .toBe(true);
  await expect
    .poll(() => problems.consoleErrors.some((e) => e.includes('CSP violation: connect-src blocked blob')))
    .toBe(true);
  // Expected here; Chromium also logs each refusal (and the refused fetch) in its own words.
  problems.consoleErrors.length = 0;
});

/** The built files the page loads: scripts, styles and the page itself (source maps are not loaded). */
function builtFiles(): { name: string; text: string }[] {
  const dist = process.env.E2E_DIST ?? 'dist';
  const files = [
    ...readdirSync(dist).map((file) => join(dist, file)),
    ...readdirSync(join(dist, 'assets')).map((file) => join(dist, 'assets', file)),
  ].filter((file) => /\.(js|css|html)$/.test(file));
  return files.map((file) => ({ name: file, text: readFileSync(file, 'utf8') }));
}

test('no built file carries a data: URL (Vite inlines small assets as such, which the policy would refuse)', () => {
  const files = builtFiles();
  expect(files.some(({ name }) => name.endsWith('.css'))).toBe(true);
  const offenders = files.filter(({ text }) => /\bdata:[a-z]+\/[\w.+-]+[;,]/.test(text)).map(({ name }) => name);
  expect(offenders).toEqual([]);
});

test('no built script evaluates strings, workers included (a meta policy does not reach workers)', () => {
  const assets = join(process.env.E2E_DIST ?? 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => file.includes('.worker-'))).toBe(true);
  const offenders = scripts.filter((file) =>
    /\beval\(|new Function\(|setTimeout\(\s*['"`]/.test(readFileSync(join(assets, file), 'utf8')),
  );
  expect(offenders).toEqual([]);
});

test.describe('with analytics configured (the second build)', () => {
  test('the analytics origin, and only it, is added', async ({ page }) => {
    await page.route('https://analytics.invalid/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto(`http://localhost:${ANALYTICS_PORT}/characters`);
    await expect(page.getByTestId('screen-gallery')).toBeVisible();
    const policy = await policyOf(page);
    // The page's own inline script keeps its hash: the variant's page is the same page with the URL written in.
    expect(policy).toMatch(
      /script-src 'self' 'sha256-[\w+/]{43}=' 'wasm-unsafe-eval' https:\/\/analytics\.invalid(;|$)/,
    );
    expect(policy).toMatch(/img-src 'self' https:\/\/analytics\.invalid(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/analytics\.invalid(;|$)/);
    expect(policy.match(/https?:\/\/[^\s;]+/g)?.every((origin) => origin === 'https://analytics.invalid')).toBe(true);
  });
});
