import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Rules } from '../../engine/pulls/rules';
import { RUNS_PATH, runById, runLabel, useRuns } from '../../lib/runs';
import { runIndex } from '../../lib/summons/rules';
import { SPECIFIED_RUN_ID, loadSelectedRun, saveSelectedRun } from '../../storage/summon-settings';
import type { RunsLine } from './runs-line';

interface RunChooserProps {
  readonly rules: Rules;
  readonly disabled: boolean;
  /**
   * Hears the roster index of the chosen run's character once it is known, and again on every change: undefined for
   * the specified run, null for a run whose character this roster cannot feature (nothing can be pulled on it).
   */
  readonly onPick: (featured: number | undefined | null) => void;
  /**
   * The line offering banner runs (runs-line.tsx), handed over by the screen, which holds its place with it while this
   * loads. Not imported here: this chunk would then load the whole screen's chunk with it.
   */
  readonly Line: typeof RunsLine;
}

function RunsLink({ children }: { readonly children?: ReactNode }) {
  return <Link to={RUNS_PATH}>{children}</Link>;
}

/**
 * Which Limited run the Summon screen pulls on. Until the player has set up a Limited run of their own, only a link
 * to the runs screen shows: the specified banner stays as it was. Loaded with the Limited banner only, so the other
 * banners never wait for the runs' code.
 */
export default function RunChooser({ rules, disabled, onPick, Line }: RunChooserProps) {
  // The runs' labels are worded as this renders (lib/runs.ts): a switch of language re-renders it to reword them.
  useLingui();
  const id = useId();
  const [runId, setRunId] = useState(loadSelectedRun);
  const runs = useRuns().runs.filter((run) => run.banner === 'limited');
  // A run removed meanwhile (here or in another tab) leaves the specified one chosen.
  const chosen = runById(runs, runId);
  const featured = chosen === runs[0] ? undefined : runIndex(rules, chosen.featured ?? '');
  // The chosen run was removed (here, in another tab, or by a Replace): say so once, and forget the choice.
  const gone = runId !== null && runId !== SPECIFIED_RUN_ID && chosen.id !== runId;

  useEffect(() => onPick(featured), [featured, onPick]);
  useEffect(() => {
    if (gone) saveSelectedRun(SPECIFIED_RUN_ID);
  }, [gone]);

  const chosenLabel = runLabel(chosen);
  const goneNote = gone && (
    <p className="field-note" role="status">
      <Trans>The run you chose is no longer among your runs, so the Limited banner pulls on {chosenLabel}.</Trans>
    </p>
  );
  if (runs.length < 2) {
    return (
      <>
        {goneNote}
        <Line link={RunsLink} />
      </>
    );
  }
  return (
    <div className="run-chooser">
      <label htmlFor={id}>
        <Trans>Limited run</Trans>
      </label>
      <select
        id={id}
        value={chosen.id}
        disabled={disabled}
        onChange={(e) => {
          setRunId(e.target.value);
          saveSelectedRun(e.target.value);
        }}
        aria-describedby={`${id}-shared`}
      >
        {runs.map((run) => (
          <option key={run.id} value={run.id}>
            {runLabel(run)}
          </option>
        ))}
      </select>
      <Link to={RUNS_PATH}>
        <Trans>Edit runs</Trans>
      </Link>
      <p className="field-note" id={`${id}-shared`} data-testid="runs-share-counters">
        <Trans>
          All Limited runs share the Limited pity and SR counters, as a banner&apos;s counters carry over in the game.
        </Trans>
      </p>
      {goneNote}
      {featured === null && (
        <p className="field-error" role="alert">
          <Trans>
            This version of the site cannot pull on this run: its character is not one it can feature. Choose another
            run.
          </Trans>
        </p>
      )}
    </div>
  );
}
