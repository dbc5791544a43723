import { I18nProvider } from '@lingui/react';
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { mobImagePath } from '../catalogue/art';
import { CONTENT_TYPES, TEAM_CONTENTS } from '../catalogue/team-contents';
import { i18n, loadShownMessages } from '../i18n/i18n';
import { screenParts } from '../i18n/message-parts';
import { NotFound } from './not-found';
import { paths } from './paths';
import { SCREEN_MODULES } from './screen-modules';
import { Shell } from './shell';

/**
 * A screen's code, fetched once: by `preloadScreen` at start-up, or when its route is first shown. `path` is its
 * route, whose module (./screen-modules.ts) says which parts of the catalogues its words are in. `firstImage` is the
 * image its first paint is waiting for, where one is (a CSS background the browser only finds once the screen has
 * rendered).
 */
function screenLoader<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { firstImage }: { firstImage?: string } = {},
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // Its words come with it, in the language shown, unless the first part has them (the Characters screen's).
  const parts = screenParts(SCREEN_MODULES[path]!);
  const words = () => (parts.length === 0 ? Promise.resolve() : loadShownMessages(parts));
  const fetchOnce = () => (loading ??= Promise.all([load(), words()]).then(([module]) => ({ default: pick(module) })));
  const Screen = lazy(fetchOnce);
  return { fetch: fetchOnce, element: <Screen />, firstImage };
}

/** The team builder opens on the first content type's first mob, whose picture is its largest paint. */
const firstContent = CONTENT_TYPES[0]!;
const teamBuilderFirstImage = mobImagePath(firstContent, TEAM_CONTENTS[firstContent][0]);

const screens = {
  [paths.characters]: screenLoader(
    paths.characters,
    () => import('../features/gallery/gallery-page'),
    (m) => m.GalleryPage,
  ),
  [paths.summons]: screenLoader(
    paths.summons,
    () => import('../features/summons/summons-page'),
    (m) => m.SummonsPage,
  ),
  [paths.mySummons]: screenLoader(
    paths.mySummons,
    () => import('../features/my-summons/my-summons-page'),
    (m) => m.MySummonsPage,
  ),
  [paths.mySummonsReplay]: screenLoader(
    paths.mySummonsReplay,
    () => import('../features/my-summons/replay-page'),
    (m) => m.ReplayPage,
  ),
  [paths.tierMaker]: screenLoader(
    paths.tierMaker,
    () => import('../features/tier-list/tier-list-page'),
    (m) => m.TierListPage,
  ),
  [paths.teamMaker]: screenLoader(
    paths.teamMaker,
    () => import('../features/team-builder/team-builder-page'),
    (m) => m.TeamBuilderPage,
    { firstImage: teamBuilderFirstImage },
  ),
  [paths.countdown]: screenLoader(
    paths.countdown,
    () => import('../features/countdown/countdown-page'),
    (m) => m.CountdownPage,
  ),
  [paths.howMuchTo]: screenLoader(
    paths.howMuchTo,
    () => import('../features/how-much-to/how-much-to-page'),
    (m) => m.HowMuchToPage,
  ),
  [paths.howMuchToPlan]: screenLoader(
    paths.howMuchToPlan,
    () => import('../features/planner/plan-page'),
    (m) => m.PlanPage,
  ),
  [paths.runs]: screenLoader(
    paths.runs,
    () => import('../features/runs/runs-page'),
    (m) => m.RunsPage,
  ),
};

/**
 * Starts fetching the code of the screen at `pathname` (any letter case, as the routes match; '/' is the gallery it
 * redirects to). Called before the first render: the screen's chunks then download while the shell's code runs and
 * renders, instead of after, which brings the first screen forward by that whole render. The screen's first image, if
 * it has one, is asked for at once too.
 */
export function preloadScreen(pathname: string): void {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const target = path === paths.home ? paths.characters : path;
  const match = Object.entries(screens).find(([route]) => route.toLowerCase() === target);
  const image = match?.[1].firstImage;
  if (image) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = image;
    document.head.append(link);
  }
  void match?.[1].fetch().catch(() => {
    // The route's own render reports a chunk that cannot load (the shell's error boundary); nothing to do here.
  });
}

/**
 * The route table. Paths match regardless of letter case (react-router's default), so every casing of a link
 * reaches its screen. Screens load lazily (and the first one early, see `preloadScreen`); the shell's boundary shows
 * an error screen if one cannot load or render. Declarative routing (no data router) keeps the first page's
 * JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: paths.home, element: <Navigate to={paths.characters} replace /> },
      ...Object.entries(screens).map(([path, screen]) => ({ path, element: screen.element })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The app's routes, inside whichever router the caller provides (BrowserRouter in the page, MemoryRouter in tests),
 * in the chosen language: switching it re-renders what reads messages, and remounts nothing.
 */
export function AppRoutes() {
  return <I18nProvider i18n={i18n}>{useRoutes(routes)}</I18nProvider>;
}
