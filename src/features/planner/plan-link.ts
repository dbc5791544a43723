import { CHARACTERS } from '../../catalogue/characters';
import { findCharacter } from '../../catalogue/lookups';
import type { Holdings } from '../../engine/plan/types';
import { BANNER_IDS } from '../../engine/types';
import { decodeLinkPayload, encodeLinkPayload, newerLinkVersion } from '../../lib/link-payload';
import { builtOnce, z } from '../../storage/schema';
import { planSchemas, plansNameRuns, type SavedPlan, type SavedPlanRun } from '../../storage/plan-store';
import { runFault } from '../../storage/runs-store';
import { runGives } from './plan-runs';

/**
 * A whole plan in a link: `/HowMuchTo/plan?plan=` + base64url(JSON). Characters travel by id, so a link stays valid
 * when characters are added. Compact on purpose (a plan with every target and event still fits a link):
 *
 *   { v: 1, n: name, t: [[character id, copies, banner]], c: [[pity, sr] limited, perma, ml],
 *     h: [crystals, anima, apex] on hand, i: [[crystals, anima, apex] daily, weekly, monthly],
 *     e: [[date, label, crystals, anima, apex]], x: [crystals per Anima, per Apex], d: date, r: reset hour,
 *     w: weekly reset day }
 *
 * Version 2 lets a target carry its banner run: `[character id, copies, banner, [featured, name, start, end]]`, each
 * of the four null when the run has none. A plan with no target on a run is written as version 1, as before, so the
 * builds before still open it; a version 1 link opens as a plan on no run.
 */
export const PLAN_PARAM = 'plan';
export const MAX_LINK_LENGTH = 8000;
/** The link format this version writes and reads. */
export const PLAN_LINK_VERSION = 2;
/** The format of a link whose targets name no run. */
export const FIRST_PLAN_LINK_VERSION = 1;

/** The format of a link made by a newer version of the site, or undefined for any other link. */
export function newerPlanLink(encoded: string): number | undefined {
  return newerLinkVersion(encoded, MAX_LINK_LENGTH, PLAN_LINK_VERSION);
}

/** A plan as a link carries it: everything but the id, which the plans it joins give it. */
export type SharedPlan = Omit<SavedPlan, 'id'>;

/** A plan as its link carries it (built on first use: see `builtOnce`). */
const linkSchema = builtOnce(() => {
  const num = z.number();
  const triple = z.tuple([num, num, num]);
  const maybe = z.nullable(z.string());
  const linkTarget = z.union([
    z.tuple([z.string(), num, z.enum(BANNER_IDS)]),
    z.tuple([z.string(), num, z.enum(BANNER_IDS), z.tuple([maybe, maybe, maybe, maybe])]),
  ]);
  return z.object({
    v: z.union([z.literal(FIRST_PLAN_LINK_VERSION), z.literal(PLAN_LINK_VERSION)]),
    n: z.string(),
    t: z.array(linkTarget),
    c: z.tuple([z.tuple([num, num]), z.tuple([num, num]), z.tuple([num, num])]),
    h: triple,
    i: z.tuple([triple, triple, triple]),
    e: z.array(z.tuple([z.string(), z.string(), num, num, num])),
    x: z.tuple([num, num]),
    d: z.string(),
    r: num,
    w: num,
  });
});

const three = (h: Holdings): [number, number, number] => [h.crystals, h.anima, h.apex];
const holdings = ([crystals, anima, apex]: readonly number[]): Holdings => ({
  crystals: crystals!,
  anima: anima!,
  apex: apex!,
});

/** A run's four fields as a link carries them. */
const runFields = (run: SavedPlanRun) =>
  [run.featured ?? null, run.name ?? null, run.start ?? null, run.end ?? null] as const;

/** A run from a link's four fields; the fields a run does not have are left out, as the store keeps them. */
function runFrom([featured, name, start, end]: readonly (string | null)[]): SavedPlanRun {
  return {
    ...(featured === null ? {} : { featured }),
    ...(name === null ? {} : { name }),
    ...(start === null ? {} : { start }),
    ...(end === null ? {} : { end }),
  };
}

export function encodePlan(plan: SharedPlan): string {
  const { counters, income } = plan;
  return encodeLinkPayload({
    v: plansNameRuns([plan]) ? PLAN_LINK_VERSION : FIRST_PLAN_LINK_VERSION,
    n: plan.name,
    t: plan.targets.map((t) =>
      t.run ? [t.character, t.copies, t.banner, runFields(t.run)] : [t.character, t.copies, t.banner],
    ),
    c: [counters.limited, counters.perma, counters.ml].map((c) => [c.pity, c.sr]),
    h: three(plan.onHand),
    i: [income.daily, income.weekly, income.monthly].map(three),
    e: income.events.map((e) => [e.date, e.label, ...three(e.amounts)]),
    x: [plan.economy.crystalsPerAnima, plan.economy.crystalsPerApex],
    d: plan.targetDate,
    r: plan.resetHour,
    w: plan.weeklyResetDay,
  });
}

/** The link's query (with its '?') that opens the plan. */
export function planSearch(plan: SharedPlan): string {
  return `?${new URLSearchParams({ [PLAN_PARAM]: encodePlan(plan) }).toString()}`;
}

/** The encoded plan in a location's query, or undefined when the address carries none. */
export function planParamOf(search: string): string | undefined {
  return new URLSearchParams(search).get(PLAN_PARAM) ?? undefined;
}

/** Every target names a known character once, on a banner (and run) that can give them. */
function targetsHold(plan: SharedPlan): boolean {
  const ids = plan.targets.map((t) => t.character);
  if (new Set(ids).size !== ids.length) return false;
  return plan.targets.every((t) => {
    const character = findCharacter(t.character);
    if (character === undefined) return false;
    if (t.run && runFault({ banner: t.banner, ...t.run }) !== undefined) return false;
    return runGives(t.banner, t.run, CHARACTERS.indexOf(character));
  });
}

/**
 * Decodes a shared plan, all or nothing: any damage (bad encoding, cut-off text, wrong shape, an amount out of
 * bounds, an unknown or repeated character, a banner that cannot give its character) refuses the whole link.
 */
export function decodePlan(encoded: string): SharedPlan | undefined {
  const link = linkSchema().safeParse(decodeLinkPayload(encoded, MAX_LINK_LENGTH));
  if (!link.success) return undefined;
  const { v, n, t, c, h, i, e, x, d, r, w } = link.data;
  // Only a version 2 link names runs.
  if (v === FIRST_PLAN_LINK_VERSION && t.some((target) => target.length > 3)) return undefined;
  const plan = planSchemas().plan.safeParse({
    id: 'shared',
    name: n,
    targets: t.map(([character, copies, banner, run]) => ({
      character,
      copies,
      banner,
      ...(run?.some((field) => field !== null) ? { run: runFrom(run) } : {}),
    })),
    counters: {
      limited: { pity: c[0][0], sr: c[0][1] },
      perma: { pity: c[1][0], sr: c[1][1] },
      ml: { pity: c[2][0], sr: c[2][1] },
    },
    onHand: holdings(h),
    income: {
      daily: holdings(i[0]),
      weekly: holdings(i[1]),
      monthly: holdings(i[2]),
      events: e.map(([date, label, ...amounts]) => ({ date, label, amounts: holdings(amounts) })),
    },
    economy: { crystalsPerAnima: x[0], crystalsPerApex: x[1] },
    targetDate: d,
    resetHour: r,
    weeklyResetDay: w,
  });
  if (!plan.success) return undefined;
  const { id: _id, ...shared } = plan.data;
  return targetsHold(shared) ? shared : undefined;
}
