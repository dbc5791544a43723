import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { AppRoutes } from '../../src/app/router';
import { ThemeProvider } from '../../src/components/theme-context';

/** What a test can ask of the router: where the visitor is, how they got there, and a way to move on. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  readonly navigate: (to: string) => Promise<void>;
}

/** Renders the whole app (shell, routes, theme) at a path, as a visitor arriving there. */
export function renderApp(path = '/characters') {
  let current: { location: Location; historyAction: NavigationType; navigate: NavigateFunction } | null = null;
  function Probe() {
    current = { location: useLocation(), historyAction: useNavigationType(), navigate: useNavigate() };
    return null;
  }
  const utils = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const probe = () => {
    if (!current) throw new Error('The router has not rendered');
    return current;
  };
  const router: TestRouter = {
    get state() {
      const { location, historyAction } = probe();
      return { location, historyAction };
    },
    navigate: async (to) => {
      await probe().navigate(to);
    },
  };
  return { ...utils, router };
}
