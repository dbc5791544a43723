import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSiteHead } from './site-head.ts';

/**
 * A copy of a finished build that loads an analytics script: the same files, with index.html rewritten to carry
 * `analyticsUrl` and a policy that allows its origin, and the service worker's precache entry for index.html given
 * the new file's revision. The end-to-end suite tests analytics on it instead of on a second full build.
 */
export function writeAnalyticsVariant(dist: string, out: string, analyticsUrl: string): void {
  if (!analyticsUrl) throw new Error('An analytics variant needs an analytics URL.');
  const page = join(dist, 'index.html');
  if (!existsSync(page)) throw new Error(`${page} is missing: build the site first.`);
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const html = writeSiteHead(readFileSync(page, 'utf8'), { analyticsUrl, policy: true });
  writeFileSync(join(out, 'index.html'), html);
  const worker = join(out, 'sw.js');
  if (existsSync(worker)) {
    const revision = createHash('md5').update(html).digest('hex');
    const precache = readFileSync(worker, 'utf8');
    const entry = /(\{url:"index\.html",revision:")[0-9a-f]+(")/;
    if (!entry.test(precache)) throw new Error('The service worker has no precache entry for index.html.');
    writeFileSync(worker, precache.replace(entry, `$1${revision}$2`));
  }
}
