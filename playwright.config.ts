import { defineConfig, devices } from '@playwright/test';

// Ports and build folder can be moved so several checkouts can run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 1);
const DIST = process.env.E2E_DIST ?? 'dist';
const WITH_ANALYTICS_BUILD = process.env.E2E_NO_ANALYTICS_BUILD !== '1';

/**
 * End-to-end tests run against the production build (`vite build`, then
 * `vite preview --strictPort`) in Debian's Chromium; Playwright never downloads a browser.
 * A second build with a stand-in analytics URL is served on its own port for the analytics test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would cache across a test's reloads; only the offline tests turn it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
            command: `npx vite preview --strictPort --port ${ANALYTICS_PORT} --outDir dist-analytics`,
            url: `http://localhost:${ANALYTICS_PORT}/characters`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
