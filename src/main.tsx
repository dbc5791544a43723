import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initAnalytics } from './app/analytics';
import { analyticsUrl } from './app/config';
import { registerOfflineSupport } from './app/offline';
import { reportCaughtError, RouteErrorBoundary } from './app/route-error';
import { AppRoutes } from './app/router';
import { ThemeProvider } from './components/theme-context';
import './app/global.css';

initAnalytics(analyticsUrl());

const container = document.getElementById('root');
if (container) {
  createRoot(container, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <RouteErrorBoundary>
        <ThemeProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ThemeProvider>
      </RouteErrorBoundary>
    </StrictMode>,
  );
}

// After the first render, so the service worker's code never delays the first screen.
void registerOfflineSupport();
