import { formatCount, plural } from './format';
import type { LuckProblem } from '../engine/luck/luck';
import {
  BadFileError,
  StorageWriteError,
  kindOf,
  type Action,
  type FileProblem,
  type ReplayLinkProblem,
  type RunBatchFault,
} from './errors';

/**
 * The one place where a failure becomes words for the player: from its kind (see `errors.ts`) and what the player
 * was doing. Each sentence says what happened, what was kept, and what to do next.
 */

const NOTHING_CHANGED = 'Nothing was changed.';

function storageFull(what: string): string {
  return `Your browser's storage is full, so ${what} not saved. Everything saved before is intact. Free some space (or export your data and clear old pulls), then try again.`;
}

export const PULLS_NOT_SAVED = storageFull('these pulls were');
export const CHANGES_NOT_SAVED = storageFull('your latest changes were');
export const IMPORT_NOT_SAVED = storageFull('the imported data was');

/** The standing notice while the history cannot be kept. */
export const HISTORY_NOT_SAVED =
  'This browser is not letting the site keep your pull history, so new pulls last only until the page is closed. Your summon count and pity counters are still saved.';

const UNAVAILABLE = 'The summon simulator is unavailable right now.';

/** Data in this browser was saved by a later version of the site (another tab, or an update since this page opened). */
/** The Summon screen's run choice could not be loaded (its code could not be fetched) while a run is chosen. */
export const CHOSEN_RUN_UNAVAILABLE = 'Your chosen Limited run could not be loaded. Reload the page to pull on it.';

export const NEWER_VERSION_SAVED = `A newer version of the site has saved data in this browser, in a form this page cannot read. Reload the page to get the newest version. ${NOTHING_CHANGED}`;

/**
 * A batch shown before its save, on a page closed before the save committed, that could not be stored afterwards (a
 * full storage, most often): a Clear All or an import's Replace went ahead without it, as its batch was replaced too.
 */
export function unsavedBatchDropped(pulls: number): string {
  return `The last batch shown before the page closed (${plural(pulls, 'pull', 'pulls')}) could not be saved, so it went with the rest of your history.`;
}

/**
 * A batch shown before the page closed, drawn by an earlier version of the site's rules or pull loop: drawing it again
 * now would give other pulls than those shown, so it was kept aside instead of stored.
 */
export function unsavedBatchSetAside(pulls: number): string {
  return `The last batch shown before the page closed (${plural(pulls, 'pull', 'pulls')}) was drawn by an earlier version of the site's rules, so it was not added to your history: drawing it again now would give other pulls. It is kept aside in this browser; the rest of your history is intact.`;
}

/** A data file's batch of pulls that disagrees with the banner run it names (batch counts from 1). */
function runBatchText(batch: number, fault: RunBatchFault): string {
  switch (fault) {
    case 'unknown-character':
      return `This data file has pulls made on a banner run of a character this version of the site does not know (batch ${batch}). Reload the page to get the newest version, then import it again.`;
    case 'not-ssr':
      return `This data file is damaged: batch ${batch} names a banner run featuring a character who is not an SSR, and only an SSR can be featured.`;
    case 'other-run':
      return `This data file is damaged: the pulls of batch ${batch} were not made on the banner run it names.`;
    case 'older-file':
      return `This data file is damaged: batch ${batch} names a banner run, which a file made before runs could be named never does.`;
  }
}

/** A data file that cannot be imported, in the words of the reason. */
export function fileProblemText(problem: FileProblem): string {
  switch (problem.reason) {
    case 'too-large':
      return `This file is too large to be an Etheria companion data file (the limit is ${problem.limitMegabytes} MB). ${NOTHING_CHANGED}`;
    case 'unreadable':
      return `This file could not be read. ${NOTHING_CHANGED}`;
    case 'not-json':
      return `This file is not valid JSON (it may be truncated or damaged). ${NOTHING_CHANGED}`;
    case 'foreign':
      return `This is not an Etheria companion data file. ${NOTHING_CHANGED}`;
    case 'newer':
      return `This file was made by a newer version of the site (data format ${problem.version}; this version reads format ${problem.reads}). Reload the page to get the newest version, then import it again. ${NOTHING_CHANGED}`;
    case 'run-batch':
      return `${runBatchText(problem.batch, problem.fault)} ${NOTHING_CHANGED}`;
    case 'damaged':
      return `${problem.detail} ${NOTHING_CHANGED}`;
  }
}

const LINK_PART_NAMES = {
  banner: 'banner',
  seed: 'seed',
  pity: 'pity counter',
  sr: 'SR counter',
  count: 'number of pulls',
  roster: 'character list',
  featured: 'featured character',
} as const;

/** A replay link that cannot be opened: what is wrong with it; opening it changed nothing. */
export function replayLinkProblemText(problem: ReplayLinkProblem): string {
  const kept = 'Nothing was pulled and your history is unchanged.';
  switch (problem.reason) {
    case 'incomplete':
      return `This replay link is incomplete (part of it may have been cut off when it was copied). ${kept}`;
    case 'newer':
      return `This replay link was made by a newer version of the site (link format ${problem.version}). Reload the page to get the newest version, then open the link again. ${kept}`;
    case 'invalid':
      return `This replay link is damaged: its ${LINK_PART_NAMES[problem.part]} is not valid. ${kept}`;
    case 'too-long':
      return `This replay link asks for more than ${formatCount(problem.limit)} pulls, which is more than a link may replay. ${kept}`;
    case 'other-roster':
      return `This replay link was made with a different character list (an older or newer version of the site), so its pulls cannot be replayed here. ${kept}`;
  }
}

