/**
 * Fixtures made by the code that wrote them: `npm run fixtures -- [commit]` (default HEAD).
 *
 * Checks the commit out into a scratch folder in the temp directory (`git worktree add --detach`), installs it
 * (`npm ci`), builds it (`vite build`), serves the build (`vite preview` on a free port) and drives it in Chromium
 * through its screens to make a full set of data (scripts/fixtures/scenario.ts: pulls on every banner with a
 * 1,000,000-pull batch, counter edits, a merged backup, tier lists, teams, plans, owned copies, real counters,
 * settings, a backup file and every kind of share link). Then saves what the browser kept, and what the screens
 * said, under `tests/fixtures/<short commit>/`:
 *
 * - `manifest.json`: the commit, its date, what each file is, and `expected`: what that build's screens showed;
 * - `local-storage.json`, `cookies.json`, `indexeddb.json` (binary values as `{ $type, base64 }`);
 * - `local-storage-mid-save.json`: localStorage of a page whose last batch was shown but whose save never committed
 *   (history writes are held open), so it carries the `pendingBatch` record as that build writes it;
 * - `backup.json` (the exported data file), `merged-file.json` (the file it merged), `links.json`.
 *
 * A stored format is never changed in place (src/storage/FORMATS.md): before a change, run this on the last commit
 * before it and commit the set. The tests open every set with the current code (tests/storage/fixtures.test.ts).
 *
 * Chromium: `CHROMIUM_PATH`, else /usr/bin/chromium; no browser is downloaded. The scratch folder is removed at the
 * end, whatever happens.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { recordStory } from './fixtures/scenario';

const root = process.cwd();
const git = (args: string[], cwd = root): string => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const run = (command: string, args: string[], cwd: string): void => {
  console.log(`fixtures: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Serves the built site; resolves once it answers. */
async function serve(cwd: string, port: number): Promise<ChildProcess> {
  const preview = spawn('npx', ['vite', 'preview', '--strictPort', '--port', String(port), '--host', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited with ${preview.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return preview;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('vite preview did not answer within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const FILE_NOTES: Record<string, string> = {
  'local-storage.json': 'every localStorage key and value, at the end of the story',
  'local-storage-mid-save.json': 'localStorage of the page closed while its last batch was being saved (pendingBatch)',
  'cookies.json': "the site's cookies with their path, expiry and same-site",
  'indexeddb.json': 'every IndexedDB database: version, stores, records; binary values as { $type, base64 }',
  'backup.json': 'the data file of Export my data, at the end of the story',
  'merged-file.json': "the other player's data file that the story merged",
  'links.json': 'the share links: tier list, teams, plan, the last batch replay, and every replay link of My Summons',
};

async function main(): Promise<void> {
  const commit = git(['rev-parse', '--verify', `${process.argv[2] ?? 'HEAD'}^{commit}`]);
  const short = git(['rev-parse', '--short=7', commit]);
  const scratch = await mkdtemp(join(tmpdir(), 'etheria-fixtures-'));
  const site = join(scratch, 'site');
  let preview: ChildProcess | undefined;
  try {
    run('git', ['worktree', 'add', '--detach', site, commit], root);
    run('npm', ['ci', '--no-audit', '--no-fund'], site);
    run('npx', ['vite', 'build'], site);
    const port = await freePort();
    preview = await serve(site, port);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const recorded = await recordStory(browser, `http://127.0.0.1:${port}`, scratch);
      const out = join(root, 'tests', 'fixtures', short);
      await mkdir(out, { recursive: true });
      for (const [name, value] of Object.entries(recorded.files)) {
        await writeFile(join(out, name), `${JSON.stringify(value, null, 1)}\n`);
      }
      const manifest = {
        commit,
        date: git(['show', '-s', '--format=%cI', commit]),
        madeAt: new Date().toISOString(),
        files: FILE_NOTES,
        expected: recorded.expected,
      };
      await writeFile(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      console.log(`fixtures: written to tests/fixtures/${short}/`);
    } finally {
      await browser.close();
    }
  } finally {
    if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
    try {
      git(['worktree', 'remove', '--force', site]);
    } catch {
      // Never added: nothing to remove but the folder.
    }
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
