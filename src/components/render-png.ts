import { nextTask } from './yield';

/**
 * Drawing part of the page as a PNG, shared by every image export (the tier list, the Summon screen's top results).
 * The picture is drawn at twice the CSS size so it stays sharp when shared, whatever the screen it was made on.
 */
export const EXPORT_PIXEL_RATIO = 2;

/** Elements with this class (row edit buttons) are left out of the picture. */
export const EXPORT_EXCLUDE_CLASS = 'export-exclude';

/** Waits until every portrait in `node` is decoded (a broken one is simply left out of the picture). */
async function portraitsReady(node: HTMLElement): Promise<void> {
  const images = [...node.querySelectorAll('img')];
  // A lazy image out of view (a pull card drawn off-screen) would never start loading, and its decode never settle.
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Renders the element as it looks now (theme colours, rounded corners, labels and portraits) to a PNG, on a
 * background of its own colour: read in one short step, painted in slices of a few milliseconds, and encoded by the
 * browser asynchronously (`toBlob`), so no step is a long task however much the picture holds.
 */
export async function renderPng(node: HTMLElement): Promise<Blob> {
  // Loaded on demand: only players who export pay for it.
  const [{ snapshotElement }, { paintSnapshot }] = await Promise.all([import('./png-snapshot'), import('./png-paint')]);
  await portraitsReady(node);
  const snapshot = snapshotElement(node, EXPORT_EXCLUDE_CLASS);
  await nextTask();
  const canvas = await paintSnapshot(snapshot, EXPORT_PIXEL_RATIO);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the picture');
  return blob;
}
