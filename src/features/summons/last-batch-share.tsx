import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CopyLink } from '../../components/copy-link';
import { Disclosure } from '../../components/disclosure';
import { downloadBlob } from '../../components/download';
import { formatCount } from '../../storage/format';
import { renderPng } from '../../components/render-png';
import {
  MAX_REPLAY_PULLS,
  replayHref,
  replayable,
  summonStore,
  type BatchTopPulls,
  type LastBatch,
} from '../../lib/summons';
import { MAX_IMAGE_CARDS } from './top-results-layout';
import { TopResultsImage } from './top-results-image';
import './last-batch-share.css';

type Picture = BatchTopPulls & { readonly batch: LastBatch };

/** What the picture's button last did: worded as it shows, so a language switch rewords it. */
type Outcome = 'making' | 'saved' | 'failed';

/**
 * The last batch, to share: a replay link, and a PNG of its top results. Collapsed until asked for: it is not part of
 * the screen the specification describes.
 */
export function LastBatchShare({ lastBatch }: { lastBatch: LastBatch | null }) {
  const [picture, setPicture] = useState<Picture | null>(null);
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const store = summonStore();

  // Once the picture's cards are on the page, draw them, save the file and take them away again.
  useEffect(() => {
    const node = imageRef.current;
    if (!picture || !node) return;
    let current = true;
    renderPng(node)
      .then((png) => {
        if (!current) return;
        downloadBlob(png, `top-results-${picture.batch.banner}-${picture.batch.firstPull}.png`);
        setOutcome('saved');
      })
      .catch((error: unknown) => {
        console.warn('Top results image failed', error);
        if (current) setOutcome('failed');
      })
      .finally(() => {
        if (current) setPicture(null);
      });
    return () => {
      current = false;
    };
  }, [picture]);

  if (!lastBatch || !store.rules) return null;
  const batch = lastBatch;
  const rosterHash = store.rules.rosterHash;

  async function savePicture() {
    setOutcome('making');
    const stored = store.batches.current().find((b) => b.id === batch.firstPull && b.banner === batch.banner);
    try {
      if (!stored) throw new Error('The last batch is no longer in the history');
      setPicture({ ...(await store.topPullsOf(stored, MAX_IMAGE_CARDS)), batch });
    } catch (error) {
      console.warn('Top results image failed', error);
      setOutcome('failed');
    }
  }

  const href = replayHref({
    banner: batch.banner,
    seed: batch.seed,
    start: batch.start,
    count: batch.count,
    roster: rosterHash,
    featured: batch.featured,
  });
  const batchCount = batch.count;
  const pulls = formatCount(batchCount);
  const most = formatCount(MAX_REPLAY_PULLS);
  return (
    <section className="last-batch-share" aria-label={t`Share the last batch`}>
      <Disclosure label={t`Share the last batch`} bodyClassName="last-batch-share-body">
        {replayable(batch.count) ? (
          <p>
            <Trans comment='The specification writes "pulls" whatever the count; a translation may use the singular.'>
              <a href={href} data-testid="replay-link">
                Replay link
              </a>{' '}
              <Plural
                value={batchCount}
                one={`(opens these ${pulls} pulls anywhere, without adding them to a history)`}
                other={`(opens these ${pulls} pulls anywhere, without adding them to a history)`}
              />
            </Trans>{' '}
            <CopyLink href={href} label={t`Copy replay link`} name={t`Replay link`} />
          </p>
        ) : (
          <p className="field-note">
            <Trans>A replay link holds at most {most} pulls; this batch is longer.</Trans>
          </p>
        )}
        <p>
          <button type="button" className="btn" disabled={picture !== null} onClick={() => void savePicture()}>
            <Trans>Save top results as PNG</Trans>
          </button>{' '}
          <span role="status" className="field-note">
            {outcome === 'making' && <Trans>Making the image…</Trans>}
            {outcome === 'saved' && <Trans>Image saved.</Trans>}
          </span>
          {outcome === 'failed' && (
            <span role="alert" className="field-error">
              <Trans>The image could not be made. Please try again.</Trans>
            </span>
          )}
        </p>
      </Disclosure>
      {picture && (
        <TopResultsImage
          ref={imageRef}
          banner={picture.batch.banner}
          count={picture.batch.count}
          pulls={picture.pulls}
          total={picture.total}
        />
      )}
    </section>
  );
}
