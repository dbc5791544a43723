import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAnalyticsVariant } from '../../scripts/analytics-variant';
import { contentSecurityPolicy } from '../../scripts/content-security-policy';
import { ANALYTICS_META, inlineScriptHashes, writeSiteHead } from '../../scripts/site-head';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Etheria</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body></body>
</html>`;

const URL_ = 'https://stats.example.org/tag.js?id=1&v=2';

function metas(html: string): string[] {
  return [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
}

describe('the settings a build writes into its page', () => {
  it('puts the policy and the analytics URL right after the charset, before any script', () => {
    const html = writeSiteHead(PAGE, { analyticsUrl: URL_, policy: true });
    const policy = contentSecurityPolicy(URL_).replaceAll('"', '&quot;');
    expect(metas(html)).toEqual([
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      `<meta name="${ANALYTICS_META}" content="https://stats.example.org/tag.js?id=1&amp;v=2" />`,
    ]);
    expect(html.indexOf('analytics-url')).toBeLessThan(html.indexOf('<script'));
  });

  it('writes no analytics tag without a URL, and no policy for the dev server', () => {
    expect(metas(writeSiteHead(PAGE, { analyticsUrl: '', policy: true }))).toEqual([
      '<meta charset="UTF-8" />',
      `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />`,
    ]);
    expect(metas(writeSiteHead(PAGE, { analyticsUrl: URL_, policy: false }))).toHaveLength(2);
  });

  it('replaces what it wrote before instead of adding to it', () => {
    const first = writeSiteHead(PAGE, { analyticsUrl: '', policy: true });
    const again = writeSiteHead(first, { analyticsUrl: URL_, policy: true });
    expect(again).toBe(writeSiteHead(PAGE, { analyticsUrl: URL_, policy: true }));
    expect(writeSiteHead(again, { analyticsUrl: '', policy: true })).toBe(first);
  });

  it("allows the page's own inline scripts by their hashes, and no other inline script", () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const code = '(() => { preload("é"); })();';
    const page = PAGE.replace('<script type="module"', `<script>${code}</script>\n    <script type="module"`);
    expect(inlineScriptHashes(page)).toEqual([sha256(code)]);
    // Module scripts with a source, and data blocks, are not inline scripts the policy has to allow.
    expect(inlineScriptHashes(PAGE)).toEqual([]);
    const html = writeSiteHead(page, { analyticsUrl: '', policy: true });
    expect(html).toContain(`script-src 'self' ${sha256(code)} 'wasm-unsafe-eval'`);
    // Written again over a changed script, the policy allows the new script and not the old one.
    const changed = writeSiteHead(html.replace(code, 'other();'), { analyticsUrl: '', policy: true });
    expect(changed).toContain(sha256('other();'));
    expect(changed).not.toContain(sha256(code));
  });

  it('refuses a page without the charset it writes after', () => {
    expect(() => writeSiteHead('<html><head></head></html>', { analyticsUrl: '', policy: true })).toThrow(
      'index.html must declare its charset',
    );
  });
});

describe('the analytics variant of a build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the same build with the URL in its page and the new page revision in the service worker', () => {
    dir = mkdtempSync(join(tmpdir(), 'variant-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const page = writeSiteHead(PAGE, { analyticsUrl: '', policy: true });
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    writeFileSync(
      join(dist, 'sw.js'),
      `precache([{url:"assets/index.js",revision:null},{url:"index.html",revision:"${md5(page)}"}])`,
    );

    writeAnalyticsVariant(dist, join(dir, 'out'), URL_);
    const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
    expect(html).toBe(writeSiteHead(PAGE, { analyticsUrl: URL_, policy: true }));
    expect(readFileSync(join(dir, 'out', 'sw.js'), 'utf8')).toBe(
      `precache([{url:"assets/index.js",revision:null},{url:"index.html",revision:"${md5(html)}"}])`,
    );
    expect(readFileSync(join(dir, 'out', 'assets', 'index.js'), 'utf8')).toBe('console.log(1)');
    // The build it came from is untouched.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
  });
});
