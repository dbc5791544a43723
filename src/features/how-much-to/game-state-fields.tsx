import { BANNER_LABELS } from '../../catalogue/banners';
import { BANNER_IDS, type BannerId } from '../../engine/types';
import { AccountOptions } from './account-options';
import { MAX_PITY, MAX_SR_COUNTER, parseCounter } from './how-much-to-logic';
import type { OddsMethod } from './use-how-much-to';

export interface GameState {
  readonly banner: BannerId;
  /** The counters as typed: read with parseCounter when the run starts, tidied when a field is left. */
  readonly pity: string;
  readonly srCounter: string;
  readonly method: OddsMethod;
  readonly leaveOutOwned: boolean;
}

interface GameStateFieldsProps {
  readonly state: GameState;
  readonly disabled: boolean;
  readonly onBanner: (banner: BannerId) => void;
  readonly onChange: (change: Partial<Omit<GameState, 'banner'>>) => void;
}

/** The optional game state of a How Much To run: banner, starting counters, the player's account, odds method. */
export function GameStateFields({ state, disabled, onBanner, onChange }: GameStateFieldsProps) {
  const { banner, pity, srCounter, method, leaveOutOwned } = state;
  return (
    <fieldset className="hmt-options" disabled={disabled}>
      <legend>Your game state (optional)</legend>
      <label>
        Banner
        <select value={banner} onChange={(e) => onBanner(e.target.value as BannerId)}>
          {BANNER_IDS.map((b) => (
            <option key={b} value={b}>
              {BANNER_LABELS[b]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Starting pity (0–{MAX_PITY})
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PITY}
          value={pity}
          onChange={(e) => onChange({ pity: e.target.value })}
          onBlur={() => onChange({ pity: String(parseCounter(pity, MAX_PITY)) })}
        />
      </label>
      <label>
        SR counter (0–{MAX_SR_COUNTER})
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SR_COUNTER}
          value={srCounter}
          onChange={(e) => onChange({ srCounter: e.target.value })}
          onBlur={() => onChange({ srCounter: String(parseCounter(srCounter, MAX_SR_COUNTER)) })}
        />
      </label>
      <AccountOptions
        banner={banner}
        onUseCounters={(c) => onChange({ pity: String(c.pity), srCounter: String(c.sr) })}
        leaveOutOwned={leaveOutOwned}
        onLeaveOutOwnedChange={(leaveOut) => onChange({ leaveOutOwned: leaveOut })}
      />
      <label>
        Odds method
        <select value={method} onChange={(e) => onChange({ method: e.target.value as OddsMethod })}>
          <option value="auto">Exact when possible</option>
          <option value="monte-carlo">Monte Carlo</option>
        </select>
      </label>
    </fieldset>
  );
}
