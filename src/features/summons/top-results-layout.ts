/**
 * Where each card goes in the picture of a batch's top results: a fixed grid, the same size on every screen, so the
 * picture looks the same whoever makes it and a test can find every card in it.
 */

/** The pull grid's card size, in CSS pixels. */
export const IMAGE_CARD = { width: 112, height: 150 } as const;
export const IMAGE_GAP = 8;
export const IMAGE_PADDING = 16;
/** The title line above the cards, and the "more" line below them when some are left out. */
export const IMAGE_HEADER = 48;
export const IMAGE_FOOTER = 32;
export const IMAGE_COLUMNS = 6;
/** The most cards one picture holds; a batch with more top results says how many more there were. */
export const MAX_IMAGE_CARDS = 60;

export interface TopResultsLayout {
  /** Cards drawn, and top results left out. */
  readonly shown: number;
  readonly more: number;
  readonly columns: number;
  readonly rows: number;
  /** The picture's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/** The layout for a batch with `total` top results, of which `available` have been read. */
export function topResultsLayout(total: number, available = total): TopResultsLayout {
  const shown = Math.max(0, Math.min(total, available, MAX_IMAGE_CARDS));
  const more = Math.max(0, total - shown);
  const columns = Math.max(1, Math.min(IMAGE_COLUMNS, shown));
  const rows = Math.ceil(shown / columns);
  const gridHeight = rows === 0 ? 0 : rows * IMAGE_CARD.height + (rows - 1) * IMAGE_GAP;
  return {
    shown,
    more,
    columns,
    rows,
    width: 2 * IMAGE_PADDING + columns * IMAGE_CARD.width + (columns - 1) * IMAGE_GAP,
    height: 2 * IMAGE_PADDING + IMAGE_HEADER + gridHeight + (more > 0 || shown === 0 ? IMAGE_FOOTER : 0),
  };
}

/** The top-left corner of card `index`, in CSS pixels from the picture's corner. */
export function cardOrigin(layout: TopResultsLayout, index: number): { x: number; y: number } {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    x: IMAGE_PADDING + column * (IMAGE_CARD.width + IMAGE_GAP),
    y: IMAGE_PADDING + IMAGE_HEADER + row * (IMAGE_CARD.height + IMAGE_GAP),
  };
}
