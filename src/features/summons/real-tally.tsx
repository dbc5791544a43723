import { Plural, Select, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useState } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCount } from '../../storage/format';
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
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { pulls, tops, from } = real.tally;
  const label = BANNER_LABELS[banner];
  const pity = from.pity;
  const [counted, topCount, featured] = [formatCount(pulls), formatCount(tops), TOP_RESULT_NAMES.limited];
  const now = real.pity;
  return (
    <div className="real-pity-tally">
      <p className="field-note" data-testid="real-tally">
        <Trans>
          Tallied since pity {pity}:{' '}
          <Plural value={pulls} one={`${counted} real pull`} other={`${counted} real pulls`} />, {topCount}{' '}
          <Select value={banner} _limited={featured} _ml="ML" other="SSR or ML" />. My pulls&apos;{' '}
          <q>How lucky have I been?</q> judges them.
        </Trans>
      </p>
      <button type="button" className="btn" disabled={pulls === 0} onClick={() => setConfirming(true)}>
        <Trans>Start a new tally</Trans>
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Start a new ${label} tally?`}
          confirmLabel={t`Start a new tally`}
          cancelLabel={t`Keep them`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onReset();
          }}
        >
          <p>
            {t({
              comment: 'The specification says "are forgotten" whatever the count; a translation may agree.',
              message: plural(pulls, {
                one: `The ${counted} real pull tallied on ${label} are forgotten, and a new tally starts from your real pity now (${now}). The counters stay as they are.`,
                other: `The ${counted} real pulls tallied on ${label} are forgotten, and a new tally starts from your real pity now (${now}). The counters stay as they are.`,
              }),
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
