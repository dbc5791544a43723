/**
 * The Content Security Policy of the built site, written into index.html as a meta tag (so it travels with the files
 * to any static host). Scripts, styles, images, workers, fonts and data only from the site's own origin; no inline
 * script but the page's own, each allowed by its hash (`scriptHashes`, see site-head.ts); no eval (only WebAssembly
 * compilation, which the pull engine's fast path uses: its bytes are in a script, so it needs no data: URL), and no
 * data: or blob: URLs anywhere. The analytics provider's origin is added only when a script URL is configured for
 * the build.
 */
export function contentSecurityPolicy(analyticsUrl?: string, scriptHashes: readonly string[] = []): string {
  const extra: string[] = [];
  if (analyticsUrl) {
    let origin: string;
    try {
      origin = new URL(analyticsUrl).origin;
    } catch {
      throw new Error(`VITE_ANALYTICS_URL is not a valid URL: ${analyticsUrl}`);
    }
    if (!/^https?:/.test(origin)) throw new Error(`VITE_ANALYTICS_URL must be an http(s) URL: ${analyticsUrl}`);
    extra.push(origin);
  }
  const withAnalytics = (...sources: string[]) => [...sources, ...extra].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', withAnalytics("'self'", ...scriptHashes, "'wasm-unsafe-eval'")],
    ['style-src', "'self'"],
    // No data: or blob: here or in connect-src: the PNG exports paint the portraits already on the page onto a canvas,
    // and the files they and the data exports save are blob: links followed as downloads, which neither governs.
    ['img-src', withAnalytics("'self'")],
    ['font-src', "'self'"],
    ['connect-src', withAnalytics("'self'")],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
