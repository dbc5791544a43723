import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Disclosure } from '../../components/disclosure';
import { BANNER_LABELS } from '../../catalogue/banners';
import { HARD_PITY, SR_GUARANTEE } from '../../engine/pulls/rules';
import type { BannerId } from '../../engine/types';
import { topPool, useRealCounters } from '../../lib/account';
import { RealTally } from './real-tally';

/**
 * The player's real pity on the shown banner, kept apart from the simulation: collapsed at first, so the specified
 * Summon screen is unchanged until it is opened (and open still after an import, if the player had opened it).
 * Recording a top result adds a copy to the owned characters.
 */
export function RealPityPanel({ banner }: { banner: BannerId }) {
  const { t } = useLingui();
  return (
    <section className="real-pity" aria-label={t`My real pity`}>
      <Disclosure label={t`My real pity`} keepAs="real-pity">
        <RealPityBody key={banner} banner={banner} />
      </Disclosure>
    </section>
  );
}

function RealPityBody({ banner }: { banner: BannerId }) {
  const { t } = useLingui();
  const id = useId();
  const real = useRealCounters();
  const pool = topPool(banner);
  const [pick, setPick] = useState(pool[0]?.id ?? '');
  // What the last record did, worded as it shows (in the language of the moment).
  const [said, setSaid] = useState<{ readonly kind: 'sr' } | { readonly kind: 'top'; readonly name: string } | null>(
    null,
  );
  const counters = real.counters[banner];
  const label = BANNER_LABELS[banner];
  const pickedName = pool.find((c) => c.id === pick)?.name ?? '';
  const recorded = said?.kind === 'top' ? said.name : null;

  return (
    <div className="real-pity-body">
      <dl className="real-pity-facts">
        <div>
          <dt>
            <Trans>Real pity ({label})</Trans>
          </dt>
          <dd data-testid="real-pity">{counters.pity}</dd>
        </div>
        <div>
          <dt>
            <Trans>Real SR counter ({label})</Trans>
          </dt>
          <dd data-testid="real-sr">{counters.sr}</dd>
        </div>
      </dl>
      <RealTally banner={banner} real={counters} onReset={() => real.resetTally(banner)} />
      <p className="field-note" id={`${id}-note`}>
        <Trans>
          ×1 and ×10 add pulls without a top result. Counters stop at the rules&apos; limits (pity {HARD_PITY}, SR
          counter {SR_GUARANTEE}); a ten-pull holds an SR somewhere, so record it to set the SR counter right.
        </Trans>
      </p>
      <div className="real-pity-actions" role="group" aria-label={t`Record real pulls on ${label}`}>
        <button type="button" className="btn" aria-describedby={`${id}-note`} onClick={() => real.addPulls(banner, 1)}>
          ×1
        </button>
        <button type="button" className="btn" aria-describedby={`${id}-note`} onClick={() => real.addPulls(banner, 10)}>
          ×10
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            if (real.recordSr(banner)) setSaid({ kind: 'sr' });
          }}
        >
          <Trans>This pull was an SR</Trans>
        </button>
      </div>
      <div className="real-pity-top">
        <label htmlFor={`${id}-top`}>
          <Trans>Top result</Trans>
        </label>
        <select id={`${id}-top`} value={pick} onChange={(e) => setPick(e.target.value)}>
          {pool.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={pick === ''}
          onClick={() => {
            if (real.recordTop(banner, pick)) setSaid({ kind: 'top', name: pickedName });
          }}
        >
          <Trans>This pull was a top result</Trans>
        </button>
      </div>
      <p className="field-note" role="status">
        {said?.kind === 'sr' && <Trans>An SR was recorded on {label}.</Trans>}
        {recorded !== null && <Trans>{recorded} was recorded: a copy was added to your owned characters.</Trans>}
      </p>
    </div>
  );
}
