import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import type { BannerId } from '../../engine/types';
import { realCountersValue } from '../../lib/account';
import { addPlan } from '../../lib/data-file/merge-plans';
import { newerLinkText, newerSavedText } from '../../storage/error-wording';
import { newerVersionIn } from '../../storage/local-store';
import { PULL_PLANS_KEY, loadPlans, type SavedPlan, type SavedPlans } from '../../storage/plan-store';
import { countersFromMirrors, readMirrors } from '../../storage/summon-mirrors';
import { freshPlanId, freshPlanName, newPlan } from './plan-defaults';
import { decodePlan, newerPlanLink } from './plan-link';
import { withOfferedBanners } from './plan-request';

/** What the plan view opens with: the saved plans, a first plan when there are none, and a shared link's plan. */

export type PlanNotice = { readonly tone: 'status' | 'error'; readonly text: string };

/**
 * A notice whose text is made whenever it is read, so a notice on screen follows a language switch. The text reads
 * as a plain string property (a getter), as a notice always has.
 */
export function liveNotice(tone: PlanNotice['tone'], words: () => string): PlanNotice {
  return {
    tone,
    get text() {
      return words();
    },
  };
}

export interface PlanStart {
  readonly plans: SavedPlans;
  /**
   * Whether `plans` must be saved as they open: only when a shared plan joined them. A first plan, or a correction
   * made while reading, is saved with the player's first change.
   */
  readonly unsaved: boolean;
  readonly notice: PlanNotice | null;
}

/** The simulator's counters, as its mirrors hold them: what a new plan starts from. */
export function simulatorCounters() {
  return countersFromMirrors(readMirrors());
}

/** The player's real counters in the game (My real pity), without their tallies: a plan keeps counters only. */
export function realCounters(): SavedPlan['counters'] {
  const real = realCountersValue.get();
  const counters = (banner: BannerId) => ({ pity: real[banner].pity, sr: real[banner].sr });
  return { limited: counters('limited'), perma: counters('perma'), ml: counters('ml') };
}

/** A first plan, for a browser without plans (or after the last one is deleted: its id differs from theirs). */
export function firstPlans(today: string, existing: SavedPlans['plans'] = []): SavedPlans {
  const plan = newPlan(freshPlanId(existing), freshPlanName([]), today, simulatorCounters());
  return { activeId: plan.id, plans: [plan] };
}

/** A shared link this version cannot read, and no newer version made. */
function badLinkText(): string {
  return i18n._(
    msg`This plan link is damaged or incomplete, so no plan was added. Your saved plans are unchanged. Ask for the link again.`,
  );
}

/** The saved plans (each target on a banner that gives its character), plus the plan of a shared link, if any. */
export function startPlans(today: string, sharedParam: string | undefined): PlanStart {
  // Plans a later version saved stay as they are; the screen says so rather than start over in silence.
  if (newerVersionIn(PULL_PLANS_KEY) !== undefined) {
    return { plans: firstPlans(today), unsaved: false, notice: liveNotice('error', () => newerSavedText('plans')) };
  }
  const loaded = loadPlans();
  const fixed = loaded && { ...loaded, plans: loaded.plans.map(withOfferedBanners) };
  const plans = fixed ?? firstPlans(today);
  if (sharedParam === undefined) return { plans, unsaved: false, notice: null };

  const shared = decodePlan(sharedParam);
  if (!shared) {
    const newer = newerPlanLink(sharedParam);
    const text =
      newer === undefined
        ? badLinkText
        : () => newerLinkText('plan link', newer, i18n._(msg`No plan was added. Your saved plans are unchanged.`));
    return { plans, unsaved: false, notice: liveNotice('error', text) };
  }
  const added = addPlan(fixed, { ...shared, id: freshPlanId(plans.plans) });
  switch (added.outcome) {
    case 'added':
      return {
        plans: { ...added.plans, activeId: added.id },
        unsaved: true,
        notice: liveNotice('status', () => {
          const name = shared.name;
          return i18n._(msg`The shared plan “${name}” was added to your plans.`);
        }),
      };
    case 'already': {
      const name = added.plans.plans.find((p) => p.id === added.id)!.name;
      return {
        plans: { ...added.plans, activeId: added.id },
        unsaved: true,
        notice: liveNotice('status', () => i18n._(msg`You already have this plan: “${name}” is open.`)),
      };
    }
    case 'full':
      return {
        plans,
        unsaved: false,
        notice: liveNotice('error', () => {
          const count = plans.plans.length;
          return i18n._(
            msg`${plural(count, {
              one: 'You have # plan, the most this site keeps, so the shared plan was not added. Delete one, then open the link again.',
              other:
                'You have # plans, the most this site keeps, so the shared plan was not added. Delete one, then open the link again.',
            })}`,
          );
        }),
      };
  }
}
