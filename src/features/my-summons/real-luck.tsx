import { useMemo } from 'react';
import { realLuckInputs, useRealCounters } from '../../lib/account';
import { BannerLuck } from './banner-luck';

/**
 * Per banner, the player's real pulls as tallied under My real pity on the Summon screen: each record there (×1, ×10,
 * an SR, a top result) is a real pull, and the tally keeps the pity it started at, so the answer is as exact as the
 * history's.
 */
export function RealLuck() {
  const { counters } = useRealCounters();
  const inputs = useMemo(() => realLuckInputs(counters), [counters]);
  if (inputs.length === 0) {
    return (
      <p className="field-note">
        No real pulls tallied yet: record them under My real pity on the Summon screen, and their luck shows here.
      </p>
    );
  }
  return (
    <div className="luck-banners">
      {inputs.map((input) => (
        <BannerLuck key={input.banner} input={input} testId={`real-luck-${input.banner}`} of=", real pulls">
          <p className="field-note">Tallied since pity {input.pity}; a new tally starts under My real pity.</p>
        </BannerLuck>
      ))}
    </div>
  );
}
