import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from './not-found';
import { paths } from './paths';
import { Shell } from './shell';

/** A screen whose code is fetched the first time its route is shown. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Screen />;
}

/**
 * The route table. Paths match regardless of letter case (react-router's default), so every casing of a link
 * reaches its screen. Screens load lazily; the shell's boundary shows an error screen if one cannot load or render.
 * Declarative routing (no data router) keeps the first page's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: paths.home, element: <Navigate to={paths.characters} replace /> },
      {
        path: paths.characters,
        element: lazyScreen(
          () => import('../features/gallery/gallery-page'),
          (m) => m.GalleryPage,
        ),
      },
      {
        path: paths.summons,
        element: lazyScreen(
          () => import('../features/summons/summons-page'),
          (m) => m.SummonsPage,
        ),
      },
      {
        path: paths.mySummons,
        element: lazyScreen(
          () => import('../features/my-summons/my-summons-page'),
          (m) => m.MySummonsPage,
        ),
      },
      {
        path: paths.tierMaker,
        element: lazyScreen(
          () => import('../features/tier-list/tier-list-page'),
          (m) => m.TierListPage,
        ),
      },
      {
        path: paths.teamMaker,
        element: lazyScreen(
          () => import('../features/team-builder/team-builder-page'),
          (m) => m.TeamBuilderPage,
        ),
      },
      {
        path: paths.countdown,
        element: lazyScreen(
          () => import('../features/countdown/countdown-page'),
          (m) => m.CountdownPage,
        ),
      },
      {
        path: paths.howMuchTo,
        element: lazyScreen(
          () => import('../features/how-much-to/how-much-to-page'),
          (m) => m.HowMuchToPage,
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app's routes, inside whichever router the caller provides (BrowserRouter in the page, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
