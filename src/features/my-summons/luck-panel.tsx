import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Disclosure } from '../../components/disclosure';
import { bannerLuckInputs, useBatches } from '../../lib/summons';
import { BannerLuck } from './banner-luck';
import { LuckForm } from './luck-form';
import { midRankNote } from './luck-text';
import { RealLuck } from './real-luck';
import './luck.css';

/** Per banner, from the batch records (never the pulls, so a history of millions answers at once). */
function HistoryLuck() {
  const batches = useBatches();
  const inputs = useMemo(() => bannerLuckInputs(batches).filter((input) => input.pulls > 0), [batches]);
  if (inputs.length === 0) {
    return (
      <p className="field-note">
        <Trans>No summons yet: pull on the Summon screen, or enter your own numbers below.</Trans>
      </p>
    );
  }
  return (
    <div className="luck-banners">
      {inputs.map((input) => (
        <BannerLuck key={input.banner} input={input} testId={`luck-${input.banner}`}>
          {!input.continuous && (
            <p className="field-note">
              <Trans>
                Counters were changed between some of these batches (set by hand, or brought in by a merge), so they are
                not one run of pulls; the answer treats them as one, from the pity before the first.
              </Trans>
            </p>
          )}
        </BannerLuck>
      ))}
    </div>
  );
}

/**
 * "How lucky have I been?": where the history's top results, the player's real pulls, and any numbers the player
 * types in, stand among every player making the same pulls. Collapsed until asked for: it is not part of the screen
 * the specification describes, and nothing is worked out until it is opened.
 */
export function LuckPanel() {
  const { t } = useLingui();
  return (
    <section className="luck-panel" aria-label={t`Luck`}>
      <Disclosure label={t`How lucky have I been?`} keepAs="luck" bodyClassName="luck-body" bodyTestId="luck-panel">
        <p className="luck-note">{midRankNote()}</p>
        <h2 className="luck-heading">
          <Trans>Your summons, per banner</Trans>
        </h2>
        <HistoryLuck />
        <h2 className="luck-heading">
          <Trans>Your real pulls, per banner</Trans>
        </h2>
        <RealLuck />
        <LuckForm />
      </Disclosure>
    </section>
  );
}
