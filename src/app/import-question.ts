import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { countPhrases, sentencesOfCounts } from '../lib/data-file/count-wording';
import type { PlanCounts } from '../lib/data-file/import-wording';
import { formatCount, listing } from '../storage/format';
import { MAX_PLANS } from '../storage/plan-store';
import { MAX_RUNS } from '../storage/runs-store';
import { MAX_LISTS } from '../storage/tier-list-store';

/**
 * The question the Your data dialog asks before an import is written, worded from what it would do each time the
 * dialog renders, so a language switch words it anew.
 */

export type ImportQuestion =
  | {
      readonly mode: 'replace';
      /** What the player has now, all of which would go. */
      readonly pulls: number;
      readonly summonCount: number;
      readonly tierLists: number;
      readonly teams: number;
      readonly plans: number;
      readonly runs: number;
    }
  | {
      readonly mode: 'merge';
      /** The pulls it would add, and the summon count they would make. */
      readonly pulls: number;
      readonly summonCount: number;
      readonly plan: PlanCounts;
      /** Batches of the file already in the history (known once the two are compared), which would be skipped. */
      readonly already: { readonly batches: number; readonly pulls: number } | null;
    };

export function importQuestionText(i18n: I18n, question: ImportQuestion): string {
  const { pulls } = question;
  const summonCount = formatCount(question.summonCount);
  if (question.mode === 'replace') {
    const { tierLists, teams, plans, runs } = question;
    const others = listing(countPhrases(i18n, { tierLists, teams, plans, runs }));
    return i18n._(
      msg`Replace all your data with the file's? Your ${plural(pulls, { one: '# pull', other: '# pulls' })} (summon count ${summonCount}), ${others} will be gone. Export your data first if you may want them back.`,
    );
  }
  const { plan, already } = question;
  const others = listing(
    countPhrases(i18n, {
      tierLists: plan.addedTierLists,
      teams: plan.addedTeams,
      plans: plan.addedPlans,
      runs: plan.addedRuns,
    }),
  );
  const sentences = [
    i18n._(
      msg`Merge the file into your data? This adds ${plural(pulls, { one: '# pull', other: '# pulls' })} (your summon count becomes ${summonCount}), ${others}.`,
    ),
  ];
  if (already && already.batches > 0) {
    const batches = already.batches;
    const skipped = already.pulls;
    sentences.push(
      i18n._(
        msg`${plural(batches, {
          one: `# batch (${plural(skipped, { one: '# pull', other: '# pulls' })}) is already in your history and will be skipped.`,
          other: `# batches (${plural(skipped, { one: '# pull', other: '# pulls' })}) are already in your history and will be skipped.`,
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
            one: `# tier list will be left out: at most ${MAX_LISTS} fit.`,
            other: `# tier lists will be left out: at most ${MAX_LISTS} fit.`,
          })}`,
      ],
      [
        plan.leftOutPlans,
        (plans) =>
          msg`${plural(plans, {
            one: `# plan will be left out: at most ${MAX_PLANS} fit.`,
            other: `# plans will be left out: at most ${MAX_PLANS} fit.`,
          })}`,
      ],
      [
        plan.leftOutRuns,
        (runs) =>
          msg`${plural(runs, {
            one: `# banner run will be left out: at most ${MAX_RUNS} fit.`,
            other: `# banner runs will be left out: at most ${MAX_RUNS} fit.`,
          })}`,
      ],
      [
        plan.addedOwned,
        (owned) =>
          msg`${plural(owned, {
            one: '# owned character gains copies (the larger count wins).',
            other: '# owned characters gain copies (the larger count wins).',
          })}`,
      ],
    ]),
  );
  return sentences.join(' ');
}
