import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import type { LuckRequest } from '../../engine/luck/luck';
import { LuckResult } from './luck-result';
import { useLuck } from './use-luck';

/** One banner's luck answer, under the banner's name, with what the player should know about where it comes from. */
export function BannerLuck({
  input,
  testId,
  real = false,
  children,
}: {
  readonly input: LuckRequest;
  readonly testId: string;
  /** The player's real pulls, when the panel answers for more than one kind on the same banner. */
  readonly real?: boolean;
  readonly children?: ReactNode;
}) {
  const { t } = useLingui();
  const { banner, pulls, tops, pity } = input;
  const view = useLuck(useMemo(() => ({ banner, pulls, tops, pity }), [banner, pulls, tops, pity]));
  const name = BANNER_LABELS[banner];
  return (
    <article className="luck-banner" aria-label={real ? t`${name} banner, real pulls` : t`${name} banner`}>
      <h3>{name}</h3>
      <LuckResult view={view} testId={testId} />
      {children}
    </article>
  );
}
