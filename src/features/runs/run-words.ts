import { newerLinkText, newerSavedText } from '../../storage/error-wording';
import { MAX_RUNS, type RunFault } from '../../storage/runs-store';

/** Every word the runs screen says about a fault, a link or a change, chosen here and nowhere else. */

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
  newer: (version: number) => newerLinkText('run link', version, 'Nothing was added.'),
  offer: (label: string) => `A shared run: ${label}.`,
  added: (name: string) => `${name} was added to your runs.`,
  already: (name: string) => `${name} is already in your runs.`,
} as const;

export const LIST_WORDS = {
  full: `You have ${MAX_RUNS} runs, the most the site keeps. Remove one to add another.`,
  removed: (name: string) => `${name} was removed.`,
  moved: (name: string, place: number, of: number) => `${name} moved to place ${place} of ${of}.`,
  goneMeanwhile: 'This run was removed in another tab, so the change was not saved.',
  removeQuestion: (label: string) => `${label} will be removed from your runs.`,
} as const;

export const STORE_WORDS = {
  newer: newerSavedText('banner runs'),
  notSaved: 'Your runs could not be saved in this browser, so the change was not kept.',
} as const;
