/**
 * The rules of the pull reveal, apart from any DOM: which presses reveal their cards, in what order the cards come,
 * and which keys end a reveal.
 */

/** A press of a pull button: one of the fixed ones (Pull x1, x10, x85) or the custom count's `Pull {n}`. */
export interface PullPress {
  readonly button: 'quick' | 'custom';
  readonly count: number;
}

/** The largest batch that is revealed: Pull x10. Larger ones would only make the player wait for the show. */
export const REVEAL_MAX_PULLS = 10;

export interface RevealConditions {
  /** The player's setting ("Pull reveal"). */
  readonly enabled: boolean;
  readonly reducedMotion: boolean;
}

/** Only Pull x1 and Pull x10 are revealed, and only while the setting is on and the device allows motion. */
export function revealsPress(press: PullPress, conditions: RevealConditions): boolean {
  return (
    conditions.enabled &&
    !conditions.reducedMotion &&
    press.button === 'quick' &&
    press.count >= 1 &&
    press.count <= REVEAL_MAX_PULLS
  );
}

/** The pulls being revealed: `count` pulls numbered from `firstPull`. */
export interface RevealBatch {
  readonly firstPull: number;
  readonly count: number;
}

/**
 * A pull's place in the reveal of `batch` (0 appears first), or -1 when the pull is not in it. The grid lists the
 * newest pull first, so the reveal follows the grid: the batch's last pull comes first.
 */
export function revealOrder(batch: RevealBatch | null, pullNumber: number): number {
  if (!batch) return -1;
  const last = batch.firstPull + batch.count - 1;
  return pullNumber >= batch.firstPull && pullNumber <= last ? last - pullNumber : -1;
}

const MODIFIERS: ReadonlySet<string> = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** Any key ends a running reveal (Escape, Enter, Space and the rest), except a modifier pressed on its own. */
export function keyEndsReveal(key: string): boolean {
  return !MODIFIERS.has(key);
}
