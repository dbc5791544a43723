import { BANNER_LABELS } from '../catalogue/banners';
import { BANNER_IDS, type BannerId } from '../engine/types';

/** A choice of the three banners, by their labels, inside the label the caller gives it. */
export function BannerSelect({ value, onChange }: { value: BannerId; onChange: (banner: BannerId) => void }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as BannerId)}>
      {BANNER_IDS.map((b) => (
        <option key={b} value={b}>
          {BANNER_LABELS[b]}
        </option>
      ))}
    </select>
  );
}
