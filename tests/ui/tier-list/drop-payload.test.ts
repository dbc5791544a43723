import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { dropWarning, MAX_PAYLOAD_LENGTH, parseDropPayload } from '../../../src/features/tier-list/drop-payload';
import { tierItemOf } from '../../../src/features/tier-list/tier-list-model';

describe('HTML5 drop payload', () => {
  it.each(CHARACTERS.map((c) => [c.name, c] as const))('accepts the item of %s', (_name, character) => {
    expect(parseDropPayload(JSON.stringify(tierItemOf(character)))).toEqual({ ok: true, character });
  });

  it('accepts an item whose image path comes from another site', () => {
    const result = parseDropPayload(
      JSON.stringify({ name: 'Freya', image_path: 'https://elsewhere/Freya.png', type: 4 }),
    );
    expect(result.ok && result.character.id).toBe('freya');
  });

  it.each(['', '{', '{"name": "Freya",', 'undefined', "{'name': 'Freya'}", 'Freya'])(
    'refuses %j as invalid JSON',
    (text) => {
      expect(parseDropPayload(text)).toEqual({ ok: false, reason: 'invalid-json' });
    },
  );

  it.each([
    ['null', null],
    ['a number', 4],
    ['an array', [{ name: 'Freya', image_path: '', type: 4 }]],
    ['no type', { name: 'Freya', image_path: 'x' }],
    ['the unused type 2', { name: 'Freya', image_path: 'x', type: 2 }],
    ['a type as text', { name: 'Freya', image_path: 'x', type: '4' }],
    ['a name that is not text', { name: 42, image_path: 'x', type: 4 }],
    ['no image path', { name: 'Freya', type: 4 }],
  ])('refuses %s as the wrong shape', (_label, value) => {
    expect(parseDropPayload(JSON.stringify(value))).toEqual({ ok: false, reason: 'wrong-shape' });
  });

  it('refuses an item naming no known character', () => {
    expect(parseDropPayload(JSON.stringify({ name: 'Nobody', image_path: 'x', type: 4 }))).toEqual({
      ok: false,
      reason: 'unknown-character',
    });
    expect(parseDropPayload(JSON.stringify({ name: 'freya', image_path: 'x', type: 4 }))).toEqual({
      ok: false,
      reason: 'unknown-character',
    });
  });

  it("refuses an item whose type contradicts the character's rarity", () => {
    expect(parseDropPayload(JSON.stringify({ name: 'Freya', image_path: 'x', type: 0 }))).toEqual({
      ok: false,
      reason: 'type-mismatch',
    });
  });

  it('refuses an oversized item even when it is valid JSON', () => {
    const padded = JSON.stringify({ name: 'Freya', image_path: 'x'.repeat(MAX_PAYLOAD_LENGTH), type: 4 });
    expect(parseDropPayload(padded)).toEqual({ ok: false, reason: 'too-large' });
  });

  it("calls a long payload that is not JSON 'Invalid JSON dropped', as any other", () => {
    expect(parseDropPayload('not json '.repeat(MAX_PAYLOAD_LENGTH))).toEqual({ ok: false, reason: 'invalid-json' });
  });

  it('does not even parse an absurdly large drop', () => {
    expect(parseDropPayload('['.repeat(2_000_000))).toEqual({ ok: false, reason: 'too-large' });
  });

  it("warns 'Invalid JSON dropped' for invalid JSON, in the specification's words", () => {
    expect(dropWarning('invalid-json')).toBe('Invalid JSON dropped');
    expect(dropWarning('unknown-character')).toMatch(/no such character/);
  });
});
