import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CopyLink } from '../../components/copy-link';
import { Disclosure } from '../../components/disclosure';
import { formatCount } from '../../storage/format';
import { MAX_REPLAY_PULLS, replayHref, replayable, summonStore, useBatches } from '../../lib/summons';
import { findCharacter } from '../../catalogue/lookups';
import type { Rules } from '../../engine/pulls/rules';
import { runIndex } from '../../lib/summons/rules';
import type { BatchRecord } from '../../storage/stored-history';
import './luck.css';

/** Batches listed at a time. */
const PAGE = 10;

function BatchLink({ batch, rules }: { batch: BatchRecord; rules: Rules }) {
  const { t } = useLingui();
  const last = batch.id + batch.count - 1;
  // Pull numbers name pulls, as the cards do ("#12"): written as they are, never grouped.
  const pulls = batch.count === 1 ? `#${batch.id}` : `#${batch.id}–#${last}`;
  const banner = BANNER_LABELS[batch.banner];
  const count = formatCount(batch.count);
  const name = batch.featured === undefined ? null : (findCharacter(batch.featured)?.name ?? batch.featured);
  const pullCount = batch.count;
  const what =
    name === null
      ? plural(pullCount, {
          one: `${pulls}: ${count} pull on ${banner}`,
          other: `${pulls}: ${count} pulls on ${banner}`,
        })
      : plural(pullCount, {
          one: `${pulls}: ${count} pull on ${banner} featuring ${name}`,
          other: `${pulls}: ${count} pulls on ${banner} featuring ${name}`,
        });
  const featured = batch.featured === undefined ? undefined : runIndex(rules, batch.featured);
  let action;
  if (featured === null) {
    action = (
      <span className="field-note">
        <Trans>no replay (its featured character is not in this version&apos;s list)</Trans>
      </span>
    );
  } else if (batch.seed === null) {
    action = (
      <span className="field-note">
        <Trans>no replay (pulled before seeds were kept, or imported without one)</Trans>
      </span>
    );
  } else if (!replayable(batch.count)) {
    const max = formatCount(MAX_REPLAY_PULLS);
    action = (
      <span className="field-note">
        <Trans>too long for a link (over {max} pulls)</Trans>
      </span>
    );
  } else {
    const { banner, seed, start, count } = batch;
    const href = replayHref({ banner, seed, start, count, roster: rules.rosterHash, featured });
    action = (
      <>
        <a href={href}>
          <Trans>Open replay</Trans>
        </a>
        <CopyLink href={href} label={t`Copy link`} name={t`Replay link for ${what}`} />
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
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE);
  const batches = useBatches();
  const { rules } = summonStore();
  if (!rules) return null;
  const newest = batches.slice(-shown).reverse();
  const more = Math.min(PAGE, batches.length - shown);
  return (
    <section className="batch-links" aria-label={t`Replay links`}>
      <Disclosure label={t`Replay links`} bodyClassName="luck-body" bodyTestId="batch-links">
        <p className="luck-note">
          <Trans>
            A replay link opens a batch&apos;s exact pulls in any browser, without adding them to that browser&apos;s
            history unless its owner chooses to.
          </Trans>
        </p>
        {newest.length === 0 ? (
          <p className="field-note">
            <Trans>No batches yet.</Trans>
          </p>
        ) : (
          <ul className="batch-link-list">
            {newest.map((batch) => (
              <BatchLink key={batch.id} batch={batch} rules={rules} />
            ))}
          </ul>
        )}
        {batches.length > shown && (
          <button type="button" className="btn" onClick={() => setShown((n) => n + PAGE)}>
            <Plural value={more} one="Show # older batches" other="Show # older batches" />
          </button>
        )}
      </Disclosure>
    </section>
  );
}
