import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * The per-deployment settings a build writes into index.html's head, right after the charset and before any script:
 * the Content Security Policy, and the analytics script's URL when one is configured (src/app/config.ts reads it at
 * start). Because they live in the page and not in the JavaScript, one build can be turned into a build with another
 * analytics URL by rewriting index.html alone (scripts/analytics-variant.ts).
 */

const CHARSET = '<meta charset="UTF-8" />';
/** The name of the meta tag that carries the analytics script's URL; src/app/config.ts reads it. */
export const ANALYTICS_META = 'analytics-url';

const WRITTEN = [
  /\n\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/g,
  new RegExp(`\\n\\s*<meta name="${ANALYTICS_META}" content="[^"]*" />`, 'g'),
];

/** The CSP hash source of each inline classic script of `html` (a bare `<script>`), as the browser computes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * `html` with the site's settings written in, replacing any this function wrote before.
 * `policy: false` leaves the Content Security Policy out (the dev server injects inline scripts).
 */
export function writeSiteHead(html: string, settings: { analyticsUrl: string; policy: boolean }): string {
  if (!html.includes(CHARSET)) throw new Error('index.html must declare its charset as ' + CHARSET);
  let head = html;
  for (const written of WRITTEN) head = head.replace(written, '');
  const lines: string[] = [];
  if (settings.policy) {
    lines.push(
      `<meta http-equiv="Content-Security-Policy" content="${attribute(contentSecurityPolicy(settings.analyticsUrl, inlineScriptHashes(head)))}" />`,
    );
  }
  if (settings.analyticsUrl) {
    lines.push(`<meta name="${ANALYTICS_META}" content="${attribute(settings.analyticsUrl)}" />`);
  }
  return head.replace(CHARSET, [CHARSET, ...lines].join('\n    '));
}
