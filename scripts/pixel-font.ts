/**
 * A 5 × 7 pixel font of capital letters and digits, drawn as SVG path data, for the placeholder art's words.
 * A browser draws an SVG image's `<text>` by finding and shaping a system font for each image, on the page's main
 * thread; filled rectangles cost a fraction of that, and they look the same on every machine.
 */

/** Each glyph's rows, top first; '#' is ink. */
const FONT: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

/** The font's letters for `text`: capitals, accents dropped, anything else left out. */
export function fontText(text: string): string {
  return [...text.normalize('NFD').toUpperCase()].filter((ch) => ch in FONT).join('');
}

/** Width of `text` with font pixels `cell` units square and one empty column between letters. */
export function textWidth(text: string, cell: number): number {
  const n = fontText(text).length;
  return n === 0 ? 0 : (n * 6 - 1) * cell;
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The ink of one glyph as rectangles in font pixels: runs along a row, each run stacked with the same run below it. */
function glyphRects(rows: readonly string[]): { x: number; y: number; width: number; height: number }[] {
  const used = rows.map((row) => [...row].map(() => false));
  const rects: { x: number; y: number; width: number; height: number }[] = [];
  const isRun = (r: number, start: number, end: number) =>
    rows[r] !== undefined &&
    [...rows[r]!.slice(start, end + 1)].every((ch, i) => ch === '#' && !used[r]![start + i]) &&
    rows[r]![start - 1] !== '#' &&
    rows[r]![end + 1] !== '#';
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (row[c] !== '#' || used[r]![c]) continue;
      let end = c;
      while (row[end + 1] === '#') end++;
      let height = 1;
      while (isRun(r + height, c, end)) height++;
      for (let y = r; y < r + height; y++) for (let x = c; x <= end; x++) used[y]![x] = true;
      rects.push({ x: c, y: r, width: end - c + 1, height });
      c = end;
    }
  });
  return rects;
}

/** A rectangle of ink, in the units of the caller's drawing. */
export interface InkRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The ink of `text` with its top left corner at (left, top), each font pixel `cell` units square: one rectangle per
 * run of ink along a row, stacked with the same run in the rows below.
 */
export function textRects(text: string, left: number, top: number, cell: number): InkRect[] {
  return [...fontText(text)].flatMap((letter, g) =>
    glyphRects(FONT[letter]!).map(({ x, y, width, height }) => ({
      x: left + (g * 6 + x) * cell,
      y: top + y * cell,
      width: width * cell,
      height: height * cell,
    })),
  );
}

/** `textRects` centred on x = `centre`. */
export function centredTextRects(text: string, centre: number, top: number, cell: number): InkRect[] {
  return textRects(text, centre - textWidth(text, cell) / 2, top, cell);
}

/** `textRects` as SVG path data. */
export function textPath(text: string, left: number, top: number, cell: number): string {
  return textRects(text, left, top, cell)
    .map(({ x, y, width, height }) => `M${num(x)} ${num(y)}h${num(width)}v${num(height)}h-${num(width)}z`)
    .join('');
}
