import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { unsavedBatchDropped } from '../../storage/error-wording';
import { listing } from '../../storage/format';
import { MAX_PLANS } from '../../storage/plan-store';
import { MAX_RUNS } from '../../storage/runs-store';
import { MAX_LISTS } from '../../storage/tier-list-store';
import type { ImportReport } from '../summons';
import { countPhrases, sentencesOfCounts } from './count-wording';
import type { ImportMode, ImportPlan } from './merge';

/**
 * The player's words for an import that was written, made from what it did (the mode, the plan's counts, the
 * history's report) wherever they are shown, so a screen that keeps the facts words them anew in another language.
 * Each sentence is a message; the counts are listed with `listing`, except after a Replace, whose list the site has
 * always written with commas alone.
 */

/** What a plan's words read of it. */
export type PlanCounts = Pick<
  ImportPlan,
  | 'addedTierLists'
  | 'addedTeams'
  | 'addedPlans'
  | 'addedRuns'
  | 'leftOutTierLists'
  | 'leftOutPlans'
  | 'leftOutRuns'
  | 'addedOwned'
>;

export interface ImportDone {
  readonly mode: ImportMode;
  readonly plan: PlanCounts;
  readonly report: ImportReport;
}

export function importedText(i18n: I18n, { mode, plan, report }: ImportDone): string {
  const phrases = countPhrases(i18n, {
    pulls: report.added.pulls,
    tierLists: plan.addedTierLists,
    teams: plan.addedTeams,
    plans: plan.addedPlans,
    runs: plan.addedRuns,
  });
  if (mode === 'replace') {
    const counts = phrases.join(', ');
    const replaced = i18n._(msg`Your data was replaced with the file's: ${counts}.`);
    return report.dropped ? `${replaced} ${unsavedBatchDropped(report.dropped)}` : replaced;
  }
  const counts = listing(phrases);
  const sentences = [i18n._(msg`The file was merged into your data: ${counts} added.`)];
  const { batches, pulls } = report.already;
  if (batches > 0) {
    sentences.push(
      i18n._(
        msg`${plural(batches, {
          one: `# batch (${plural(pulls, { one: '# pull', other: '# pulls' })}) was already in your history.`,
          other: `# batches (${plural(pulls, { one: '# pull', other: '# pulls' })}) were already in your history.`,
        })}`,
      ),
    );
  }
  sentences.push(
    ...sentencesOfCounts(i18n, [
      [
        plan.leftOutTierLists,
        (lists) =>
          msg`${plural(lists, {
            one: `# tier list was left out (at most ${MAX_LISTS} fit).`,
            other: `# tier lists were left out (at most ${MAX_LISTS} fit).`,
          })}`,
      ],
      [
        plan.leftOutPlans,
        (plans) =>
          msg`${plural(plans, {
            one: `# plan was left out (at most ${MAX_PLANS} fit).`,
            other: `# plans were left out (at most ${MAX_PLANS} fit).`,
          })}`,
      ],
      [
        plan.leftOutRuns,
        (runs) =>
          msg`${plural(runs, {
            one: `# banner run was left out (at most ${MAX_RUNS} fit).`,
            other: `# banner runs were left out (at most ${MAX_RUNS} fit).`,
          })}`,
      ],
      [
        plan.addedOwned,
        (owned) =>
          msg`${plural(owned, { one: '# owned character gained copies.', other: '# owned characters gained copies.' })}`,
      ],
    ]),
  );
  return sentences.join(' ');
}
