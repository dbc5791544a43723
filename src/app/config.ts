/** Site-wide settings, each read once from the build environment with a safe default. */

/** The external tip page behind the donation button. */
export const DONATION_URL: string = import.meta.env.VITE_DONATION_URL || 'https://ko-fi.com/';

/**
 * The analytics provider's script URL. Unset by default: then no request leaves the page.
 * Set VITE_ANALYTICS_URL at build time to load it and send a page-view on every route change.
 */
export const ANALYTICS_URL: string = import.meta.env.VITE_ANALYTICS_URL ?? '';

/** The version of the product shown in the changelog. */
export const APP_VERSION = '0.3.5';
