import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from './route-error';
import { NotFound } from './not-found';
import { paths } from './paths';
import { Shell } from './shell';

/**
 * The route table. Paths match regardless of letter case (react-router's
 * default), so every casing of a link reaches its screen. Screens load lazily.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    HydrateFallback: () => <p className="loading">Loading…</p>,
    children: [
      { path: paths.home, element: <Navigate to={paths.characters} replace /> },
      {
        path: paths.characters,
        lazy: () => import('../features/gallery/gallery-page').then((m) => ({ Component: m.GalleryPage })),
      },
      {
        path: paths.summons,
        lazy: () => import('../features/summons/summons-page').then((m) => ({ Component: m.SummonsPage })),
      },
      {
        path: paths.mySummons,
        lazy: () => import('../features/my-summons/my-summons-page').then((m) => ({ Component: m.MySummonsPage })),
      },
      {
        path: paths.tierMaker,
        lazy: () => import('../features/tier-list/tier-list-page').then((m) => ({ Component: m.TierListPage })),
      },
      {
        path: paths.teamMaker,
        lazy: () =>
          import('../features/team-builder/team-builder-page').then((m) => ({ Component: m.TeamBuilderPage })),
      },
      {
        path: paths.countdown,
        lazy: () => import('../features/countdown/countdown-page').then((m) => ({ Component: m.CountdownPage })),
      },
      {
        path: paths.howMuchTo,
        lazy: () => import('../features/how-much-to/how-much-to-page').then((m) => ({ Component: m.HowMuchToPage })),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
