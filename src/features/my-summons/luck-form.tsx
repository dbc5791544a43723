import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_BANNER } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { BannerSelect } from '../../components/banner-select';
import type { LuckRequest } from '../../engine/luck/luck';
import type { BannerId } from '../../engine/types';
import { LuckResult } from './luck-result';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked({ banner, pulls: wholeNumber(pulls), tops: wholeNumber(tops), pity: wholeNumber(pity) });
  }

  return (
    <div className="luck-form">
      <h3 id={`${id}-title`}>Your own numbers</h3>
      <form aria-labelledby={`${id}-title`} onSubmit={submit}>
        <label>
          Banner
          <BannerSelect value={banner} onChange={setBanner} />
        </label>
        <label>
          Pulls
          <input type="text" inputMode="numeric" value={pulls} onChange={(e) => setPulls(e.target.value)} />
        </label>
        <label>
          {TOP_RESULT_NAMES[banner]} pulled
          <input type="text" inputMode="numeric" value={tops} onChange={(e) => setTops(e.target.value)} />
        </label>
        <label>
          Pity before the first pull
          <input type="text" inputMode="numeric" value={pity} onChange={(e) => setPity(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          How lucky?
        </button>
      </form>
      <LuckResult view={view} testId="luck-form-answer" />
    </div>
  );
}
