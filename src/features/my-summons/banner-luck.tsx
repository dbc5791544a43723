import { useMemo, type ReactNode } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import type { LuckRequest } from '../../engine/luck/luck';
import { LuckResult } from './luck-result';
import { useLuck } from './use-luck';

/** One banner's luck answer, under the banner's name, with what the player should know about where it comes from. */
export function BannerLuck({
  input,
  testId,
  of = '',
  children,
}: {
  readonly input: LuckRequest;
  readonly testId: string;
  /** Whose pulls, when the panel answers for more than one kind on the same banner: ", real pulls". */
  readonly of?: string;
  readonly children?: ReactNode;
}) {
  const { banner, pulls, tops, pity } = input;
  const view = useLuck(useMemo(() => ({ banner, pulls, tops, pity }), [banner, pulls, tops, pity]));
  return (
    <article className="luck-banner" aria-label={`${BANNER_LABELS[banner]} banner${of}`}>
      <h3>{BANNER_LABELS[banner]}</h3>
      <LuckResult view={view} testId={testId} />
      {children}
    </article>
  );
}
