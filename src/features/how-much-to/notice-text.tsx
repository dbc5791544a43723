import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { BANNER_LABELS } from '../../catalogue/banners';
import type { BannerId } from '../../engine/types';
import { runName } from '../../lib/runs';
import type { BannerRun } from '../../storage/runs-store';

/** What How Much To tells the player about their selection, kept as what happened so it is worded when shown. */
export type HowMuchToNotice =
  | { readonly kind: 'dropped'; readonly count: number; readonly banner: BannerId }
  | { readonly kind: 'dropped'; readonly count: number; readonly run: Omit<BannerRun, 'id'> }
  | { readonly kind: 'all-owned' }
  | { readonly kind: 'left-out'; readonly count: number };

/** The notice in the active language: characters a banner or run cannot give, or the owned ones left out. */
export function NoticeText({ notice }: { readonly notice: HowMuchToNotice }) {
  // A run's name is worded as this renders: a switch of language re-renders it to reword the name too.
  useLingui();
  if (notice.kind === 'all-owned') return <Trans>You own every selected character: nothing to pull for.</Trans>;
  const { count } = notice;
  if (notice.kind === 'left-out') {
    return (
      <Plural
        value={count}
        one="# selected character left out: you own them."
        other="# selected characters left out: you own them."
      />
    );
  }
  if ('run' in notice) {
    const run = runName(notice.run);
    return (
      <Plural
        value={count}
        one={`# selected character removed: the run ${run} cannot give them.`}
        other={`# selected characters removed: the run ${run} cannot give them.`}
      />
    );
  }
  const banner = BANNER_LABELS[notice.banner];
  return (
    <Plural
      value={count}
      one={`# selected character removed: the ${banner} banner cannot give them.`}
      other={`# selected characters removed: the ${banner} banner cannot give them.`}
    />
  );
}
