import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { centredTextRects } from '../../scripts/pixel-font';
import { drawPortrait, parseColour, PORTRAIT_SIZE, type PortraitStyle } from '../../scripts/portrait-png';
import { inRoundedRect, insideOutlines, outlinesOf } from '../../scripts/raster';

const STYLE: PortraitStyle = {
  light: '#e5484d',
  dark: '#8c1d22',
  frame: '#ffd54a',
  glyph: 'M32 10 C40 24 46 30 46 40 A14 14 0 0 1 18 40 C18 30 26 26 32 10 Z',
  letters: 'BE',
  rarity: 'SSR',
};

function pixel(rgba: Uint8Array, x: number, y: number): number[] {
  const o = (y * PORTRAIT_SIZE + x) * 4;
  return [...rgba.subarray(o, o + 4)];
}

describe('the shapes pictures are drawn from', () => {
  it('reads path data with curves and arcs into closed outlines: a circle of two arcs is round', () => {
    const [circle] = outlinesOf('M0 10 A10 10 0 0 1 20 10 A10 10 0 0 1 0 10 Z');
    expect(circle!.length).toBeGreaterThan(30);
    for (const [x, y] of circle!) expect(Math.hypot(x - 10, y - 10)).toBeCloseTo(10, 9);
    expect(insideOutlines([circle!], 10, 10)).toBe(true);
    expect(insideOutlines([circle!], 1, 1)).toBe(false);
    // Relative commands move from the current point; a transform places every point.
    const [square] = outlinesOf('M1 1 h2 v2 h-2 z', ([x, y]) => [x * 10, y * 10]);
    expect(square).toEqual([
      [10, 10],
      [30, 10],
      [30, 30],
      [10, 30],
    ]);
  });

  it("rounds a rectangle's corners and nothing else", () => {
    const box = { x: 0, y: 0, width: 100, height: 50 };
    expect(inRoundedRect(1, 1, box, 10)).toBe(false);
    expect(inRoundedRect(5, 5, box, 10)).toBe(true);
    expect(inRoundedRect(50, 0.5, box, 10)).toBe(true);
    expect(inRoundedRect(101, 25, box, 10)).toBe(false);
  });

  it('refuses path data it cannot draw, rather than drawing something else', () => {
    expect(() => outlinesOf('M0 0 Q1 1 2 2')).toThrow(/Q/);
    expect(() => outlinesOf('1 2 3')).toThrow();
  });
});

describe('a placeholder portrait', () => {
  const rgba = drawPortrait(STYLE);

  it("is transparent outside its rounded frame, and the frame is the rarity's colour", () => {
    expect(pixel(rgba, 0, 0)[3]).toBe(0);
    expect(pixel(rgba, 127, 127)[3]).toBe(0);
    expect(pixel(rgba, 64, 3)).toEqual([...parseColour(STYLE.frame).slice(0, 3), 255]);
  });

  /** The gradient's colour at a pixel's centre, under a white veil of opacity `veil`. */
  function expectedAt(x: number, y: number, veil = 0): number[] {
    const [lr, lg, lb] = parseColour(STYLE.light);
    const [dr, dg, db] = parseColour(STYLE.dark);
    const t = (x + 0.5 - 4 + (y + 0.5 - 4)) / 240;
    return [lr + (dr - lr) * t, lg + (dg - lg) * t, lb + (db - lb) * t].map((v) => v * (1 - veil) + 255 * veil);
  }

  function expectColour(x: number, y: number, expected: number[]): void {
    pixel(rgba, x, y)
      .slice(0, 3)
      .forEach((value, k) => expect(Math.abs(value - expected[k]!), `(${x}, ${y})`).toBeLessThanOrEqual(1.5));
  }

  it("runs from the element's light colour at the top left to its dark one at the bottom right", () => {
    expectColour(20, 40, expectedAt(20, 40));
    expectColour(115, 60, expectedAt(115, 60));
    expect(expectedAt(20, 40)[0]! - expectedAt(115, 60)[0]!).toBeGreaterThan(40);
  });

  it('writes the initials in white over their shadow, and the rarity in its colour', () => {
    const [letter] = centredTextRects('BE', 64, 28, 6);
    expect(pixel(rgba, Math.floor(letter!.x) + 2, Math.floor(letter!.y) + 2)).toEqual([255, 255, 255, 255]);
    const [mark] = centredTextRects('SSR', 64, 92, 2.4);
    const inside = pixel(rgba, Math.floor(mark!.x + 1), Math.floor(mark!.y + 0.5));
    expect(inside.slice(0, 3)).toEqual(parseColour(STYLE.frame).slice(0, 3));
  });

  it("shows the element's glyph as a white veil of a quarter over the gradient", () => {
    // The glyph's middle, (32, 40) on its square, is at (97.2, 98) on the portrait.
    expectColour(97, 98, expectedAt(97, 98, 0.25));
  });
});

describe('the portraits the site serves', () => {
  it('are the generated PNGs, one per character, each carrying the marker that keeps real art apart', () => {
    for (const c of CHARACTERS) {
      const path = join('public', 'characters', c.rarity, c.image);
      expect(c.image, c.id).toBe(`${c.id}.png`);
      expect(existsSync(path), path).toBe(true);
      const bytes = readFileSync(path);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.readUInt32BE(16), path).toBe(PORTRAIT_SIZE);
      expect(bytes.toString('latin1'), path).toContain('<!-- generated placeholder -->');
    }
  });
});
