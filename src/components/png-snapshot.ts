/**
 * What an exported picture is made of, read from an element (the tier rows, a batch's top results) as it is laid out
 * on screen: filled and bordered boxes (with their rounded corners), portraits and lines of text, in painting order,
 * in CSS pixels from the element's top-left corner. Reading it is quick (one layout, no re-styling); painting it is
 * left to png-paint.ts, which can spread the work over several tasks.
 */

/** Corner radii in CSS pixels: top-left, top-right, bottom-right, bottom-left. */
export type Radii = readonly [number, number, number, number];

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly radii: Radii;
}

export type PaintOp =
  | { readonly kind: 'fill'; readonly box: Box; readonly color: string; readonly alpha: number }
  | {
      readonly kind: 'border';
      readonly box: Box;
      /** Top, right, bottom, left. */
      readonly widths: readonly [number, number, number, number];
      readonly colors: readonly [string, string, string, string];
      readonly alpha: number;
    }
  | { readonly kind: 'image'; readonly box: Box; readonly image: HTMLImageElement; readonly alpha: number }
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly x: number;
      /** The line's box: the text is centred on it vertically, as the browser lays out a line's glyphs. */
      readonly top: number;
      readonly height: number;
      readonly font: string;
      readonly color: string;
      readonly alpha: number;
    }
  /** Later operations are clipped to the box until the matching 'unclip'. */
  | { readonly kind: 'clip'; readonly box: Box }
  | { readonly kind: 'unclip' };

export interface Snapshot {
  /** The picture's size in CSS pixels (the element's layout size). */
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly ops: readonly PaintOp[];
}

const px = (value: string) => Number.parseFloat(value) || 0;

function isTransparent(color: string): boolean {
  return color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
}

/** A corner radius as computed ('8px', or '8px 6px' for an elliptical one, read as its first value). */
function radiiOf(style: CSSStyleDeclaration, width: number, height: number): Radii {
  const limit = Math.min(width, height) / 2;
  const corner = (value: string) => Math.min(limit, px(value.split(' ')[0] ?? '0'));
  return [
    corner(style.borderTopLeftRadius),
    corner(style.borderTopRightRadius),
    corner(style.borderBottomRightRadius),
    corner(style.borderBottomLeftRadius),
  ];
}

/** Shrinks a box by per-side insets; the corners shrink with it. */
function inset(box: Box, [top, right, bottom, left]: readonly number[]): Box {
  const [tl, tr, br, bl] = box.radii;
  return {
    x: box.x + left!,
    y: box.y + top!,
    width: Math.max(0, box.width - left! - right!),
    height: Math.max(0, box.height - top! - bottom!),
    radii: [
      Math.max(0, tl - Math.max(top!, left!)),
      Math.max(0, tr - Math.max(top!, right!)),
      Math.max(0, br - Math.max(bottom!, right!)),
      Math.max(0, bl - Math.max(bottom!, left!)),
    ],
  };
}

function fontOf(style: CSSStyleDeclaration): string {
  return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
}

interface Origin {
  readonly left: number;
  readonly top: number;
}

/** The lines of a text node as laid out: each line's text and box, found from where each character landed. */
function textLines(node: Text, origin: Origin): { text: string; x: number; top: number; height: number }[] {
  const lines: { text: string; x: number; top: number; height: number }[] = [];
  const range = document.createRange();
  const content = node.data;
  for (let i = 0; i < content.length; i++) {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const rect = range.getBoundingClientRect();
    // Collapsed white space has no box.
    if (rect.width === 0 && rect.height === 0) continue;
    const top = rect.top - origin.top;
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.top - top) < 1) {
      line.text += content[i];
    } else {
      lines.push({ text: content[i]!, x: rect.left - origin.left, top, height: rect.height });
    }
  }
  return lines.map((line) => ({ ...line, text: line.text.trimEnd() })).filter((line) => line.text !== '');
}

function visit(element: Element, origin: Origin, alpha: number, exclude: string, ops: PaintOp[]): void {
  if (element.classList.contains(exclude)) return;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return;
  const opacity = alpha * (Number.parseFloat(style.opacity) || 0);
  if (opacity === 0) return;
  const rect = element.getBoundingClientRect();
  const box: Box = {
    x: rect.left - origin.left,
    y: rect.top - origin.top,
    width: rect.width,
    height: rect.height,
    radii: radiiOf(style, rect.width, rect.height),
  };
  if (!isTransparent(style.backgroundColor))
    ops.push({ kind: 'fill', box, color: style.backgroundColor, alpha: opacity });
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
  const widths = sides.map((side) =>
    style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none'
      ? 0
      : px(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
  ) as [number, number, number, number];
  const colors = sides.map((side) => style.getPropertyValue(`border-${side.toLowerCase()}-color`)) as [
    string,
    string,
    string,
    string,
  ];
  if (widths.some((w, i) => w > 0 && !isTransparent(colors[i]!))) {
    ops.push({ kind: 'border', box, widths, colors, alpha: opacity });
  }
  const padding = [px(style.paddingTop), px(style.paddingRight), px(style.paddingBottom), px(style.paddingLeft)];
  if (element instanceof HTMLImageElement) {
    ops.push({ kind: 'image', box: inset(inset(box, widths), padding), image: element, alpha: opacity });
    return;
  }
  const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
  if (clips) ops.push({ kind: 'clip', box: inset(box, widths) });
  for (const child of element.childNodes) {
    if (child instanceof Element) {
      visit(child, origin, opacity, exclude, ops);
    } else if (child instanceof Text && child.data.trim() !== '') {
      const font = fontOf(style);
      for (const line of textLines(child, origin)) {
        ops.push({ kind: 'text', ...line, font, color: style.color, alpha: opacity });
      }
    }
  }
  if (clips) ops.push({ kind: 'unclip' });
}

/**
 * Reads `root` and everything in it (except elements with the class `exclude`) into painting operations. The
 * picture keeps the element's layout size; what overflows it is cut off, as on screen.
 */
export function snapshotElement(root: HTMLElement, exclude: string): Snapshot {
  const rect = root.getBoundingClientRect();
  const ops: PaintOp[] = [];
  visit(root, { left: rect.left, top: rect.top }, 1, exclude, ops);
  return {
    width: root.offsetWidth,
    height: root.offsetHeight,
    background: getComputedStyle(root).backgroundColor,
    ops,
  };
}
