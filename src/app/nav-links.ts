import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from './paths';

export interface NavLinkItem {
  /** The link's words, read in the player's language. */
  readonly label: MessageDescriptor;
  readonly to: string;
}

/**
 * The top navigation, in the specified order. Kept apart from paths.ts, which vite.config.ts imports as it is,
 * without the message macros compiled.
 */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: msg`Characters`, to: paths.characters },
  { label: msg`Summon`, to: paths.summons },
  { label: msg`My pulls`, to: paths.mySummons },
  { label: msg`TierMaker`, to: paths.tierMaker },
  { label: msg`TeamMaker`, to: paths.teamMaker },
  { label: msg`Countdown`, to: paths.countdown },
  { label: msg`How Much To`, to: paths.howMuchTo },
];
