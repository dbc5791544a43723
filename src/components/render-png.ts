/**
 * Drawing part of the page as a PNG, shared by every image export (the tier list, the Summon screen's top results).
 * The picture is drawn at twice the CSS size so it stays sharp when shared, whatever the screen it was made on.
 */
export const EXPORT_PIXEL_RATIO = 2;

/** Elements with this class (row edit buttons) are left out of the picture. */
export const EXPORT_EXCLUDE_CLASS = 'export-exclude';

/** Renders the element, in its current theme colours and with its images inlined, to a PNG data URL. */
export async function renderPng(node: HTMLElement): Promise<string> {
  // Loaded on demand: only players who export pay for it.
  const { toPng } = await import('html-to-image');
  const background = getComputedStyle(node).backgroundColor;
  return toPng(node, {
    pixelRatio: EXPORT_PIXEL_RATIO,
    backgroundColor: background,
    // The app uses system fonts only; reading stylesheets for web fonts would be wasted work.
    skipFonts: true,
    filter: (child) => !(child instanceof Element && child.classList.contains(EXPORT_EXCLUDE_CLASS)),
  });
}
