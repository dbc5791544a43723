import { useLingui } from '@lingui/react/macro';
import { bannerImagePath } from '../../catalogue/art';
import { BANNER_LABELS } from '../../catalogue/banners';
import { BANNER_IDS, type BannerId } from '../../engine/types';

interface BannerColumnProps {
  selected: BannerId | null;
  disabled: boolean;
  onSelect: (banner: BannerId) => void;
}

/** Limited, Perma and ML, each with its banner art; the chosen one is pressed. */
export function BannerColumn({ selected, disabled, onSelect }: BannerColumnProps) {
  const { t } = useLingui();
  return (
    <nav className="banner-column" aria-label={t`Banners`}>
      {BANNER_IDS.map((banner) => (
        <button
          key={banner}
          type="button"
          className="btn banner-button"
          aria-pressed={selected === banner}
          disabled={disabled}
          onClick={() => onSelect(banner)}
        >
          {/* The label below names the button; the art repeats it, so it is not announced twice. */}
          <img src={bannerImagePath(banner)} alt="" width={160} height={60} />
          <span className="banner-label">{BANNER_LABELS[banner]}</span>
        </button>
      ))}
    </nav>
  );
}
