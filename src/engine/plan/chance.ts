/**
 * Chances from holdings. X is the pulls the plan needs on the Anima banners (Limited and Perma together), Y those on
 * ML; they are independent. With crystals C, Anima A and Apex P, the pulls are paid for exactly when
 *
 *   priceAnima * max(0, X - A) + priceApex * max(0, Y - P) <= C
 *
 * (crystals buy whole tickets as the pulls need them), that is X <= A + floor((C - priceApex * max(0, Y - P)) /
 * priceAnima) for a Y the crystals can cover. Summing over Y costs one step per value of Y.
 */

import type { Marginal } from './marginals';
import type { Economy, Holdings, PlanBudget } from './types';

/** P(N <= i): 0 below 0, the last value beyond the computed length. */
export function cdfAt(m: Marginal, i: number): number {
  if (i < 0) return 0;
  return m.cdf[Math.min(i, m.cdf.length - 1)]!;
}

/** Chance that the holdings pay for X Anima-banner pulls and Y ML pulls, exchanging crystals as needed. */
export function fundedChance(x: Marginal, y: Marginal, held: Holdings, economy: Economy): number {
  const { crystals, anima, apex } = held;
  const { crystalsPerAnima, crystalsPerApex } = economy;
  // Every Y up to the Apex on hand leaves all crystals for Anima.
  let chance = cdfAt(y, apex) * cdfAt(x, anima + Math.floor(crystals / crystalsPerAnima));
  const apexBought = Math.min(Math.floor(crystals / crystalsPerApex), y.pmf.length - 1 - apex);
  for (let bought = 1; bought <= apexBought; bought++) {
    const left = crystals - bought * crystalsPerApex;
    chance += y.pmf[apex + bought]! * cdfAt(x, anima + Math.floor(left / crystalsPerAnima));
  }
  return Math.min(1, chance);
}

/**
 * The best fixed use of the crystals: Apex bought up front (a whole number of them) and the rest in Anima, chosen to
 * maximise P(X <= Anima pulls) * P(Y <= Apex pulls); of equal chances, the one with the fewest crystals on Apex.
 */
export function bestSplit(x: Marginal, y: Marginal, held: Holdings, economy: Economy): PlanBudget {
  const { crystals, anima, apex } = held;
  const { crystalsPerAnima, crystalsPerApex } = economy;
  // Beyond the end of Y's distribution more Apex changes nothing, so the search stops there.
  const most = Math.min(Math.floor(crystals / crystalsPerApex), Math.max(0, y.cdf.length - 1 - apex));
  let best = -1;
  let bestApex = 0;
  for (let bought = 0; bought <= most; bought++) {
    const animaBought = Math.floor((crystals - bought * crystalsPerApex) / crystalsPerAnima);
    const chance = cdfAt(x, anima + animaBought) * cdfAt(y, apex + bought);
    if (chance > best) {
      best = chance;
      bestApex = bought;
    }
  }
  const animaBought = Math.floor((crystals - bestApex * crystalsPerApex) / crystalsPerAnima);
  return {
    holdings: held,
    crystalsToAnima: animaBought * crystalsPerAnima,
    crystalsToApex: bestApex * crystalsPerApex,
    animaPulls: anima + animaBought,
    apexPulls: apex + bestApex,
  };
}