/**
 * A share link (a tier list's or a plan's) made by a newer version of the site, whose format this version cannot
 * read; `kept` says what was left as it was.
 */
export function newerLinkText(what: 'share link' | 'plan link' | 'run link', version: number, kept: string): string {
  return `This ${what} was made by a newer version of the site (link format ${version}). Reload the page to get the newest version, then open the link again. ${kept}`;
}

/**
 * Data under one key (`what`: "tier lists", "plans") saved by a later version of the site in a form this version
 * cannot read: it is kept as it is, and this page's changes to it are not saved.
 */
export function newerSavedText(what: string): string {
  return `Your ${what} were saved by a newer version of the site, which this page cannot read: they are kept as they are, and changes made here are not saved. Reload the page to get the newest version.`;
}

/** A luck question that cannot be answered, in the words of what to change. */
export function luckProblemText(problem: LuckProblem): string {
  switch (problem.kind) {
    case 'banner':
      return 'Choose a banner.';
    case 'pulls':
      return `The number of pulls must be a whole number from 0 to ${formatCount(problem.most)}.`;
    case 'pity':
      return `The pity counter must be a whole number from 0 to ${problem.most}.`;
    case 'tops':
      return problem.fewest > 0
        ? `With these pulls and this pity, hard pity gives at least ${formatCount(problem.fewest)} and at most ${formatCount(problem.most)} top results: enter a number in that range.`
        : `Enter a whole number of top results from 0 to ${formatCount(problem.most)}.`;
  }
}

const STORAGE_FULL: Record<Action, string> = {
  start: CHANGES_NOT_SAVED,
  pull: PULLS_NOT_SAVED,
  change: CHANGES_NOT_SAVED,
  export: CHANGES_NOT_SAVED,
  'read-file': CHANGES_NOT_SAVED,
  import: IMPORT_NOT_SAVED,
};

function writeFailed(error: unknown, action: Action): string {
  if (action !== 'import') return `Your browser could not save these pulls. ${NOTHING_CHANGED}`;
  const what = error instanceof StorageWriteError && error.what === 'local' ? 'data' : 'pull history';
  return `Your browser could not save the imported ${what}. ${NOTHING_CHANGED}`;
}

function simulatorUnavailable(action: Action): string {
  if (action === 'import') {
    return `The summon simulator is unavailable right now, so the pull history cannot be imported. ${NOTHING_CHANGED}`;
  }
  if (action === 'read-file') {
    return `The summon simulator is unavailable right now, so the pull history in this file cannot be imported. ${NOTHING_CHANGED}`;
  }
  return UNAVAILABLE;
}

/** Something stopped unexpectedly: what that means for this action. */
function failed(action: Action): string {
  switch (action) {
    case 'read-file':
      return `This file could not be checked. ${NOTHING_CHANGED}`;
    case 'import':
      return `Your browser could not save the imported pull history. ${NOTHING_CHANGED}`;
    case 'export':
      return 'Your browser could not read your saved data. Please try again.';
    default:
      return `The simulator stopped unexpectedly. ${NOTHING_CHANGED.slice(0, -1)}; please try again.`;
  }
}

function sentence(error: unknown, action: Action): string | null {
  const kind = kindOf(error);
  // The screens already show these (buttons disabled while a batch runs or the history loads): no words needed.
  if ((kind === 'busy' || kind === 'simulator-unavailable') && (action === 'pull' || action === 'change')) return null;
  switch (kind) {
    case 'aborted':
      return null;
    case 'storage-full':
      return STORAGE_FULL[action];
    case 'write-failed':
      return writeFailed(error, action);
    case 'read-failed':
      return failed(action === 'export' ? 'export' : 'pull');
    case 'storage-unavailable':
      return HISTORY_NOT_SAVED;
    case 'conflict':
      return action === 'pull'
        ? 'Another tab changed your history while this batch ran, so the batch was not saved. This tab now shows the latest history; pull again to continue.'
        : 'Another tab saved pulls at the same moment, so this change was not saved. Please try again.';
    case 'changed-meanwhile':
      return 'Your pull history changed while it was being exported. Please export again.';
    case 'busy':
      return 'A batch of pulls is running. Wait for it to finish (or cancel it), then import again.';
    case 'simulator-unavailable':
      return simulatorUnavailable(action);
    case 'engine-unavailable':
      return action === 'pull' ? 'The pull engine could not start in this browser' : failed(action);
    case 'engine-failed':
      return failed(action);
    case 'bad-file':
      return error instanceof BadFileError ? fileProblemText(error.problem) : failed(action);
    case 'newer-version':
      return NEWER_VERSION_SAVED;
  }
}

/**
 * The player's words for a failure of `action`, or null when there is nothing to tell: a cancellation (which the
 * player asked for), or a refusal the screen already shows.
 */
export function describeError(error: unknown, action: Action): string | null {
  const text = sentence(error, action);
  if (text === null || action !== 'export') return text;
  return `Your data could not be exported: ${text}`;
}
