/**
 * What every browser bench shares: a production build served with `vite preview`, Debian's Chromium, the page's long
 * tasks, the table of figures, and a bench file's own main.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { LocalTls } from './local-tls';

export interface PreviewServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Whether `url` answers 200; over HTTPS, trusting the local certificate `ca`. */
function answers(url: string, ca: string | undefined): Promise<boolean> {
  return new Promise((done) => {
    const onResponse = (response: { statusCode?: number; resume(): void }) => {
      response.resume();
      done(response.statusCode === 200);
    };
    const request = ca ? httpsGet(url, { ca }, onResponse) : httpGet(url, onResponse);
    request.on('error', () => done(false));
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number, ca?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    if (await answers(url, ca)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Serves a production build; `stop()` ends exactly the server this started. With `tls`, over HTTPS and so HTTP/2
 * (bench/vite-https.config.ts); a browser visiting it must accept the local certificate.
 */
export async function startPreview(dist: string, port: number, tls?: LocalTls): Promise<PreviewServer> {
  const https = tls ? ['--config', resolve(import.meta.dirname, 'vite-https.config.ts')] : [];
  const child = spawn('npx', ['vite', 'preview', ...https, '--strictPort', '--port', String(port), '--outDir', dist], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: tls ? { ...process.env, PREVIEW_TLS_KEY: tls.key, PREVIEW_TLS_CERT: tls.cert } : process.env,
  });
  const url = `${tls ? 'https' : 'http'}://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The server runs under npx in its own process group: end that group, which holds only what this started.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitForServer(`${url}/characters`, child, 60_000, tls ? readFileSync(tls.cert, 'utf8') : undefined);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
  });
}

/** Records every long task (over 50 ms) on the page's main thread from the first script on. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    return w.__longTasks.filter((t) => t.start + t.duration >= from).reduce((m, t) => Math.max(m, t.duration), 0);
  }, since);
}

export type TableRow = readonly [name: string, value: number, target: number | undefined];

export function printTable(rows: readonly TableRow[]): void {
  const lines = rows.map(([name, value, target]) => {
    const verdict = target === undefined ? '' : value <= target ? `<= ${target}  ok` : `<= ${target}  MISSED`;
    const digits = name.endsWith('_mb') || name.endsWith('_kb_gzip') || name === 'load_avg' ? 1 : 0;
    return `${name.padEnd(28)} ${value.toFixed(digits).padStart(12)}   ${verdict}`;
  });
  console.log(['measure'.padEnd(28) + 'value'.padStart(13) + '   target', ...lines].join('\n'));
}

/** Collects the page's errors (uncaught errors and console errors), which make a measurement worthless. */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/**
 * A bench file's own main: serves the build (BENCH_DIST, BENCH_PORT or `defaultPort`), runs `measure` in Chromium,
 * prints its table and, as the last line, its JSON.
 */
export async function runStandalone<T extends object>(
  defaultPort: number,
  measure: (browser: Browser, baseUrl: string) => Promise<T>,
  rows: (result: T) => TableRow[],
): Promise<void> {
  const server = await startPreview(process.env.BENCH_DIST ?? 'dist', Number(process.env.BENCH_PORT ?? defaultPort));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const result = await measure(browser, server.url);
    printTable(rows(result));
    console.log(JSON.stringify(result));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** Runs `main` when `moduleUrl` is the file node was started with, reporting a failure through the exit code. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
