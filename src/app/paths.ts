/**
 * Every route of the site. Matching is case-insensitive (react-router's default),
 * so '/tiermaker' and '/TierMaker' both reach the tier list.
 */
export const paths = {
  home: '/',
  characters: '/characters',
  summons: '/summons',
  mySummons: '/mysummons',
  tierMaker: '/tierMaker',
  teamMaker: '/teammaker',
  countdown: '/Countdown',
  howMuchTo: '/HowMuchTo',
  /** How Much To's pull planner: a view within How Much To, without a navigation link of its own. */
  howMuchToPlan: '/HowMuchTo/plan',
  /** The banner runs the player sets up (features/runs), opened by a run link; not in the navigation. */
  runs: '/summons/runs',
  /** A batch opened from its replay link (lib/summons/replay-link.ts writes the links); not in the navigation. */
  mySummonsReplay: '/mysummons/replay',
} as const;
