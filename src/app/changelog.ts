/** The product's release notes, newest first, as the specification lists them. */
export interface ChangelogEntry {
  readonly version: string;
  readonly title?: string;
  readonly notes: readonly string[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '0.3.5',
    title: 'How much to',
    notes: [
      'Added the How Much To page',
      'Removed two characters from the list because they could not be pulled and caused an infinite loop',
      'Put LD characters on top',
      'Added a donate button',
      'Shows pull order on pulled units',
      'MySummons stored in local storage',
      'Added an average SSR count to Summons and HowMuchTo',
      'Fixed input text colour and pity counter resetting when changing tab',
    ],
  },
  { version: '0.2.1', title: 'Countdown', notes: [] },
  { version: '0.1.2', notes: [] },
  { version: '0.1.1', notes: [] },
  { version: '0.1.0', title: 'Team maker', notes: [] },
  { version: '0.0.2', title: 'Elements display', notes: [] },
  {
    version: '0.0.1',
    title: 'Testing stuff',
    notes: ['SR rates are 9% overall, 2.25% for LD SRs and 6.75% for normal SRs', 'The LD banner spawns only LD SRs'],
  },
];
