/**
 * Every route and a case variant of it, with the test id of the screen it must show, and the navigation link shown
 * as current there when the screen has none of its own (`nav`).
 */
export const SCREENS = [
  { path: '/characters', variants: ['/Characters', '/CHARACTERS'], testId: 'screen-gallery', name: 'characters' },
  { path: '/summons', variants: ['/Summons'], testId: 'screen-summons', name: 'summons' },
  { path: '/mysummons', variants: ['/MySummons'], testId: 'screen-my-summons', name: 'mysummons' },
  { path: '/tierMaker', variants: ['/tiermaker', '/TierMaker'], testId: 'screen-tier-list', name: 'tiermaker' },
  { path: '/teammaker', variants: ['/TeamMaker'], testId: 'screen-team-builder', name: 'teammaker' },
  { path: '/Countdown', variants: ['/countdown'], testId: 'screen-countdown', name: 'countdown' },
  { path: '/HowMuchTo', variants: ['/howmuchto', '/HOWMUCHTO'], testId: 'screen-how-much-to', name: 'howmuchto' },
  {
    path: '/HowMuchTo/plan',
    variants: ['/howmuchto/plan', '/HOWMUCHTO/PLAN'],
    testId: 'screen-plan',
    name: 'plan',
    nav: '/HowMuchTo',
  },
  {
    path: '/summons/runs',
    variants: ['/Summons/Runs'],
    testId: 'screen-runs',
    name: 'runs',
    nav: '/summons',
  },
] as const;

export type Screen = (typeof SCREENS)[number];

/** The navigation link shown as current on a screen. */
export function navOf(screen: Screen): string {
  return 'nav' in screen ? screen.nav : screen.path;
}
