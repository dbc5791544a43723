/** A number field's text, read strictly: the planner only ever receives whole numbers inside their bounds. */

export type NumberProblem = 'empty' | 'not-a-number' | 'not-whole' | 'too-small' | 'too-large';

export type ReadNumber =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly problem: NumberProblem };

/** Decimal digits, optionally signed, with a fraction or an exponent; never hex, binary or separators. */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function readWholeNumber(text: string, min: number, max: number): ReadNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!NUMERIC.test(trimmed)) return { ok: false, problem: 'not-a-number' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, problem: value > 0 ? 'too-large' : 'too-small' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'not-whole' };
  if (value < min) return { ok: false, problem: 'too-small' };
  if (value > max) return { ok: false, problem: 'too-large' };
  // -0 reads as 0.
  return { ok: true, value: value + 0 };
}
