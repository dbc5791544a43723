import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { BANNER_LABELS } from '../../catalogue/banners';
import { findCharacter } from '../../catalogue/lookups';
import type { BannerId } from '../../engine/types';
import { featuredIndexOf, obtainableOn } from '../../lib/pickable';
import { runDays, runLabel, runName, sameRun, SPECIFIED_RUN } from '../../lib/runs';
import { formatCount } from '../../storage/format';
import type { BannerRun } from '../../storage/runs-store';
import { SPECIFIED_RUN_ID } from '../../storage/runs-store';
import type { SavedPlanRun, SavedPlanTarget } from '../../storage/plan-store';

/**
 * A plan's targets on banner runs. A target holds a copy of its run (`SavedPlanRun`, the run without its id and
 * banner), so the plan stays the question it was asked as when the player later edits or removes the run, and a
 * plan link carries it whole. The runs screen's runs are only what the plan view offers to choose from.
 */

/** A target's run as the runs screen names runs: its banner, and the run copy's fields. */
export function runOfTarget(target: Pick<SavedPlanTarget, 'banner' | 'run'>): Omit<BannerRun, 'id'> {
  if (target.run) return { banner: target.banner, ...target.run };
  return target.banner === 'limited' ? SPECIFIED_RUN : { banner: target.banner };
}

/** The copy a target keeps of a run; none for the specified Limited run and for a banner's run with no dates. */
export function runCopyOf(run: Omit<BannerRun, 'id'> & { readonly id?: string }): SavedPlanRun | undefined {
  if (run.id === SPECIFIED_RUN_ID) return undefined;
  const copy: { featured?: string; name?: string; start?: string; end?: string } = {};
  if (run.featured !== undefined) copy.featured = run.featured;
  if (run.name !== undefined) copy.name = run.name;
  if (run.start !== undefined) copy.start = run.start;
  if (run.end !== undefined) copy.end = run.end;
  return Object.keys(copy).length === 0 ? undefined : copy;
}

/** The roster index a run features on Limited (the specified character when it names none). */
function featuredOf(run: SavedPlanRun | undefined): number | undefined {
  return run?.featured === undefined ? undefined : featuredIndexOf(run.featured);
}

/** Whether a target's run (or its banner as specified, with none) can give the character at roster index `index`. */
export function runGives(banner: BannerId, run: SavedPlanRun | undefined, index: number): boolean {
  if (banner === 'limited' && run?.featured !== undefined && featuredOf(run) === undefined) return false;
  return obtainableOn(banner, index, banner === 'limited' ? featuredOf(run) : undefined);
}

/** One run a target may be pulled on: its copy (undefined: the banner as specified) and how the list names it. */
export interface RunChoice {
  readonly run: SavedPlanRun | undefined;
  readonly label: string;
}

/**
 * The runs a target of the character at `index` may be pulled on, on `banner`: the banner as specified (when it
 * gives the character), then the player's runs on that banner that give them, then the target's own copy when it
 * matches none of those (a run edited or removed since, or one a link brought), said to be the plan's own.
 */
export function runChoices(
  runs: readonly BannerRun[],
  banner: BannerId,
  index: number,
  current: SavedPlanRun | undefined,
): RunChoice[] {
  const choices: RunChoice[] = [];
  const plain = runOfTarget({ banner });
  if (runGives(banner, undefined, index)) choices.push({ run: undefined, label: runLabel(plain) });
  for (const run of runs) {
    const copy = runCopyOf(run);
    if (run.banner !== banner || copy === undefined || !runGives(banner, copy, index)) continue;
    choices.push({ run: copy, label: runLabel(run) });
  }
  if (current && !choices.some((c) => c.run && sameRun({ banner, ...c.run }, { banner, ...current }))) {
    const label = runLabel({ banner, ...current });
    choices.push({ run: current, label: i18n._(msg`${label}, as this plan keeps it`) });
  }
  return choices;
}

/** Which of `choices` a target's run is: the matching copy, or the banner as specified. */
export function chosenIndex(choices: readonly RunChoice[], banner: BannerId, run: SavedPlanRun | undefined): number {
  const at = choices.findIndex((c) =>
    c.run === undefined || run === undefined ? c.run === run : sameRun({ banner, ...c.run }, { banner, ...run }),
  );
  return Math.max(0, at);
}

/** The roster indices the player's Limited runs feature: characters a plan may ask for on Limited because of them. */
export function featuredByRuns(runs: readonly BannerRun[]): number[] {
  const indices = new Set<number>();
  for (const run of runs) {
    const index = run.banner === 'limited' ? featuredIndexOf(run.featured) : undefined;
    if (index !== undefined) indices.add(index);
  }
  return [...indices];
}

/** "Hoyan ×2 on Limited (Hoyan rerun, until 2027-01-05)"; "Mia ×1 on Perma" for a target on no run. */
export function targetLabel(target: SavedPlanTarget): string {
  const name = findCharacter(target.character)?.name ?? target.character;
  const copies = formatCount(target.copies);
  const banner = BANNER_LABELS[target.banner];
  if (!target.run) return i18n._(msg`${name} ×${copies} on ${banner}`);
  const run = runOfTarget(target);
  const runTitle = runName(run);
  const { start, end } = runDays(run);
  if (start !== undefined && end !== undefined) {
    return i18n._(msg`${name} ×${copies} on ${banner} (${runTitle}, ${start} to ${end})`);
  }
  if (end !== undefined) return i18n._(msg`${name} ×${copies} on ${banner} (${runTitle}, until ${end})`);
  if (start !== undefined) return i18n._(msg`${name} ×${copies} on ${banner} (${runTitle}, from ${start})`);
  return i18n._(msg`${name} ×${copies} on ${banner} (${runTitle})`);
}
