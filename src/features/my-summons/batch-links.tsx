import { useState } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CopyLink } from '../../components/copy-link';
import { Disclosure } from '../../components/disclosure';
import { formatCount, plural } from '../../storage/format';
import { MAX_REPLAY_PULLS, replayHref, replayable, summonStore, useBatches } from '../../lib/summons';
import { findCharacter } from '../../catalogue/lookups';
import type { Rules } from '../../engine/pulls/rules';
import { runIndex } from '../../lib/summons/rules';
import type { BatchRecord } from '../../storage/stored-history';
import './luck.css';

/** Batches listed at a time. */
const PAGE = 10;

function BatchLink({ batch, rules }: { batch: BatchRecord; rules: Rules }) {
  const last = batch.id + batch.count - 1;
  const run = batch.featured === undefined ? '' : ` featuring ${findCharacter(batch.featured)?.name ?? batch.featured}`;
  const what = `${batch.count === 1 ? `#${batch.id}` : `#${batch.id}–#${last}`}: ${plural(batch.count, 'pull')} on ${BANNER_LABELS[batch.banner]}${run}`;
  const featured = batch.featured === undefined ? undefined : runIndex(rules, batch.featured);
  let action;
  if (featured === null) {
    action = <span className="field-note">no replay (its featured character is not in this version&apos;s list)</span>;
  } else if (batch.seed === null) {
    action = <span className="field-note">no replay (pulled before seeds were kept, or imported without one)</span>;
  } else if (!replayable(batch.count)) {
    action = <span className="field-note">too long for a link (over {formatCount(MAX_REPLAY_PULLS)} pulls)</span>;
  } else {
    const { banner, seed, start, count } = batch;
    const href = replayHref({ banner, seed, start, count, roster: rules.rosterHash, featured });
    action = (
      <>
        <a href={href}>Open replay</a>
        <CopyLink href={href} label="Copy link" name={`Replay link for ${what}`} />
      </>
    );
  }
  return (
    <li>
      <span>{what}</span> {action}
    </li>
  );
}

/** A replay link for each stored batch, newest first. Collapsed until asked for. */
export function BatchLinks() {
  const [shown, setShown] = useState(PAGE);
  const batches = useBatches();
  const { rules } = summonStore();
  if (!rules) return null;
  const newest = batches.slice(-shown).reverse();
  return (
    <section className="batch-links" aria-label="Replay links">
      <Disclosure label="Replay links" bodyClassName="luck-body" bodyTestId="batch-links">
        <p className="luck-note">
          A replay link opens a batch&apos;s exact pulls in any browser, without adding them to that browser&apos;s
          history unless its owner chooses to.
        </p>
        {newest.length === 0 ? (
          <p className="field-note">No batches yet.</p>
        ) : (
          <ul className="batch-link-list">
            {newest.map((batch) => (
              <BatchLink key={batch.id} batch={batch} rules={rules} />
            ))}
          </ul>
        )}
        {batches.length > shown && (
          <button type="button" className="btn" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, batches.length - shown)} older batches
          </button>
        )}
      </Disclosure>
    </section>
  );
}
