import { paths } from './paths';

/**
 * The module of each route's screen, as the router imports it (router.tsx; a test keeps the two in step). A first
 * visit asks for its screen's chunks before any of the app's code has run: the build reads this table and writes
 * which chunks each screen needs into index.html (scripts/screen-chunks.ts), src/app/route-preload.js, the page's first
 * script, asks for those of the address opened, and `preloadScreen` (router.tsx) then finds them on their way.
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  [paths.characters]: 'src/features/gallery/gallery-page.tsx',
  [paths.summons]: 'src/features/summons/summons-page.tsx',
  [paths.mySummons]: 'src/features/my-summons/my-summons-page.tsx',
  [paths.mySummonsReplay]: 'src/features/my-summons/replay-page.tsx',
  [paths.tierMaker]: 'src/features/tier-list/tier-list-page.tsx',
  [paths.teamMaker]: 'src/features/team-builder/team-builder-page.tsx',
  [paths.countdown]: 'src/features/countdown/countdown-page.tsx',
  [paths.howMuchTo]: 'src/features/how-much-to/how-much-to-page.tsx',
  [paths.howMuchToPlan]: 'src/features/planner/plan-page.tsx',
  [paths.runs]: 'src/features/runs/runs-page.tsx',
};

/** The route '/' redirects to. */
export const HOME_SCREEN = paths.characters;
