import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initAnalytics } from './app/analytics';
import { analyticsUrl } from './app/config';
import { registerOfflineSupport } from './app/offline';
import { afterPageSettles } from './lib/after-page-settles';
import { reportCaughtError, RouteErrorBoundary } from './app/route-error';
import { AppRoutes, preloadScreen } from './app/router';
import { ThemeProvider } from './components/theme-context';
import { followOtherTabs, startLanguage } from './i18n/i18n';
import './app/global.css';

// First of all, the saved language (a stored setting read): the specified texts are in place at once, and another
// language's first words are fetched before the first render, so the page never shows one language then another.
const starting = startLanguage();
// Then the screen's code and its words in that language, which download while the shell's code runs and renders.
preloadScreen(window.location.pathname);
initAnalytics(analyticsUrl());

/**
 * The first render is a transition, so React renders it in slices, handing the main thread back every few
 * milliseconds, instead of in one long task: on a phone the shell and a screen took 150-300 ms at once.
 */
function render(container: HTMLElement): void {
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouteErrorBoundary>
          <ThemeProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ThemeProvider>
        </RouteErrorBoundary>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
// Then, as the theme does, the language follows what another tab of the site chooses.
followOtherTabs();
if (container && starting) void starting.then(() => render(container));
else if (container) render(container);

// Once the page has loaded and the browser is idle: the service worker's code (and the precaching of the whole build
// that its installation starts) never competes with the first screen for the network or the main thread.
afterPageSettles(() => void registerOfflineSupport());
