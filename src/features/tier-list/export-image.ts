import { nextTask } from '../../components/yield';

/**
 * The exported picture is drawn at twice the CSS size so it stays sharp when
 * shared, whatever the screen it was made on.
 */
export const EXPORT_PIXEL_RATIO = 2;

/** Elements with this class (row edit buttons) are left out of the picture. */
export const EXPORT_EXCLUDE_CLASS = 'export-exclude';

export function exportFileName(listName: string): string {
  const slug = listName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return `${slug || 'tier-list'}.png`;
}

/** Waits until every portrait in `node` is decoded (a broken one is simply left out of the picture). */
async function portraitsReady(node: HTMLElement): Promise<void> {
  const images = [...node.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Renders the element as it looks now (theme colours, rounded corners, tier labels and portraits) to a PNG, on a
 * background of its own colour: read in one short step, painted in slices of a few milliseconds, and encoded by the
 * browser asynchronously (`toBlob`), so no step is a long task however many characters the tiers hold.
 */
export async function renderPng(node: HTMLElement): Promise<Blob> {
  // Loaded on demand: only players who export pay for it.
  const [{ snapshotElement }, { paintSnapshot }] = await Promise.all([
    import('./export-snapshot'),
    import('./export-paint'),
  ]);
  await portraitsReady(node);
  const snapshot = snapshotElement(node, EXPORT_EXCLUDE_CLASS);
  await nextTask();
  const canvas = await paintSnapshot(snapshot, EXPORT_PIXEL_RATIO);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the picture');
  return blob;
}
