/**
 * The one production build the end-to-end suite and the bundle budget run against: `dist/`, and `dist-analytics/`
 * derived from it (scripts/analytics-variant.ts). Both are reused while the build's inputs are unchanged: the
 * sources (the WebAssembly kernel's AssemblyScript source and generated files among them, all under src/), public
 * files, scripts, configuration, lock file and the VITE_ settings. Type checking is the test command's own
 * stage, so this runs `vite build` alone; `npm run build` keeps the type check for anyone building by hand.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { writeAnalyticsVariant } from './analytics-variant.ts';

const ROOT = process.cwd();
const DIST = 'dist';
const VARIANT = 'dist-analytics';
const STAMP = '.vite/build-inputs';
const INPUT_DIRS = ['src', 'public', 'workers', 'scripts'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'tsconfig.base.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A digest of everything the build reads, with the VITE_ settings of the environment. */
function inputsDigest(): string {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES.filter((f) => existsSync(f))].sort();
  for (const file of files) {
    hash.update(relative(ROOT, file)).update('\0');
    hash.update(statSync(file).isFile() ? readFileSync(file) : '').update('\0');
  }
  const settings = Object.entries(process.env)
    .filter(([key]) => key.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

function stampOf(dir: string): string | undefined {
  const path = join(dir, STAMP);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The art and the WebAssembly kernel are generated inputs: generate them first, so that a changed catalogue or kernel
// source is a changed build. Both are written under public/ and src/, which the digest covers.
run(process.execPath, ['--import', 'tsx', 'scripts/generate-art.ts']);
run(process.execPath, ['--import', 'tsx', 'scripts/build-wasm.ts']);
const digest = inputsDigest();
if (stampOf(DIST) === digest && stampOf(VARIANT) === digest) {
  console.log(`build: inputs unchanged since the last build; reusing ${DIST}/ and ${VARIANT}/`);
  process.exit(0);
}
run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn']);
const analyticsUrl = loadEnv('analytics-test', ROOT, 'VITE_').VITE_ANALYTICS_URL ?? '';
writeAnalyticsVariant(DIST, VARIANT, analyticsUrl);
writeFileSync(join(DIST, STAMP), digest);
writeFileSync(join(VARIANT, STAMP), digest);
console.log(`build: ${DIST}/ built, ${VARIANT}/ derived from it (analytics URL ${analyticsUrl})`);
