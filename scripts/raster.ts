/**
 * The shapes the placeholder pictures are drawn from, tested point by point: a picture is painted by asking, at many
 * points inside each pixel, which shapes cover it (see portrait-png.ts and the icons in png.ts).
 */

export type Point = readonly [number, number];

/** Whether (x, y) is inside the rectangle (left, top, width, height) with corners rounded to `radius`. */
export function inRoundedRect(
  x: number,
  y: number,
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  radius: number,
): boolean {
  if (x < box.x || y < box.y || x > box.x + box.width || y > box.y + box.height) return false;
  const cx = Math.min(Math.max(x, box.x + radius), box.x + box.width - radius);
  const cy = Math.min(Math.max(y, box.y + radius), box.y + box.height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Whether (x, y) is inside the outlines by the non-zero rule, as SVG fills a path by default. */
export function insideOutlines(outlines: readonly (readonly Point[])[], x: number, y: number): boolean {
  let winding = 0;
  for (const outline of outlines) {
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
      const [xi, yi] = outline[i]!;
      const [xj, yj] = outline[j]!;
      if (yj <= y !== yi <= y) {
        const crossX = xj + ((y - yj) * (xi - xj)) / (yi - yj);
        if (x < crossX) winding += yi > yj ? 1 : -1;
      }
    }
  }
  return winding !== 0;
}

const CURVE_STEPS = 16;

/** The points of an elliptical arc from `from` (SVG's endpoint form, rotation 0), `from` itself left out. */
function arcPoints(from: Point, rx: number, ry: number, large: boolean, sweep: boolean, to: Point): Point[] {
  const [x1, y1] = from;
  const [x2, y2] = to;
  // The centre form of the arc (SVG 1.1, appendix F.6.5), with the radii grown when they cannot reach.
  const hx = (x1 - x2) / 2;
  const hy = (y1 - y2) / 2;
  const grow = Math.max(1, Math.sqrt(hx ** 2 / rx ** 2 + hy ** 2 / ry ** 2));
  const a = rx * grow;
  const b = ry * grow;
  const num = a ** 2 * b ** 2 - a ** 2 * hy ** 2 - b ** 2 * hx ** 2;
  const den = a ** 2 * hy ** 2 + b ** 2 * hx ** 2;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cx = k * ((a * hy) / b) + (x1 + x2) / 2;
  const cy = k * (-(b * hx) / a) + (y1 + y2) / 2;
  const start = Math.atan2((y1 - cy) / b, (x1 - cx) / a);
  let delta = Math.atan2((y2 - cy) / b, (x2 - cx) / a) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return Array.from({ length: CURVE_STEPS }, (_, i) => {
    const angle = start + (delta * (i + 1)) / CURVE_STEPS;
    return [cx + a * Math.cos(angle), cy + b * Math.sin(angle)] as const;
  });
}

function cubicPoints(p0: Point, p1: Point, p2: Point, p3: Point): Point[] {
  return Array.from({ length: CURVE_STEPS }, (_, i) => {
    const t = (i + 1) / CURVE_STEPS;
    const u = 1 - t;
    const at = (k: 0 | 1) => u ** 3 * p0[k] + 3 * u ** 2 * t * p1[k] + 3 * u * t ** 2 * p2[k] + t ** 3 * p3[k];
    return [at(0), at(1)] as const;
  });
}

/**
 * SVG path data (the commands M, L, H, V, C, A and Z, in capitals or as relative lower case) as closed outlines of
 * points, each placed by `place` (a transform). Curves become short straight steps.
 */
export function outlinesOf(data: string, place: (p: Point) => Point = (p) => p): Point[][] {
  const tokens = data.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const outlines: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  let command = '';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    else if (command === '' || command.toUpperCase() === 'Z') throw new Error(`outlinesOf: a number with no command`);
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? at : [0, 0];
    const point = (): Point => [ox + next(), oy + next()];
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length > 1) outlines.push(current);
        at = point();
        current = [at];
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        at = point();
        current.push(at);
        break;
      case 'H':
        at = [ox + next(), at[1]];
        current.push(at);
        break;
      case 'V':
        at = [at[0], oy + next()];
        current.push(at);
        break;
      case 'C': {
        const [c1, c2, end] = [point(), point(), point()];
        current.push(...cubicPoints(at, c1, c2, end));
        at = end;
        break;
      }
      case 'A': {
        const [rx, ry] = [next(), next()];
        next(); // rotation: none in the placeholders' paths
        const [large, sweep] = [next() === 1, next() === 1];
        const end = point();
        current.push(...arcPoints(at, rx, ry, large, sweep, end));
        at = end;
        break;
      }
      case 'Z':
        if (current.length > 1) outlines.push(current);
        at = current[0] ?? at;
        current = [at];
        break;
      default:
        throw new Error(`outlinesOf: the command ${command} is not drawn`);
    }
  }
  if (current.length > 1) outlines.push(current);
  return outlines.map((outline) => outline.map(place));
}
