import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Spacing comes from the design tokens: every margin, padding and gap in the site's styles is 0, a `--space-*` step
 * of src/components/tokens.css (or a named layout measure), never a length typed in place. A typed length is how
 * one screen drifts from the others.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

function stylesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A spacing declaration, wherever it sits: `prop: value` up to the `;` or `}` that ends it. */
const SPACING = /(?<![\w-])((?:margin|padding|scroll-padding)(?:-[a-z-]+)?|gap|row-gap|column-gap)\s*:\s*([^;{}]+)/g;

/** Any number with a unit other than a percentage (0 alone needs none). */
const TYPED = /(^|[^\w-])\d*\.?\d+(px|r?em|vw|vh|ch)\b/;

/** The declarations of `css` that set a spacing property to a typed length, as `line: declaration`. */
export function typedSpacing(css: string): string[] {
  // Comments may mention lengths freely; blanked out, they keep every line where it was.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const match of code.matchAll(SPACING)) {
    if (!TYPED.test(match[2]!)) continue;
    const line = code.slice(0, match.index).split('\n').length;
    found.push(`${line}: ${match[1]}: ${match[2]!.trim()};`);
  }
  return found;
}

describe('spacing in the styles', () => {
  it('finds typed lengths and lets tokens, zero and percentages pass', () => {
    expect(
      typedSpacing(
        [
          '.a { padding: 6px 8px; }',
          '.b {',
          '  margin: 0 auto;',
          '  gap: var(--space-2) var(--space-3);',
          '  margin-top: calc(-1 * var(--space-1));',
          '  padding-left: 1.5rem;',
          '  /* gap: 3px; */',
          '  row-gap: 10%;',
          '  scroll-padding-top: 72px;',
          '}',
        ].join('\n'),
      ),
    ).toEqual(['1: padding: 6px 8px;', '6: padding-left: 1.5rem;', '9: scroll-padding-top: 72px;']);
    expect(typedSpacing('.x {\n  gap: 2px;\n}')).toEqual(['2: gap: 2px;']);
    // On one line too, and not inside another property's name.
    expect(typedSpacing('.y { gap: 6px; max-padding-ratio: 3px; --gap: 4px }')).toEqual(['1: gap: 6px;']);
  });

  it('every margin, padding and gap in src is a token step', () => {
    const styles = stylesUnder('src').filter((path) => !path.endsWith('tokens.css'));
    expect(styles.length).toBeGreaterThan(10);
    const typed = styles.flatMap((path) =>
      typedSpacing(readFileSync(join(root, path), 'utf8')).map((d) => `${relative('src', path)}:${d}`),
    );
    expect(typed).toEqual([]);
  });
});
