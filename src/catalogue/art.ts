import type { BannerId } from '../engine/types';
import type { Character, Element } from './characters';

/**
 * Every image path the app uses. The files are generated placeholders
 * (scripts/generate-art.ts) unless a site owner dropped real art in their place.
 */
const base = import.meta.env.BASE_URL;

export function characterImagePath(c: Pick<Character, 'rarity' | 'image'>): string {
  return `${base}characters/${c.rarity}/${c.image}`;
}

export function elementIconPath(element: Element): string {
  return `${base}element/${element}.svg`;
}

export function bannerImagePath(banner: BannerId): string {
  return `${base}banners/${banner}.svg`;
}

export function mobImagePath(contentType: string, mob: string): string {
  return `${base}mobIllus/${contentType}/${mob}.svg`;
}
