import { plural, select, t } from '@lingui/core/macro';
import { formatCount } from './format';
import type { LuckProblem } from '../engine/luck/luck';
import { BadFileError, StorageWriteError, kindOf, type Action, type ReplayLinkProblem } from './errors';
import { fileProblemText } from './file-problem-wording';
import { changesNotSaved, importNotSaved, pullsNotSaved } from './storage-full-wording';

export { fileProblemText } from './file-problem-wording';
export { changesNotSaved, importNotSaved, pullsNotSaved } from './storage-full-wording';

/**
 * The one place where a failure becomes words for the player: from its kind (see `errors.ts`) and what the player
 * was doing. Each sentence says what happened, what was kept, and what to do next. Every text is worded when its
 * function is called, in the language shown then: what keeps a text to show later keeps the function (a `Wording`),
 * or what it is made from, and calls it as it shows it, so a language switch rewords it.
 *
 * Written with Lingui's macros, which the end-to-end specs' loader cannot run: the stores those specs import reach
 * none of this (a refused write raises `storage-full.ts`'s alert by its action, worded by `storageFullText` as shown).
 *
 * The first screen words none of these (the storage-full alert's are in ./storage-full-wording.ts), so they are a
 * part of the catalogues of their own (`errors`, src/i18n/message-parts.ts): whatever words one (a screen, the data
 * dialog, the backup reminder's export) loads that part first.
 */

/** A text worded when it is shown. */
export type Wording = () => string;

/** What a full storage means for each action (the shell's alert shows it on any screen). */
export function storageFullText(action: Action): string {
  if (action === 'pull') return pullsNotSaved();
  return action === 'import' ? importNotSaved() : changesNotSaved();
}

/** The standing notice while the history cannot be kept. */
export function historyNotSaved(): string {
  return t`This browser is not letting the site keep your pull history, so new pulls last only until the page is closed. Your summon count and pity counters are still saved.`;
}

/** The Summon screen's run choice could not be loaded (its code could not be fetched) while a run is chosen. */
export function chosenRunUnavailable(): string {
  return t`Your chosen Limited run could not be loaded. Reload the page to pull on it.`;
}

/** Data in this browser was saved by a later version of the site (another tab, or an update since this page opened). */
export function newerVersionSaved(): string {
  return t`A newer version of the site has saved data in this browser, in a form this page cannot read. Reload the page to get the newest version. Nothing was changed.`;
}

/**
 * A batch shown before its save, on a page closed before the save committed, that could not be stored afterwards (a
 * full storage, most often): a Clear All or an import's Replace went ahead without it, as its batch was replaced too.
 */
export function unsavedBatchDropped(pulls: number): string {
  const count = formatCount(pulls);
  return plural(pulls, {
    one: `The last batch shown before the page closed (${count} pull) could not be saved, so it went with the rest of your history.`,
    other: `The last batch shown before the page closed (${count} pulls) could not be saved, so it went with the rest of your history.`,
  });
}

/**
 * A batch shown before the page closed, drawn by an earlier version of the site's rules or pull loop: drawing it again
 * now would give other pulls than those shown, so it was kept aside instead of stored.
 */
export function unsavedBatchSetAside(pulls: number): string {
  const count = formatCount(pulls);
  return plural(pulls, {
    one: `The last batch shown before the page closed (${count} pull) was drawn by an earlier version of the site's rules, so it was not added to your history: drawing it again now would give other pulls. It is kept aside in this browser; the rest of your history is intact.`,
    other: `The last batch shown before the page closed (${count} pulls) was drawn by an earlier version of the site's rules, so it was not added to your history: drawing it again now would give other pulls. It is kept aside in this browser; the rest of your history is intact.`,
  });
}

/** A replay link that cannot be opened: what is wrong with it; opening it changed nothing. */
export function replayLinkProblemText(problem: ReplayLinkProblem): string {
  const kept = t`Nothing was pulled and your history is unchanged.`;
  return `${replayLinkFault(problem)} ${kept}`;
}

function replayLinkFault(problem: ReplayLinkProblem): string {
  switch (problem.reason) {
    case 'incomplete':
      return t`This replay link is incomplete (part of it may have been cut off when it was copied).`;
    case 'newer': {
      const { version } = problem;
      return t`This replay link was made by a newer version of the site (link format ${version}). Reload the page to get the newest version, then open the link again.`;
    }
    case 'invalid': {
      const { part } = problem;
      return select(part, {
        banner: 'This replay link is damaged: its banner is not valid.',
        seed: 'This replay link is damaged: its seed is not valid.',
        pity: 'This replay link is damaged: its pity counter is not valid.',
        sr: 'This replay link is damaged: its SR counter is not valid.',
        count: 'This replay link is damaged: its number of pulls is not valid.',
        roster: 'This replay link is damaged: its character list is not valid.',
        other: 'This replay link is damaged: its featured character is not valid.',
      });
    }
    case 'too-long': {
      const pulls = problem.limit;
      const limit = formatCount(pulls);
      return t({
        comment: 'The site has always written "pulls" whatever the count; a translation may use the singular.',
        message: plural(pulls, {
          one: `This replay link asks for more than ${limit} pulls, which is more than a link may replay.`,
          other: `This replay link asks for more than ${limit} pulls, which is more than a link may replay.`,
        }),
      });
    }
    case 'other-roster':
      return t`This replay link was made with a different character list (an older or newer version of the site), so its pulls cannot be replayed here.`;
  }
}

