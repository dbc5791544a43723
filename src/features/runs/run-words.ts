import type { RunFault } from '../../storage/runs-store';
import { MAX_RUNS } from '../../storage/runs-store';

/** Every word the runs screen says about a fault or a link, chosen here and nowhere else. */

export const RUN_FAULT_WORDS: Readonly<Record<RunFault, string>> = {
  'no-featured': 'Choose the character this Limited run features.',
  'featured-not-ssr': 'A Limited run features an SSR character.',
  'featured-on-other-banner': 'Only a Limited run features a character.',
  'dates-reversed': 'The last day comes before the first day.',
  name: 'A name cannot start or end with a space.',
};

export const DATE_WORDS = {
  invalid: 'Enter a real day (years 2000 to 2999), or leave the field empty.',
} as const;

export const LINK_WORDS = {
  damaged: 'This run link is damaged or incomplete, so nothing was added. Ask for the link again.',
  newer: 'This run link was made by a newer version of the site. Reload the page to add it.',
  added: (name: string) => `${name} was added to your runs.`,
  already: (name: string) => `${name} is already in your runs.`,
  full: `You have ${MAX_RUNS} runs, the most the site keeps. Remove one to add this run.`,
} as const;

export const STORE_WORDS = {
  newer:
    'A newer version of the site saved your runs in this browser. They are kept for it; reload the page to change them.',
  notSaved: 'Your runs could not be saved in this browser, so the change was not kept.',
} as const;
