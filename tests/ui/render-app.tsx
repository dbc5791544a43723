import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../src/app/router';
import { ThemeProvider } from '../../src/components/theme-context';

/** Renders the whole app (shell, routes, theme) at a path, as a visitor arriving there. */
export function renderApp(path = '/characters') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...utils, router };
}
