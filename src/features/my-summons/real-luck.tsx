import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { realLuckInputs, useRealCounters } from '../../lib/account';
import { formatCount } from '../../storage/format';
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
        <Trans>
          No real pulls tallied yet: record them under My real pity on the Summon screen, and their luck shows here.
        </Trans>
      </p>
    );
  }
  return (
    <div className="luck-banners">
      {inputs.map((input) => {
        const pity = formatCount(input.pity);
        return (
          <BannerLuck key={input.banner} input={input} testId={`real-luck-${input.banner}`} real>
            <p className="field-note">
              <Trans>Tallied since pity {pity}; a new tally starts under My real pity.</Trans>
            </p>
          </BannerLuck>
        );
      })}
    </div>
  );
}
