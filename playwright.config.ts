import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Ports and build folder can be moved so several checkouts can run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 1);
const DIST = process.env.E2E_DIST ?? 'dist';
const ANALYTICS_DIST = process.env.E2E_ANALYTICS_DIST ?? 'dist-analytics';
const WITH_ANALYTICS_BUILD = process.env.E2E_NO_ANALYTICS_BUILD !== '1';
// Debian's chromium-headless-shell is the same engine as its Chromium without a desktop browser's windowing and UI:
// a browser context opens in about a third of the time, and the whole suite ran a third faster (14.6 min against 21.7).
// Without it, the desktop browser is started directly: /usr/bin/chromium is a shell script that adds a desktop's
// flags (extensions, GPU rasterisation). scripts/ensure-chromium.sh installs both.
const DEBIAN_BROWSERS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? DEBIAN_BROWSERS.find((path) => existsSync(path)) ?? '/usr/bin/chromium';
// Tests that keep every core busy for a long time (Monte Carlo to its end, batches of a million pulls, two tabs
// pulling at once) are tagged @heavy. They run after the others, one at a time, so that they never starve a test
// running beside them of the time it needs to draw a screen.
const HEAVY = /@heavy/;
// A desktop's viewport and input; the browser is the one above, not a Chrome channel.
const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * End-to-end tests run against the production build (scripts/build-once.ts, then `vite preview --strictPort`) in
 * Debian's Chromium; Playwright never downloads a browser. The same build with a stand-in analytics URL written into
 * its page (scripts/analytics-variant.ts) is served on its own port for the analytics tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is failing. Should anyone pass --retries to tell a flake from
  // a steady failure, a test that needed one still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  // Two workers on two cores: each drives a browser that is busy only part of the time. More measured slower here.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  timeout: 60_000,
  // A first visit to a screen takes 2 to 3 s of this 2-core machine's time with nothing else running (a fresh browser
  // context, the screen's code, then its first render), and about twice that beside a second worker. Waits for a
  // condition give it room to happen rather than the 5 s that assumed a faster browser.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace of actions, console and network; DOM snapshots and screenshots for every action
    // would slow every passing test, and the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // The service worker would cache across a test's reloads; only the offline tests turn it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: HEAVY, use: DESKTOP },
    { name: 'heavy', grep: HEAVY, dependencies: ['desktop'], workers: 1, use: DESKTOP },
  ],
  webServer: [
    {
      command: `npx vite preview --strictPort --port ${PORT} --outDir ${DIST}`,
      url: `http://localhost:${PORT}/characters`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(WITH_ANALYTICS_BUILD
      ? [
          {
            command: `npx vite preview --strictPort --port ${ANALYTICS_PORT} --outDir ${ANALYTICS_DIST}`,
            url: `http://localhost:${ANALYTICS_PORT}/characters`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
