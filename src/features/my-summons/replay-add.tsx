import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCount } from '../../storage/format';
import type { Counters } from '../../engine/types';
import { summonStore, useSummonState, type ReplayLink } from '../../lib/summons';

/**
 * The one way a replayed batch enters this browser's history: asked for, confirmed, and stored through the summon
 * store like any batch (alone across tabs, all or nothing), from the link's counters.
 */
export function ReplayAdd({ link, end }: { link: ReplayLink; end: Counters }) {
  const { t } = useLingui();
  const store = summonStore();
  const ready = useSummonState((s) => s.status === 'ready');
  const busy = useSummonState((s) => s.busy !== null || s.waiting);
  const [confirming, setConfirming] = useState(false);
  const [added, setAdded] = useState<{ first: number; last: number } | null>(null);
  const banner = BANNER_LABELS[link.banner];

  async function add() {
    setConfirming(false);
    const first = store.getSnapshot().summonCount + 1;
    if (await store.pull(link.banner, link.count, link.seed, link.start, link.featured)) {
      setAdded({ first, last: first + link.count - 1 });
    }
  }

  if (added) {
    const first = formatCount(added.first);
    const last = formatCount(added.last);
    return (
      <p role="status" data-testid="replay-added">
        <Trans>
          Added to your history as pulls #{first}–#{last}.
        </Trans>{' '}
        <Link to="/mysummons">
          <Trans>Open My Summons</Trans>
        </Link>
      </p>
    );
  }
  const pullCount = link.count;
  const count = formatCount(pullCount);
  const pity = formatCount(end.pity);
  const sr = formatCount(end.sr);
  return (
    <>
      <p>
        <button type="button" className="btn" disabled={!ready || busy} onClick={() => setConfirming(true)}>
          <Trans>Add to my history</Trans>
        </button>
      </p>
      {confirming && (
        <ConfirmDialog
          title={t`Add these pulls to your history?`}
          confirmLabel={t`Add`}
          cancelLabel={t`Cancel`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void add()}
        >
          <p>
            <Plural
              value={pullCount}
              one={`They are added as a new batch of ${count} pull: your summon count grows by ${count}, and the ${banner} banner's counters become those after this batch (pity ${pity}, SR counter ${sr}). The other banners keep theirs.`}
              other={`They are added as a new batch of ${count} pulls: your summon count grows by ${count}, and the ${banner} banner's counters become those after this batch (pity ${pity}, SR counter ${sr}). The other banners keep theirs.`}
            />
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
