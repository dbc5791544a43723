import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNER_LABELS } from '../../catalogue/banners';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatCount, plural } from '../../storage/format';
import type { Counters } from '../../engine/types';
import { summonStore, useSummonState, type ReplayLink } from '../../lib/summons';

/**
 * The one way a replayed batch enters this browser's history: asked for, confirmed, and stored through the summon
 * store like any batch (alone across tabs, all or nothing), from the link's counters.
 */
export function ReplayAdd({ link, end }: { link: ReplayLink; end: Counters }) {
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
    return (
      <p role="status" data-testid="replay-added">
        Added to your history as pulls #{formatCount(added.first)}–#{formatCount(added.last)}.{' '}
        <Link to="/mysummons">Open My Summons</Link>
      </p>
    );
  }
  return (
    <>
      <p>
        <button type="button" className="btn" disabled={!ready || busy} onClick={() => setConfirming(true)}>
          Add to my history
        </button>
      </p>
      {confirming && (
        <ConfirmDialog
          title="Add these pulls to your history?"
          confirmLabel="Add"
          cancelLabel="Cancel"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void add()}
        >
          <p>
            They are added as a new batch of {plural(link.count, 'pull')}: your summon count grows by{' '}
            {formatCount(link.count)}, and the {banner} banner&apos;s counters become those after this batch (pity{' '}
            {end.pity}, SR counter {end.sr}). The other banners keep theirs.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
