// The drawing itself is shared with the other image exports.
export { renderPng } from '../../components/render-png';

export function exportFileName(listName: string): string {
  const slug = listName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return `${slug || 'tier-list'}.png`;
}
