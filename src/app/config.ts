/** Site-wide settings, each read once from the build environment with a safe default. */

/** The external tip page behind the donation button. */
export const DONATION_URL: string = import.meta.env.VITE_DONATION_URL || 'https://ko-fi.com/';

/** The name of the meta tag in which the build writes the analytics URL (scripts/site-head.ts). */
export const ANALYTICS_META = 'analytics-url';

/**
 * The analytics provider's script URL: empty by default, and then no request leaves the page. Set
 * VITE_ANALYTICS_URL at build time and the build writes it into the page's head, where it is read at start; the
 * script then loads and a page-view is sent on every route change.
 */
export function analyticsUrl(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content.trim() ?? '';
}

/** The version of the product shown in the changelog. */
export const APP_VERSION = '0.3.5';
