import type { Economy } from '../engine/plan/types';

/**
 * The game's economy as public guides give it: 100 Hydra Crystals buy one Anima Prototype (a pull on Limited or
 * Perma), 300 buy one Apex Prototype (a pull on ML). The game changes these, so the planner shows them for the player
 * to edit; these are only the defaults.
 */
export const DEFAULT_ECONOMY: Economy = {
  crystalsPerAnima: 100,
  crystalsPerApex: 300,
};

/** The currencies as the game names them. */
export const CURRENCY_LABELS = {
  crystals: 'Hydra Crystals',
  anima: 'Anima Prototypes',
  apex: 'Apex Prototypes',
} as const;

/** Default hour of the daily reset in the player's time zone, and the weekly reset's day (1 = Monday). */
export const DEFAULT_RESET_HOUR = 5;
export const DEFAULT_WEEKLY_RESET_DAY = 1;

/** Days from today to a new plan's target date. */
export const DEFAULT_PLAN_DAYS = 21;
