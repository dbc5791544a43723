import { nextTask } from './yield';
import type { Box, PaintOp, Snapshot } from './png-snapshot';

/**
 * Paints a snapshot (png-snapshot.ts) onto a canvas. The work is spread over tasks of about `sliceMs` each, the
 * main thread handed back in between, so the page never stalls however many cards or portraits the picture holds. A
 * canvas records drawing and rasters it when read: it is made to draw each portrait at once, so that work falls in
 * its slice too.
 */

function roundedPath(ctx: CanvasRenderingContext2D, box: Box): void {
  ctx.beginPath();
  if (box.radii.some((r) => r > 0)) ctx.roundRect(box.x, box.y, box.width, box.height, [...box.radii]);
  else ctx.rect(box.x, box.y, box.width, box.height);
}

function paintBorder(ctx: CanvasRenderingContext2D, op: Extract<PaintOp, { kind: 'border' }>): void {
  const { box, widths, colors } = op;
  const [top, right, bottom, left] = widths;
  const uniform = widths.every((w) => w === top) && colors.every((c) => c === colors[0]);
  if (uniform && box.radii.some((r) => r > 0)) {
    // A rounded border: the ring between the outer and the inner rounded rectangles.
    const inner = box.radii.map((r) => Math.max(0, r - top));
    ctx.beginPath();
    ctx.roundRect(box.x, box.y, box.width, box.height, [...box.radii]);
    ctx.roundRect(box.x + top, box.y + top, box.width - 2 * top, box.height - 2 * top, inner);
    ctx.fillStyle = colors[0];
    ctx.fill('evenodd');
    return;
  }
  const sides: [number, string, number, number, number, number][] = [
    [top, colors[0], box.x, box.y, box.width, top],
    [right, colors[1], box.x + box.width - right, box.y, right, box.height],
    [bottom, colors[2], box.x, box.y + box.height - bottom, box.width, bottom],
    [left, colors[3], box.x, box.y, left, box.height],
  ];
  for (const [width, color, x, y, w, h] of sides) {
    if (width <= 0) continue;
    ctx.fillStyle = color;
    ctx.fillRect(x, y, w, h);
  }
}

function paintText(ctx: CanvasRenderingContext2D, op: Extract<PaintOp, { kind: 'text' }>): void {
  ctx.font = op.font;
  ctx.fillStyle = op.color;
  ctx.textBaseline = 'alphabetic';
  const metrics = ctx.measureText(op.text);
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  // The line box holds the font's ascent and descent, centred when it is taller.
  const baseline = op.top + (op.height - (ascent + descent)) / 2 + ascent;
  ctx.fillText(op.text, op.x, baseline);
}

function paintOp(ctx: CanvasRenderingContext2D, op: PaintOp): void {
  switch (op.kind) {
    case 'clip':
      ctx.save();
      roundedPath(ctx, op.box);
      ctx.clip();
      return;
    case 'unclip':
      ctx.restore();
      return;
    default:
  }
  ctx.globalAlpha = op.alpha;
  switch (op.kind) {
    case 'fill':
      roundedPath(ctx, op.box);
      ctx.fillStyle = op.color;
      ctx.fill();
      return;
    case 'border':
      paintBorder(ctx, op);
      return;
    case 'image': {
      const { image, box } = op;
      // A portrait that could not load is left out, as the page shows none.
      if (!image.complete || image.naturalWidth === 0) return;
      ctx.save();
      roundedPath(ctx, box);
      ctx.clip();
      ctx.drawImage(image, box.x, box.y, box.width, box.height);
      ctx.restore();
      return;
    }
    case 'text':
      paintText(ctx, op);
  }
}

/** Makes the canvas draw what it was given so far. */
function flush(ctx: CanvasRenderingContext2D): void {
  ctx.getImageData(0, 0, 1, 1);
}

/** Paints `snapshot` at `scale` device pixels per CSS pixel onto a new canvas of the snapshot's size. */
export async function paintSnapshot(snapshot: Snapshot, scale: number, sliceMs = 8): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(snapshot.width * scale);
  canvas.height = Math.round(snapshot.height * scale);
  // Read back at the end (the PNG) and at every flush: a canvas in memory suits that best.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  ctx.fillStyle = snapshot.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.scale(scale, scale);
  let sliceStart = performance.now();
  for (const op of snapshot.ops) {
    paintOp(ctx, op);
    if (op.kind === 'image') flush(ctx);
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  flush(ctx);
  return canvas;
}
