import { Trans, useLingui } from '@lingui/react/macro';
import { BannerSelect } from '../../components/banner-select';
import { CounterInput } from '../../components/counter-input';
import type { BannerId } from '../../engine/types';
import { runLabel } from '../../lib/runs';
import { formatCount } from '../../storage/format';
import type { BannerRun } from '../../storage/runs-store';
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
  /** On Limited, the id of the run pulled on (`lib/runs.ts`); the specified run's by default. */
  readonly run: string;
}

interface GameStateFieldsProps {
  readonly state: GameState;
  readonly disabled: boolean;
  readonly onBanner: (banner: BannerId) => void;
  readonly onChange: (change: Partial<Omit<GameState, 'banner' | 'run'>>) => void;
  /** The Limited runs, the specified one first; a choice is offered once the player has one of their own. */
  readonly runs: readonly BannerRun[];
  /** The run pulled on, among `runs`. */
  readonly run: BannerRun;
  readonly onRun: (id: string) => void;
}

/** A counter as typed, tidied to a whole number in 0..max when the field is left. */
function CounterField({
  label,
  max,
  value,
  onChange,
}: {
  readonly label: string;
  readonly max: number;
  readonly value: string;
  readonly onChange: (text: string) => void;
}) {
  return (
    <label>
      {label}
      <CounterInput
        max={max}
        value={value}
        onChange={onChange}
        onBlur={() => onChange(String(parseCounter(value, max)))}
      />
    </label>
  );
}

/** The optional game state of a How Much To run: banner, starting counters, the player's account, odds method. */
export function GameStateFields({ state, disabled, onBanner, onChange, runs, run, onRun }: GameStateFieldsProps) {
  const { t } = useLingui();
  const { banner, pity, srCounter, method, leaveOutOwned } = state;
  const maxPity = formatCount(MAX_PITY);
  const maxSr = formatCount(MAX_SR_COUNTER);
  return (
    <fieldset className="hmt-options" disabled={disabled}>
      <legend>
        <Trans>Your game state (optional)</Trans>
      </legend>
      <label>
        <Trans>Banner</Trans>
        <BannerSelect value={banner} onChange={onBanner} />
      </label>
      {banner === 'limited' && runs.length > 1 && (
        <label>
          <Trans>Limited run</Trans>
          <select value={run.id} onChange={(e) => onRun(e.target.value)}>
            {runs.map((r) => (
              <option key={r.id} value={r.id}>
                {runLabel(r)}
              </option>
            ))}
          </select>
        </label>
      )}
      <CounterField
        label={t`Starting pity (0–${maxPity})`}
        max={MAX_PITY}
        value={pity}
        onChange={(text) => onChange({ pity: text })}
      />
      <CounterField
        label={t`SR counter (0–${maxSr})`}
        max={MAX_SR_COUNTER}
        value={srCounter}
        onChange={(text) => onChange({ srCounter: text })}
      />
      <AccountOptions
        banner={banner}
        onUseCounters={(c) => onChange({ pity: String(c.pity), srCounter: String(c.sr) })}
        leaveOutOwned={leaveOutOwned}
        onLeaveOutOwnedChange={(leaveOut) => onChange({ leaveOutOwned: leaveOut })}
      />
      <label>
        <Trans>Odds method</Trans>
        <select value={method} onChange={(e) => onChange({ method: e.target.value as OddsMethod })}>
          <option value="auto">{t`Exact when possible`}</option>
          <option value="monte-carlo">{t`Monte Carlo`}</option>
        </select>
      </label>
    </fieldset>
  );
}
