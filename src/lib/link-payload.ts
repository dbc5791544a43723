import { decodeBase64, encodeBase64 } from '../engine/base64';

/**
 * What a share link carries after `#` or `?`: a value as JSON, in URL-safe base64 without padding. Shared by every
 * screen that shares something as a link (the tier list's, the plan's), so each reads and writes it the same way.
 */
export function encodeLinkPayload(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The value a link carries, or undefined for anything damaged: empty or longer than `maxLength`, not URL-safe
 * base64, not UTF-8, or not JSON. The caller still checks its shape.
 */
export function decodeLinkPayload(encoded: string, maxLength: number): unknown {
  if (encoded.length === 0 || encoded.length > maxLength) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || encoded.length % 4 === 1) return undefined;
  const padded = encoded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (encoded.length % 4)) % 4);
  const bytes = decodeBase64(padded);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The format version `v` of a link's payload when it is newer than `known` (made by a later version of the site),
 * else undefined. Read before the payload's shape is checked: a newer link has a shape this build cannot check, and
 * the player needs to hear that an update is needed, not that the link is damaged.
 */
export function newerLinkVersion(encoded: string, maxLength: number, known: number): number | undefined {
  const value = decodeLinkPayload(encoded, maxLength);
  if (typeof value !== 'object' || value === null) return undefined;
  const v = (value as { v?: unknown }).v;
  return typeof v === 'number' && Number.isSafeInteger(v) && v > known ? v : undefined;
}
