import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initAnalytics } from './app/analytics';
import { ANALYTICS_URL } from './app/config';
import { createAppRouter } from './app/router';
import { ThemeProvider } from './components/theme-context';
import './app/global.css';

initAnalytics(ANALYTICS_URL);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider>
        <RouterProvider router={createAppRouter()} />
      </ThemeProvider>
    </StrictMode>,
  );
}