/**
 * A share link (a tier list's or a plan's) made by a newer version of the site, whose format this version cannot
 * read; `kept` says what was left as it was (a sentence or more, in the language shown).
 */
export function newerLinkText(what: 'share link' | 'plan link' | 'run link', version: number, kept: string): string {
  const sentence =
    what === 'share link'
      ? t`This share link was made by a newer version of the site (link format ${version}). Reload the page to get the newest version, then open the link again.`
      : what === 'plan link'
        ? t`This plan link was made by a newer version of the site (link format ${version}). Reload the page to get the newest version, then open the link again.`
        : t`This run link was made by a newer version of the site (link format ${version}). Reload the page to get the newest version, then open the link again.`;
  return `${sentence} ${kept}`;
}

/**
 * Data under one key saved by a later version of the site in a form this version cannot read: it is kept as it is,
 * and this page's changes to it are not saved.
 */
export function newerSavedText(what: 'tier lists' | 'plans' | 'banner runs'): string {
  switch (what) {
    case 'tier lists':
      return t`Your tier lists were saved by a newer version of the site, which this page cannot read: they are kept as they are, and changes made here are not saved. Reload the page to get the newest version.`;
    case 'plans':
      return t`Your plans were saved by a newer version of the site, which this page cannot read: they are kept as they are, and changes made here are not saved. Reload the page to get the newest version.`;
    case 'banner runs':
      return t`Your banner runs were saved by a newer version of the site, which this page cannot read: they are kept as they are, and changes made here are not saved. Reload the page to get the newest version.`;
  }
}

/** A luck question that cannot be answered, in the words of what to change. */
export function luckProblemText(problem: LuckProblem): string {
  if (problem.kind === 'banner') return t`Choose a banner.`;
  const most = formatCount(problem.most);
  switch (problem.kind) {
    case 'pulls':
      return t`The number of pulls must be a whole number from 0 to ${most}.`;
    case 'pity':
      return t`The pity counter must be a whole number from 0 to ${most}.`;
    case 'tops': {
      if (problem.fewest <= 0) return t`Enter a whole number of top results from 0 to ${most}.`;
      const fewest = formatCount(problem.fewest);
      const tops = problem.most;
      return t({
        comment: 'The site has always written "top results" whatever the count; a translation may use the singular.',
        message: plural(tops, {
          one: `With these pulls and this pity, hard pity gives at least ${fewest} and at most ${most} top results: enter a number in that range.`,
          other: `With these pulls and this pity, hard pity gives at least ${fewest} and at most ${most} top results: enter a number in that range.`,
        }),
      });
    }
  }
}

function writeFailed(error: unknown, action: Action): string {
  if (action !== 'import') return t`Your browser could not save these pulls. Nothing was changed.`;
  return error instanceof StorageWriteError && error.what === 'local'
    ? t`Your browser could not save the imported data. Nothing was changed.`
    : t`Your browser could not save the imported pull history. Nothing was changed.`;
}

function simulatorUnavailable(action: Action): string {
  if (action === 'import') {
    return t`The summon simulator is unavailable right now, so the pull history cannot be imported. Nothing was changed.`;
  }
  if (action === 'read-file') {
    return t`The summon simulator is unavailable right now, so the pull history in this file cannot be imported. Nothing was changed.`;
  }
  return t`The summon simulator is unavailable right now.`;
}

/** Something stopped unexpectedly: what that means for this action. */
function failed(action: Action): string {
  switch (action) {
    case 'read-file':
      return t`This file could not be checked. Nothing was changed.`;
    case 'import':
      return t`Your browser could not save the imported pull history. Nothing was changed.`;
    case 'export':
      return t`Your browser could not read your saved data. Please try again.`;
    default:
      return t`The simulator stopped unexpectedly. Nothing was changed; please try again.`;
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
      return storageFullText(action);
    case 'write-failed':
      return writeFailed(error, action);
    case 'read-failed':
      return failed(action === 'export' ? 'export' : 'pull');
    case 'storage-unavailable':
      return historyNotSaved();
    case 'conflict':
      return action === 'pull'
        ? t`Another tab changed your history while this batch ran, so the batch was not saved. This tab now shows the latest history; pull again to continue.`
        : t`Another tab saved pulls at the same moment, so this change was not saved. Please try again.`;
    case 'changed-meanwhile':
      return t`Your pull history changed while it was being exported. Please export again.`;
    case 'busy':
      return t`A batch of pulls is running. Wait for it to finish (or cancel it), then import again.`;
    case 'simulator-unavailable':
      return simulatorUnavailable(action);
    case 'engine-unavailable':
      return action === 'pull' ? t`The pull engine could not start in this browser` : failed(action);
    case 'engine-failed':
      return failed(action);
    case 'bad-file':
      return error instanceof BadFileError ? fileProblemText(error.problem) : failed(action);
    case 'newer-version':
      return newerVersionSaved();
  }
}

/**
 * The player's words for a failure of `action`, or null when there is nothing to tell: a cancellation (which the
 * player asked for), or a refusal the screen already shows.
 */
export function describeError(error: unknown, action: Action): string | null {
  const reason = sentence(error, action);
  if (reason === null || action !== 'export') return reason;
  return t({
    comment: '{reason} is a whole sentence or more, saying why: a translation may set it after a sentence of its own.',
    message: `Your data could not be exported: ${reason}`,
  });
}

/** `describeError`'s words as a Wording (null when there are none), to show later in the language shown then. */
export function errorWording(error: unknown, action: Action): Wording | null {
  return describeError(error, action) === null ? null : () => describeError(error, action) ?? '';
}
