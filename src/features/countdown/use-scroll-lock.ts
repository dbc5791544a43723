import { useLayoutEffect } from 'react';

/** Disables page scrolling while the calling screen is shown, restoring whatever was set before. */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const body = document.body;
    const before = { html: html.style.overflow, body: body.style.overflow };
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = before.html;
      body.style.overflow = before.body;
    };
  }, []);
}
