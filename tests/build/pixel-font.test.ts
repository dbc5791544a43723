import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centredTextRects, fontText, textPath, textWidth } from '../../scripts/pixel-font';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangles a path of `M x y h w v h h -w z` steps draws. */
function rectsOf(path: string): Rect[] {
  const step = /M(-?[\d.]+) (-?[\d.]+)h([\d.]+)v([\d.]+)h-([\d.]+)z/g;
  const rects: Rect[] = [];
  let consumed = 0;
  for (const m of path.matchAll(step)) {
    expect(m.index).toBe(consumed);
    consumed += m[0].length;
    expect(m[5]).toBe(m[3]);
    rects.push({ x: Number(m[1]), y: Number(m[2]), width: Number(m[3]), height: Number(m[4]) });
  }
  expect(consumed).toBe(path.length);
  return rects;
}

/** The path drawn on a grid of `cell`-unit pixels from (0, 0), '#' where ink falls, as rows of text. */
function picture(path: string, columns: number, cell = 1): string[] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: columns }, () => '.'));
  for (const { x, y, width, height } of rectsOf(path)) {
    for (let row = y / cell; row < (y + height) / cell; row++) {
      for (let col = x / cell; col < (x + width) / cell; col++) grid[row]![col] = '#';
    }
  }
  return grid.map((row) => row.join(''));
}

/** Whether two rectangles share some area (more than the path's rounding to hundredths of a unit could make). */
function overlaps(a: Rect, b: Rect): boolean {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return across > 0.01 && down > 0.01;
}

describe('the placeholder art’s pixel font', () => {
  it('draws each letter’s pixels, one empty column between letters', () => {
    expect(picture(textPath('LE', 0, 0, 1), 11)).toEqual([
      '#.....#####',
      '#.....#....',
      '#.....#....',
      '#.....####.',
      '#.....#....',
      '#.....#....',
      '#####.#####',
    ]);
    expect(picture(textPath('4', 0, 0, 2), 5, 2)).toEqual([
      '...#.',
      '..##.',
      '.#.#.',
      '#..#.',
      '#####',
      '...#.',
      '...#.',
    ]);
  });

  it('never inks a pixel twice, so translucent words keep one even colour', () => {
    for (const word of [
      'LIMITED',
      'STUFF',
      'SSR',
      'MB',
      'PVP',
      'SHELL',
      'W0',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    ]) {
      const rects = rectsOf(textPath(word, 3, 5, 2.4));
      for (let i = 0; i < rects.length; i++) {
        for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
      }
    }
  });

  it('spells what it can: capitals with the accents dropped, other characters left out', () => {
    expect(fontText('Élise-2 & co.')).toBe('ELISE2  CO');
    expect(textWidth('Élise', 2)).toBe((5 * 6 - 1) * 2);
    expect(textPath('-&.', 0, 0, 1)).toBe('');
  });

  it('centres words on the given x', () => {
    const rects = centredTextRects('SR', 64, 92, 2.4);
    const left = Math.min(...rects.map((r) => r.x));
    const right = Math.max(...rects.map((r) => r.x + r.width));
    expect((left + right) / 2).toBeCloseTo(64, 6);
    expect(Math.min(...rects.map((r) => r.y))).toBeCloseTo(92, 6);
  });
});

describe('the generated placeholders', () => {
  /** Every SVG the art script writes under public/, the favicon aside. */
  function placeholders(folder = 'public'): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return placeholders(path);
      return entry.name.endsWith('.svg') && path !== join('public', 'favicon.svg') ? [path] : [];
    });
  }

  it('write their words as shapes, so a browser looks up no font to draw them', () => {
    const files = placeholders();
    // Five element icons, three banners, seven mobs; the portraits are PNG (portrait-png.test.ts).
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const svg = readFileSync(file, 'utf8');
      expect(svg, file).toContain('<!-- generated placeholder -->');
      expect(svg, file).not.toContain('<text');
    }
  });
});
