import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import type { BannerId, Counters } from '../../engine/types';
import type { ReplayLink } from '../../lib/summons';
import { formatCount } from '../../storage/format';
import { topResultsName } from './luck-text';

/** The replay screen's two sentences about the batch: what the link replays, and what the replay gave. */
/** What the link replays: "10 pulls on the Perma banner from pity 0 (SR counter 0), seed 42." */
export function ReplayWhat({ link }: { link: ReplayLink }) {
  const pullCount = link.count;
  const count = formatCount(pullCount);
  const banner = BANNER_LABELS[link.banner];
  const pity = formatCount(link.start.pity);
  const sr = formatCount(link.start.sr);
  // A seed names a batch: written as it is, never grouped.
  const seed = String(link.seed);
  if (link.featured === undefined) {
    return (
      <Plural
        value={pullCount}
        one={`${count} pull on the ${banner} banner from pity ${pity} (SR counter ${sr}), seed ${seed}.`}
        other={`${count} pulls on the ${banner} banner from pity ${pity} (SR counter ${sr}), seed ${seed}.`}
      />
    );
  }
  const name = CHARACTERS[link.featured]?.name ?? '?';
  return (
    <Plural
      value={pullCount}
      one={`${count} pull on the ${banner} banner featuring ${name} from pity ${pity} (SR counter ${sr}), seed ${seed}.`}
      other={`${count} pulls on the ${banner} banner featuring ${name} from pity ${pity} (SR counter ${sr}), seed ${seed}.`}
    />
  );
}

/** What the replay gave: "2 SSR or ML; counters after the batch: pity 12, SR counter 3." */
export function ReplaySummary({ tops, banner, end }: { tops: number; banner: BannerId; end: Counters }) {
  // The top results' name is read in the active language: a switch re-renders the summary.
  useLingui();
  const count = formatCount(tops);
  const top = topResultsName(banner);
  const pity = formatCount(end.pity);
  const sr = formatCount(end.sr);
  return (
    <Trans>
      {count} {top}; counters after the batch: pity {pity}, SR counter {sr}.
    </Trans>
  );
}
