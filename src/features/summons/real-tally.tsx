import { useState } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCount, plural } from '../../storage/format';
import type { BannerId } from '../../engine/types';
import type { RealBanner } from '../../lib/account';

interface RealTallyProps {
  readonly banner: BannerId;
  readonly real: RealBanner;
  readonly onReset: () => void;
}

/**
 * The real pulls tallied on a banner (what My Summons' luck panel judges) and a way to start the tally again, say
 * once the counters match the game's. Starting again forgets the tallied pulls, so it asks first.
 */
export function RealTally({ banner, real, onReset }: RealTallyProps) {
  const [confirming, setConfirming] = useState(false);
  const { pulls, tops, from } = real.tally;
  const label = BANNER_LABELS[banner];
  return (
    <div className="real-pity-tally">
      <p className="field-note" data-testid="real-tally">
        Tallied since pity {from.pity}: {plural(pulls, 'real pull')}, {formatCount(tops)} {TOP_RESULT_NAMES[banner]}. My
        pulls&apos; <q>How lucky have I been?</q> judges them.
      </p>
      <button type="button" className="btn" disabled={pulls === 0} onClick={() => setConfirming(true)}>
        Start a new tally
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Start a new ${label} tally?`}
          confirmLabel="Start a new tally"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onReset();
          }}
        >
          <p>
            The {plural(pulls, 'real pull')} tallied on {label} are forgotten, and a new tally starts from your real
            pity now ({real.pity}). The counters stay as they are.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
