/**
 * Third-party analytics, gtag-style: a queue (`window.dataLayer`) that the
 * provider's script drains once it has loaded. Nothing happens unless a script
 * URL is configured, and a failing or blocked script never affects the app:
 * events just stay in the queue.
 */
type DataLayerEntry = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

let loaded = false;

function push(...args: unknown[]): void {
  (window.dataLayer ??= []).push(args);
}

export function initAnalytics(scriptUrl: string): boolean {
  if (!scriptUrl || loaded) return loaded;
  try {
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.onerror = () => console.info('Analytics script unavailable; page-views stay local.');
    document.head.append(script);
    push('js', new Date().toISOString());
    loaded = true;
  } catch {
    loaded = false;
  }
  return loaded;
}

export function sendPageView(path: string, title: string): void {
  if (!loaded) return;
  push('event', 'page_view', { page_path: path, page_title: title });
}
