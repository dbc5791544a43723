import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The product's release notes, newest first, as the specification lists them: read in the language shown. */
export interface ChangelogEntry {
  readonly version: string;
  readonly title?: MessageDescriptor;
  readonly notes: readonly MessageDescriptor[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '0.3.5',
    title: msg`How much to`,
    notes: [
      msg`Added the How Much To page`,
      msg`Removed two characters from the list because they could not be pulled and caused an infinite loop`,
      msg`Put LD characters on top`,
      msg`Added a donate button`,
      msg`Shows pull order on pulled units`,
      msg`MySummons stored in local storage`,
      msg`Added an average SSR count to Summons and HowMuchTo`,
      msg`Fixed input text colour and pity counter resetting when changing tab`,
    ],
  },
  { version: '0.2.1', title: msg`Countdown`, notes: [] },
  { version: '0.1.2', notes: [] },
  { version: '0.1.1', notes: [] },
  { version: '0.1.0', title: msg`Team maker`, notes: [] },
  { version: '0.0.2', title: msg`Elements display`, notes: [] },
  {
    version: '0.0.1',
    title: msg`Testing stuff`,
    notes: [
      msg`SR rates are 9% overall, 2.25% for LD SRs and 6.75% for normal SRs`,
      msg`The LD banner spawns only LD SRs`,
    ],
  },
];
