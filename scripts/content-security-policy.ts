/**
 * The Content Security Policy of the built site, written into index.html as a meta tag (so it travels with the files
 * to any static host). Scripts, styles, workers, fonts and data only from the site's own origin; no inline script and
 * no eval (only WebAssembly compilation, which the pull engine's fast path uses). The analytics provider's origin is
 * added only when a script URL is configured for the build.
 */
export function contentSecurityPolicy(analyticsUrl?: string): string {
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
    ['script-src', withAnalytics("'self'", "'wasm-unsafe-eval'")],
    ['style-src', "'self'"],
    // data: and blob: for images the page draws itself (the tier list's PNG export renders through them).
    ['img-src', withAnalytics("'self'", 'data:', 'blob:')],
    ['font-src', "'self'"],
    // data: and blob: let the PNG export read back the images it inlines; neither can reach another origin.
    ['connect-src', withAnalytics("'self'", 'data:', 'blob:')],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
