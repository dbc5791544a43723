import { select, t } from '@lingui/core/macro';
import { formatCount } from './format';
import type { FileDamage, FileProblem, RunBatchFault, SchemaIssue } from './errors';

/**
 * The wording module's words for a data file that cannot be imported (src/storage/error-wording.ts re-exports them):
 * from the problem's reason, worded in the language shown when it is called. A schema's terms (field paths, type
 * names, allowed values, patterns) are the file's own, kept as they are.
 */

/** What every refusal of a file, and many another failure, ends with. */
export function nothingChanged(): string {
  return t`Nothing was changed.`;
}

/** A data file's batch of pulls that disagrees with the banner run it names (batch counts from 1). */
function runBatchText(number: number, fault: RunBatchFault): string {
  const batch = formatCount(number);
  switch (fault) {
    case 'unknown-character':
      return t`This data file has pulls made on a banner run of a character this version of the site does not know (batch ${batch}). Reload the page to get the newest version, then import it again.`;
    case 'not-ssr':
      return t`This data file is damaged: batch ${batch} names a banner run featuring a character who is not an SSR, and only an SSR can be featured.`;
    case 'other-run':
      return t`This data file is damaged: the pulls of batch ${batch} were not made on the banner run it names.`;
    case 'older-file':
      return t`This data file is damaged: batch ${batch} names a banner run, which a file made before runs could be named never does.`;
  }
}

/**
 * What the schema found at `path`, in a sentence that names the place. The source texts write a bound in digits
 * alone, as Zod does; a translation may format it (`{limit, number}`).
 */
function schemaIssueText(path: string, issue: SchemaIssue): string {
  switch (issue.issue) {
    case 'type': {
      const { expected, received } = issue;
      return t({
        comment:
          '{path} names a field of the file ("summons.counters.limited.pity"); the types are the schema\'s: number, int (a whole number), string (a text), boolean, object, array (a list), null, undefined (missing).',
        message: `This data file is damaged: ${path}: Invalid input: expected ${expected}, received ${received}.`,
      });
    }
    case 'value': {
      const allowed = issue.allowed.join('|');
      return issue.allowed.length === 1
        ? t`This data file is damaged: ${path}: Invalid input: expected ${allowed}.`
        : t({
            comment: '{allowed} lists the values allowed, each as JSON writes it, separated by |: "dark"|"light".',
            message: `This data file is damaged: ${path}: Invalid option: expected one of ${allowed}.`,
          });
    }
    case 'too-big': {
      const { of, limit } = issue;
      return select(of, {
        string: `This data file is damaged: ${path}: Too big: expected string to have <=${limit} characters.`,
        array: `This data file is damaged: ${path}: Too big: expected array to have <=${limit} items.`,
        other: `This data file is damaged: ${path}: Too big: expected ${of} to be <=${limit}.`,
      });
    }
    case 'too-small': {
      const { of, limit } = issue;
      return select(of, {
        string: `This data file is damaged: ${path}: Too small: expected string to have >=${limit} characters.`,
        array: `This data file is damaged: ${path}: Too small: expected array to have >=${limit} items.`,
        other: `This data file is damaged: ${path}: Too small: expected ${of} to be >=${limit}.`,
      });
    }
    case 'pattern': {
      const { pattern } = issue;
      return t`This data file is damaged: ${path}: Invalid string: must match pattern ${pattern}.`;
    }
    case 'tally':
      return t`This data file is damaged: ${path}: A tally has no more top results than pulls..`;
    case 'invalid':
      return t`This data file is damaged: ${path}: Invalid input.`;
  }
}

/** The first damaged part of a file, in a sentence. */
function damageText(damage: FileDamage): string {
  switch (damage.damage) {
    case 'schema':
      return damage.issue ? schemaIssueText(damage.path, damage.issue) : t`This data file is damaged.`;
    case 'tier-list-ids':
      return t`This data file is damaged: tierLists repeats a list or row id.`;
    case 'teams':
      return t`This data file is damaged: teams holds an unknown content or a team over its size.`;
    case 'plan-names-run': {
      const { version } = damage;
      return t`This data file is damaged: a plan's target names a banner run, which only files of version ${version} hold.`;
    }
    case 'plan-ids':
      return t`This data file is damaged: plans repeats a plan id.`;
    case 'owned': {
      const most = formatCount(damage.most);
      return t`This data file is damaged: owned holds copies that are not whole numbers from 0 to ${most}.`;
    }
    case 'run-of-unknown-character':
      return t`This data file has a banner run of a character this version of the site does not know. Reload the page to get the newest version, then import it again.`;
    case 'runs':
      return t`This data file is damaged: runs holds a run that is not valid (a featured character that is not an SSR, impossible days, or an id twice).`;
    case 'history':
      // Worded by history-damage-wording.ts as the replay's verdict reaches the page.
      return damage.detail;
  }
}

/** A data file that cannot be imported, in the words of the reason. */
export function fileProblemText(problem: FileProblem): string {
  switch (problem.reason) {
    case 'too-large': {
      const limit = formatCount(problem.limitMegabytes);
      return t`This file is too large to be an Etheria companion data file (the limit is ${limit} MB). Nothing was changed.`;
    }
    case 'unreadable':
      return t`This file could not be read. Nothing was changed.`;
    case 'not-json':
      return t`This file is not valid JSON (it may be truncated or damaged). Nothing was changed.`;
    case 'foreign':
      return t`This is not an Etheria companion data file. Nothing was changed.`;
    case 'newer': {
      const { version, reads } = problem;
      return t`This file was made by a newer version of the site (data format ${version}; this version reads format ${reads}). Reload the page to get the newest version, then import it again. Nothing was changed.`;
    }
    case 'run-batch':
      return `${runBatchText(problem.batch, problem.fault)} ${nothingChanged()}`;
    case 'damaged':
      return `${damageText(problem)} ${nothingChanged()}`;
  }
}
