import type { FileDamage, SchemaIssue } from '../../storage/errors';
import { TALLY_FAULT } from '../../storage/real-counters-store';
import { z } from '../../storage/schema';

/**
 * A data file's first schema issue as data, for the wording module to word (src/storage/error-wording.ts): the parse
 * must keep each issue's input (`reportInput`), which says what type was received.
 *
 * The file's schema raises only some of Zod's issues (types, allowed values, inclusive bounds on numbers, texts and
 * lists, a colour's pattern, the tally's check, unions, dates that do not exist); any other reads as `invalid`.
 */
export function schemaDamage(error: z.core.$ZodError): FileDamage {
  const first = error.issues[0];
  // A refusal always has an issue, and never at the root: the checks before the schema read the root as ours.
  if (!first || first.path.length === 0) return { damage: 'schema', path: '', issue: null };
  return { damage: 'schema', path: first.path.join('.'), issue: schemaIssue(first) };
}

/** A type's name as Zod writes it: a number that is not finite by its value ("Infinity"), NaN as "NaN". */
function typeName(type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return type === 'nan' ? 'NaN' : type;
}

/** What the file's schema bounds: numbers (whole or not) by value, texts by characters and lists by items. */
const BOUNDED = ['number', 'int', 'string', 'array'] as const;

function schemaIssue(issue: z.core.$ZodIssue): SchemaIssue {
  switch (issue.code) {
    case 'invalid_type':
      return {
        issue: 'type',
        expected: typeName(issue.expected),
        received: typeName(z.util.parsedType(issue.input), issue.input),
      };
    case 'invalid_value':
      return { issue: 'value', allowed: issue.values.map((value) => z.util.stringifyPrimitive(value)) };
    case 'too_big':
    case 'too_small': {
      const of = BOUNDED.find((origin) => origin === issue.origin);
      const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      if (!of || issue.exact || issue.inclusive === false || typeof limit !== 'number') return { issue: 'invalid' };
      return { issue: issue.code === 'too_big' ? 'too-big' : 'too-small', of, limit };
    }
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue && typeof issue.pattern === 'string'
        ? { issue: 'pattern', pattern: issue.pattern }
        : { issue: 'invalid' };
    case 'custom':
      return issue.params?.['fault'] === TALLY_FAULT ? { issue: 'tally' } : { issue: 'invalid' };
    default:
      return { issue: 'invalid' };
  }
}
