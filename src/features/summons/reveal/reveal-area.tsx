import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { PullRevealContext } from '../../../components/pull-reveal';
import { afterNextPaint } from '../../../components/yield';
import { keyEndsReveal, type RevealBatch } from './reveal-policy';
import type { RevealRun } from './reveal-run';
import './pull-reveal.css';

/**
 * The results, with the reveal their new cards play. The cards animate themselves (pull-reveal.css); this area ends
 * the reveal: when its clock (an invisible animation as long as the whole reveal) ends, on a click anywhere in the
 * results, and on a key pressed anywhere on the page. Nothing covers the results or the buttons meanwhile.
 *
 * The frame that shows a batch's results only hides its new cards ('waiting'); their animations start once that
 * frame is painted ('running'), so setting them up never delays the results.
 */
export function RevealArea({ run, children }: { run: RevealRun; children: ReactNode }) {
  const batch = useSyncExternalStore(run.subscribe, run.current);
  const areaRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState<RevealBatch | null>(null);
  const running = batch !== null && playing === batch;

  useEffect(() => {
    if (!batch) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setPlaying(batch);
    });
    return () => {
      live = false;
    };
  }, [batch]);

  useEffect(() => {
    const area = areaRef.current;
    if (!batch || !area) return;
    const onKey = (event: KeyboardEvent) => {
      if (keyEndsReveal(event.key)) run.finish();
    };
    // The cards' own animations end too, and bubble here: only the clock's end is the reveal's.
    const onEnd = (event: Event) => {
      if (event.target instanceof Element && event.target.classList.contains('pull-reveal-clock')) run.finish();
    };
    // Capture: a key that a control handles (and stops) still ends the reveal.
    window.addEventListener('keydown', onKey, true);
    area.addEventListener('animationend', onEnd);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      area.removeEventListener('animationend', onEnd);
    };
  }, [batch, run]);

  return (
    <PullRevealContext.Provider value={run}>
      <div
        ref={areaRef}
        className="pull-reveal-area"
        data-testid="pull-reveal"
        data-reveal={batch ? (running ? 'running' : 'waiting') : 'idle'}
        onClick={batch ? run.finish : undefined}
      >
        {running && (
          <span
            key={batch.firstPull}
            className="pull-reveal-clock"
            aria-hidden="true"
            style={{ '--reveal-last': batch.count - 1 } as CSSProperties}
          />
        )}
        {children}
      </div>
    </PullRevealContext.Provider>
  );
}
