import { builtOnce, z } from '../../storage/schema';
import type { Character } from '../../catalogue/characters';
import { CHARACTERS } from '../../catalogue/characters';
import { TYPE_BY_RARITY } from './tier-list-model';

/**
 * HTML5 drops carry a tier-list item as `application/json`, possibly from
 * another window, so the payload is untrusted text.
 */
export const DROP_MIME = 'application/json';

/** A real item is well under 300 characters; anything far larger is not one. */
export const MAX_PAYLOAD_LENGTH = 2048;

/** A dropped item's shape (built on first use: see `builtOnce`). */
const itemSchema = builtOnce(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    image_path: z.string().check(z.maxLength(500)),
    type: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)]),
  }),
);

export type DropResult =
  | { ok: true; character: Character }
  | { ok: false; reason: 'too-large' | 'invalid-json' | 'wrong-shape' | 'unknown-character' | 'type-mismatch' };

/** Beyond this a drop is not even parsed. */
const MAX_PARSE_LENGTH = 1_000_000;

const byName = new Map(CHARACTERS.map((c) => [c.name, c]));

/** Validates a dropped payload; the character it names, or why it is refused. Never throws. */
export function parseDropPayload(text: string): DropResult {
  // Any payload that is not JSON reads 'Invalid JSON dropped', as specified; only a parse of something absurdly
  // large is skipped outright, and the size limit on items applies to valid JSON.
  if (text.length > MAX_PARSE_LENGTH) return { ok: false, reason: 'too-large' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid-json' };
  }
  if (text.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'too-large' };
  const item = itemSchema().safeParse(value);
  if (!item.success) return { ok: false, reason: 'wrong-shape' };
  const character = byName.get(item.data.name);
  if (!character) return { ok: false, reason: 'unknown-character' };
  if (TYPE_BY_RARITY[character.rarity] !== item.data.type) return { ok: false, reason: 'type-mismatch' };
  return { ok: true, character };
}

const WARNINGS: Record<Exclude<DropResult, { ok: true }>['reason'], string> = {
  'invalid-json': 'Invalid JSON dropped',
  'too-large': 'Tier-list drop ignored: the payload is too large',
  'wrong-shape': 'Tier-list drop ignored: the payload is not a tier-list item',
  'unknown-character': 'Tier-list drop ignored: no such character',
  'type-mismatch': "Tier-list drop ignored: the item's type does not match the character's rarity",
};

/** The console message for a refused drop; 'Invalid JSON dropped' is the specification's wording. */
export function dropWarning(reason: Exclude<DropResult, { ok: true }>['reason']): string {
  return WARNINGS[reason];
}
