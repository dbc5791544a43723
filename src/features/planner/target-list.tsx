import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { MAX_COPIES } from '../../engine/plan/types';
import type { BannerId } from '../../engine/types';
import { featuredIndexOf } from '../../lib/pickable';
import type { SavedPlanTarget } from '../../storage/plan-store';
import type { BannerRun } from '../../storage/runs-store';
import { bannersFor } from './banner-offer';
import type { PlanChange } from './plan-edits';
import { indexOfCharacter } from './plan-request';
import { chosenIndex, runChoices } from './plan-runs';
import { formatCount } from '../../storage/format';

const COPIES = Array.from({ length: MAX_COPIES }, (_, i) => i + 1);

/** Where keyboard focus goes after a move or a removal: a row's button, or the picker when no row is left. */
export type TargetFocus = { readonly character: string; readonly action: 'up' | 'down' | 'remove' } | 'picker';

interface TargetListProps {
  readonly targets: readonly SavedPlanTarget[];
  /** `said`: the change in words, made in the language shown whenever it is read. */
  readonly onChange: (change: PlanChange, said: () => string, focus?: TargetFocus) => void;
  /** Asked to focus after the list has rendered a move or removal. */
  readonly focus: TargetFocus | null;
  readonly onFocused: () => void;
  readonly onFocusPicker: () => void;
  /** Copies the player owns of a character, when owned copies are left out of the plan; else undefined. */
  readonly ownedOf?: (character: string) => number;
  /** Every run the player set up, the specified one first: what a target may be pulled on. */
  readonly runs: readonly BannerRun[];
  /** Roster indices the player's Limited runs feature. */
  readonly featuring: readonly number[];
}

/** What owned copies do to a target: "You own 2: 1 more to get", "You own 3: already met", or nothing. */
function OwnedText({ owned, copies }: { owned: number; copies: number }) {
  const { t } = useLingui();
  if (owned <= 0) return null;
  const own = formatCount(owned);
  const more = formatCount(copies - owned);
  return owned >= copies ? t`You own ${own}: already met` : t`You own ${own}: ${more} more to get`;
}

/**
 * The plan's targets in the order pulls go to them: copies and banner for each (only the banners that can give that
 * character), moved up and down by buttons, removed by a button, and the copies already owned when those are left
 * out. Every change is said in the live region.
 */
export function TargetList({
  targets,
  onChange,
  focus,
  onFocused,
  onFocusPicker,
  ownedOf,
  runs,
  featuring,
}: TargetListProps) {
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focus === null) return;
    onFocused();
    if (focus === 'picker') {
      onFocusPicker();
      return;
    }
    const row = list.current?.querySelector<HTMLElement>(`[data-character="${focus.character}"]`);
    const buttons = ['up', 'down', 'remove'].map((a) =>
      row?.querySelector<HTMLButtonElement>(`[data-action="${a}"]:not(:disabled)`),
    );
    const wanted = { up: 0, down: 1, remove: 2 }[focus.action];
    (buttons[wanted] ?? buttons.find(Boolean))?.focus();
  }, [focus, onFocused, onFocusPicker]);

  if (targets.length === 0) {
    return (
      <p className="plan-note">
        <Trans>No targets yet: add the characters you want below.</Trans>
      </p>
    );
  }

  const count = targets.length;
  return (
    <ol className="plan-targets" ref={list} aria-label={t`Targets, in the order pulls go to them`}>
      {targets.map((target, i) => {
        const index = indexOfCharacter(target.character);
        const character = CHARACTERS[index]!;
        const name = character.name;
        const move = (to: number, action: 'up' | 'down') => {
          const place = formatCount(to + 1);
          const of = formatCount(count);
          onChange({ type: 'moveTarget', from: i, to }, () => t`${name} moved to place ${place} of ${of}.`, {
            character: target.character,
            action,
          });
        };
        const next = targets[i + 1] ?? targets[i - 1];
        const own = featuredIndexOf(target.run?.featured);
        const banners = bannersFor(index, own === undefined ? featuring : [...featuring, own]);
        const choices = runChoices(runs, target.banner, index, target.run);
        return (
          <li key={target.character} className="plan-target" data-character={target.character}>
            <span className="plan-target-place" aria-hidden="true">
              {i + 1}
            </span>
            <img src={characterImagePath(character)} alt="" width={40} height={40} loading="lazy" />
            <span className="plan-target-who">
              <span className="plan-target-name">{name}</span>
              {ownedOf && (
                <span className="plan-target-owned" data-testid={`owned-${target.character}`}>
                  <OwnedText owned={ownedOf(target.character)} copies={target.copies} />
                </span>
              )}
            </span>
            <span className="plan-target-choices">
              <label className="plan-target-field">
                <span>
                  <Trans>Copies</Trans>
                </span>
                <select
                  value={target.copies}
                  aria-label={t`Copies of ${name}`}
                  onChange={(e) => {
                    const copies = Number(e.target.value);
                    onChange(
                      { type: 'setCopies', index: i, copies },
                      () => t`${plural(copies, { one: `${name}: # copy.`, other: `${name}: # copies.` })}`,
                    );
                  }}
                >
                  {COPIES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label className="plan-target-field">
                <span>
                  <Trans>Banner</Trans>
                </span>
                <select
                  value={target.banner}
                  aria-label={t`Banner for ${name}`}
                  onChange={(e) => {
                    const banner = e.target.value as BannerId;
                    // On its new banner the target takes the first run there that gives the character.
                    const run = runChoices(runs, banner, index, undefined)[0]?.run;
                    const label = BANNER_LABELS[banner];
                    onChange({ type: 'setBanner', index: i, banner, run }, () => t`${name}: ${label} banner.`);
                  }}
                >
                  {banners.map((b) => (
                    <option key={b} value={b}>
                      {BANNER_LABELS[b]}
                    </option>
                  ))}
                </select>
              </label>
              {choices.length > 1 && (
                <label className="plan-target-field plan-target-run">
                  <span>
                    <Trans>Run</Trans>
                  </span>
                  <select
                    value={chosenIndex(choices, target.banner, target.run)}
                    aria-label={t`Run for ${name}`}
                    data-testid={`run-${target.character}`}
                    onChange={(e) => {
                      const { run } = choices[Number(e.target.value)]!;
                      const { banner, run: was } = target;
                      onChange({ type: 'setRun', index: i, run }, () => {
                        // The same choice, named in the language shown.
                        const named = runChoices(runs, banner, index, was);
                        const chosen = named[chosenIndex(named, banner, run)]!.label;
                        return t`${name}: ${chosen}.`;
                      });
                    }}
                  >
                    {choices.map((choice, at) => (
                      <option key={choice.label} value={at}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </span>
            <span className="plan-target-buttons">
              <button
                type="button"
                className="btn"
                data-action="up"
                aria-label={t`Move ${name} up`}
                disabled={i === 0}
                onClick={() => move(i - 1, 'up')}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn"
                data-action="down"
                aria-label={t`Move ${name} down`}
                disabled={i === count - 1}
                onClick={() => move(i + 1, 'down')}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn"
                data-action="remove"
                aria-label={t`Remove ${name}`}
                onClick={() =>
                  onChange(
                    { type: 'removeTarget', index: i },
                    () => t`${name} removed from the targets.`,
                    next ? { character: next.character, action: 'remove' } : 'picker',
                  )
                }
              >
                ✕
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
