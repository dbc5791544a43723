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

/**
 * The last batch, to share: a replay link, and a PNG of its top results. Collapsed until asked for: it is not part of
 * the screen the specification describes.
 */
export function LastBatchShare({ lastBatch }: { lastBatch: LastBatch | null }) {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'error'; text: string } | null>(null);
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
        setMessage({ kind: 'status', text: 'Image saved.' });
      })
      .catch((error: unknown) => {
        console.warn('Top results image failed', error);
        if (current) setMessage({ kind: 'error', text: 'The image could not be made. Please try again.' });
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
    setMessage({ kind: 'status', text: 'Making the image…' });
    const stored = store.batches.current().find((b) => b.id === batch.firstPull && b.banner === batch.banner);
    try {
      if (!stored) throw new Error('The last batch is no longer in the history');
      setPicture({ ...(await store.topPullsOf(stored, MAX_IMAGE_CARDS)), batch });
    } catch (error) {
      console.warn('Top results image failed', error);
      setMessage({ kind: 'error', text: 'The image could not be made. Please try again.' });
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
  return (
    <section className="last-batch-share" aria-label="Share the last batch">
      <Disclosure label="Share the last batch" bodyClassName="last-batch-share-body">
        {replayable(batch.count) ? (
          <p>
            <a href={href} data-testid="replay-link">
              Replay link
            </a>{' '}
            (opens these {formatCount(batch.count)} pulls anywhere, without adding them to a history){' '}
            <CopyLink href={href} label="Copy replay link" name="Replay link" />
          </p>
        ) : (
          <p className="field-note">
            A replay link holds at most {formatCount(MAX_REPLAY_PULLS)} pulls; this batch is longer.
          </p>
        )}
        <p>
          <button type="button" className="btn" disabled={picture !== null} onClick={() => void savePicture()}>
            Save top results as PNG
          </button>{' '}
          <span role="status" className="field-note">
            {message?.kind === 'status' ? message.text : ''}
          </span>
          {message?.kind === 'error' && (
            <span role="alert" className="field-error">
              {message.text}
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
