/**
 * A character's placeholder portrait as pixels: the same picture the art script once wrote as SVG (a rounded frame in
 * the rarity's colour, the element's colours and glyph, the initials and the rarity in the pixel font), painted here
 * so the site can serve it as a PNG. A browser decodes a PNG away from the page's main thread; every SVG image was a
 * small document of its own, parsed, laid out and painted there, which made the screens showing every portrait
 * (the tier list, the countdown) slow to start on a phone.
 */
import { centredTextRects, type InkRect } from './pixel-font';
import { inRoundedRect, insideOutlines, outlinesOf, type Point } from './raster';

export const PORTRAIT_SIZE = 128;
/** Points tested along each side of a pixel: 16 per pixel, so edges are smooth. */
const SAMPLES = 4;

export interface PortraitStyle {
  /** The element's light and dark colours, for the gradient from the top left to the bottom right. */
  readonly light: string;
  readonly dark: string;
  /** The rarity's colour: the frame and the rarity's name. */
  readonly frame: string;
  /** The element's glyph, as SVG path data on a 64-unit square. */
  readonly glyph: string;
  /** The two letters in the middle, and the rarity's name under them. */
  readonly letters: string;
  readonly rarity: string;
}

type Rgba = readonly [number, number, number, number];

/** '#rrggbb' or '#rgba' as red, green, blue (0-255) and opacity (0-1). */
export function parseColour(hex: string): Rgba {
  const digits = hex.slice(1);
  const wide = digits.length === 6 ? digits : [...digits.slice(0, 3)].map((d) => d + d).join('');
  const alpha = digits.length === 4 ? parseInt(digits[3]! + digits[3]!, 16) / 255 : 1;
  return [parseInt(wide.slice(0, 2), 16), parseInt(wide.slice(2, 4), 16), parseInt(wide.slice(4, 6), 16), alpha];
}

interface Layer {
  readonly covers: (x: number, y: number) => boolean;
  readonly colour: (x: number, y: number) => Rgba;
}

/** The smallest rectangle holding every one of `rects`. */
function boxOf(rects: readonly InkRect[]): InkRect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const width = Math.max(...rects.map((r) => r.x + r.width)) - x;
  const height = Math.max(...rects.map((r) => r.y + r.height)) - y;
  return { x, y, width, height };
}

function inBox(r: InkRect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
}

function inkLayer(rects: readonly InkRect[], shift: number, colour: Rgba): Layer {
  const moved = rects.map((r) => ({ ...r, x: r.x + shift, y: r.y + shift }));
  const box = moved.length > 0 ? boxOf(moved) : { x: 0, y: 0, width: 0, height: 0 };
  return { covers: (x, y) => inBox(box, x, y) && moved.some((r) => inBox(r, x, y)), colour: () => colour };
}

function layersOf(style: PortraitStyle): Layer[] {
  const light = parseColour(style.light);
  const dark = parseColour(style.dark);
  const frame = parseColour(style.frame);
  const shadow = parseColour('#0006');
  const white = parseColour('#fff');
  const glyph = outlinesOf(style.glyph, ([x, y]): Point => [78 + 0.6 * x, 74 + 0.6 * y]);
  const glyphBox = boxOf(glyph.flat().map(([x, y]) => ({ x, y, width: 0, height: 0 })));
  const letters = centredTextRects(style.letters, 64, 28, 6);
  const rarity = centredTextRects(style.rarity, 64, 92, 2.4);
  return [
    // The frame: an 8-unit line centred on a 120-unit square at (4, 4) with corners of 18.
    { covers: (x, y) => inRoundedRect(x, y, { x: 0, y: 0, width: 128, height: 128 }, 22), colour: () => frame },
    {
      covers: (x, y) => inRoundedRect(x, y, { x: 8, y: 8, width: 112, height: 112 }, 14),
      colour: (x, y) => {
        const t = Math.min(1, Math.max(0, (x - 4 + (y - 4)) / 240));
        const mix = (k: 0 | 1 | 2) => light[k] + (dark[k] - light[k]) * t;
        return [mix(0), mix(1), mix(2), 1];
      },
    },
    { covers: (x, y) => inBox(glyphBox, x, y) && insideOutlines(glyph, x, y), colour: () => [255, 255, 255, 0.25] },
    inkLayer(letters, 2, shadow),
    inkLayer(letters, 0, white),
    inkLayer(rarity, 0.8, shadow),
    inkLayer(rarity, 0, frame),
  ];
}

/** The portrait, PORTRAIT_SIZE pixels square, as RGBA bytes (rows top to bottom), transparent outside the frame. */
export function drawPortrait(style: PortraitStyle): Uint8Array {
  const layers = layersOf(style);
  const size = PORTRAIT_SIZE;
  const rgba = new Uint8Array(size * size * 4);
  const sum = [0, 0, 0, 0];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      sum.fill(0);
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          // Painted in order, each layer over the ones before it (premultiplied by opacity).
          let [r, g, b, a] = [0, 0, 0, 0];
          for (const layer of layers) {
            if (!layer.covers(x, y)) continue;
            const [cr, cg, cb, ca] = layer.colour(x, y);
            r = cr * ca + r * (1 - ca);
            g = cg * ca + g * (1 - ca);
            b = cb * ca + b * (1 - ca);
            a = ca + a * (1 - ca);
          }
          sum[0]! += r;
          sum[1]! += g;
          sum[2]! += b;
          sum[3]! += a;
        }
      }
      const o = (py * size + px) * 4;
      const alpha = sum[3]!;
      if (alpha > 0) for (let k = 0; k < 3; k++) rgba[o + k] = Math.round(sum[k]! / alpha);
      rgba[o + 3] = Math.round((255 * alpha) / (SAMPLES * SAMPLES));
    }
  }
  return rgba;
}
