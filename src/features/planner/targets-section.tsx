import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { SavedPlanTarget } from '../../storage/plan-store';
import type { PickableCharacter } from '../../lib/pickable';
import type { BannerRun } from '../../storage/runs-store';
import { defaultBanner, plannableWith } from './banner-offer';
import type { PlanChange } from './plan-edits';
import { OwnedOption } from './owned-option';
import { featuredByRuns, runChoices } from './plan-runs';
import { formatCount } from '../../storage/format';
import { TargetList, type TargetFocus } from './target-list';
import { TargetPicker } from './target-picker';
import './targets.css';

/** Owned copies and the targets: whether they are left out, and what that does. */
export interface OwnedView {
  readonly leaveOut: boolean;
  readonly onLeaveOutChange: (leaveOut: boolean) => void;
  readonly ownedOf: (character: string) => number;
  readonly copiesLeftOut: number;
  readonly met: number;
}

interface TargetsSectionProps {
  readonly targets: readonly SavedPlanTarget[];
  readonly onChange: (change: PlanChange) => void;
  readonly owned: OwnedView;
  /** Every run the player set up, the specified one first. */
  readonly runs: readonly BannerRun[];
}

/** The plan's targets and the picker that adds them; every change is said in a polite live region. */
export function TargetsSection({ targets, onChange, owned, runs }: TargetsSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  // The last change in words, made as it is shown: a language switch says it again in the new language.
  const [said, setSaid] = useState<() => string>(() => () => '');
  const [focus, setFocus] = useState<TargetFocus | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const taken = useMemo(() => new Set(targets.map((t) => t.character)), [targets]);
  const featuring = useMemo(() => featuredByRuns(runs), [runs]);
  const offered = useMemo(() => plannableWith(featuring), [featuring]);

  const change = useCallback(
    (next: PlanChange, text: () => string, then?: TargetFocus) => {
      onChange(next);
      setSaid(() => text);
      if (then) setFocus(then);
    },
    [onChange],
  );

  const focused = useCallback(() => setFocus(null), []);
  const focusPicker = useCallback(() => searchRef.current?.focus(), []);

  function add({ character, index }: PickableCharacter) {
    const banner = defaultBanner(character, index, featuring);
    if (!banner) return;
    // A character only a run gives starts on the first such run; anyone else on their banner as specified.
    const run = runChoices(runs, banner, index, undefined)[0]?.run;
    const { name } = character;
    const place = formatCount(targets.length + 1);
    change(
      { type: 'addTarget', target: { character: character.id, copies: 1, banner, ...(run ? { run } : {}) } },
      () => t`${name} added as target ${place}.`,
    );
  }

  return (
    <section className="plan-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Targets</Trans>
      </h2>
      <p className="plan-note">
        <Trans>
          Pulls go to the targets in this order, each on its banner; what a banner gives early counts for later targets
          on it too.
        </Trans>
      </p>
      <TargetList
        targets={targets}
        onChange={change}
        focus={focus}
        onFocused={focused}
        onFocusPicker={focusPicker}
        ownedOf={owned.leaveOut ? owned.ownedOf : undefined}
        runs={runs}
        featuring={featuring}
      />
      <OwnedOption
        on={owned.leaveOut}
        onChange={owned.onLeaveOutChange}
        copiesLeftOut={owned.copiesLeftOut}
        met={owned.met}
      />
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="targets-said">
        {said()}
      </p>
      <TargetPicker taken={taken} onAdd={add} searchRef={searchRef} offered={offered} />
    </section>
  );
}
