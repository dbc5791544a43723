import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_BANNER } from '../../catalogue/banners';
import { BannerSelect } from '../../components/banner-select';
import type { LuckRequest } from '../../engine/luck/luck';
import type { BannerId } from '../../engine/types';
import { LuckResult } from './luck-result';
import { topResultsName } from './luck-text';
import { useLuck } from './use-luck';

/** A typed number as a whole number, or NaN (which the rules check refuses with the field's own message). */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** "I got k in n pulls on a banner, from pity p": the same answer for numbers the player types in. */
export function LuckForm() {
  const id = useId();
  const [banner, setBanner] = useState<BannerId>(DEFAULT_BANNER);
  const [pulls, setPulls] = useState('');
  const [tops, setTops] = useState('');
  const [pity, setPity] = useState('0');
  const [asked, setAsked] = useState<LuckRequest | null>(null);
  const view = useLuck(asked);
  // The top results' name is read in the active language: a switch re-renders the form.
  useLingui();
  const top = topResultsName(banner);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked({ banner, pulls: wholeNumber(pulls), tops: wholeNumber(tops), pity: wholeNumber(pity) });
  }

  return (
    <div className="luck-form">
      <h3 id={`${id}-title`}>
        <Trans>Your own numbers</Trans>
      </h3>
      <form aria-labelledby={`${id}-title`} onSubmit={submit}>
        <label>
          <Trans>Banner</Trans>
          <BannerSelect value={banner} onChange={setBanner} />
        </label>
        <label>
          <Trans>Pulls</Trans>
          <input type="text" inputMode="numeric" value={pulls} onChange={(e) => setPulls(e.target.value)} />
        </label>
        <label>
          <Trans>{top} pulled</Trans>
          <input type="text" inputMode="numeric" value={tops} onChange={(e) => setTops(e.target.value)} />
        </label>
        <label>
          <Trans>Pity before the first pull</Trans>
          <input type="text" inputMode="numeric" value={pity} onChange={(e) => setPity(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          <Trans>How lucky?</Trans>
        </button>
      </form>
      <LuckResult view={view} testId="luck-form-answer" />
    </div>
  );
}
