import type { BannerId } from '../engine/types';

export const BANNER_LABELS: Readonly<Record<BannerId, string>> = {
  limited: 'Limited',
  perma: 'Perma',
  ml: 'ML',
};

export const DEFAULT_BANNER: BannerId = 'perma';
