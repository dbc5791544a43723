import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import {
  MAX_COPIES,
  OWNED_KEY,
  UNREADABLE_OWNED_KEY,
  clampCopies,
  copiesOf,
  loadOwned,
  parseOwned,
  saveOwned,
  withCopies,
} from '../../src/storage/owned-store';

beforeEach(() => localStorage.clear());

describe('the owned characters store', () => {
  it('reads nothing owned when nothing is saved, and writes nothing for it', () => {
    expect(loadOwned()).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('saves and reads back copies, in catalogue order whatever order they were set in', () => {
    const [first, second] = CHARACTERS;
    expect(saveOwned({ [second!.id]: 2, [first!.id]: MAX_COPIES })).toBe(true);
    expect(Object.entries(loadOwned())).toEqual([
      [first!.id, MAX_COPIES],
      [second!.id, 2],
    ]);
  });

  it('drops characters no longer in the catalogue and zero counts, keeping the rest', () => {
    expect(parseOwned({ freya: 2, 'no-such-character': 3, mia: 0 })).toEqual({ freya: 2 });
  });

  it.each([
    ['a count over the maximum', { freya: MAX_COPIES + 1 }],
    ['a negative count', { freya: -1 }],
    ['a fraction', { freya: 1.5 }],
    ['a count as text', { freya: '2' }],
    ['a list', ['freya']],
    ['null', null],
  ])('refuses %s as a whole', (_, value) => {
    expect(parseOwned(value)).toBeUndefined();
  });

  it('falls back to nothing owned on a damaged value, and sets the damaged text aside once', () => {
    localStorage.setItem(OWNED_KEY, '{"freya": 99}');
    expect(loadOwned()).toEqual({});
    expect(localStorage.getItem(UNREADABLE_OWNED_KEY)).toBe('{"freya": 99}');
    localStorage.setItem(OWNED_KEY, 'not json');
    expect(loadOwned()).toEqual({});
    // The first damaged value is the one kept: a second one does not overwrite it.
    expect(localStorage.getItem(UNREADABLE_OWNED_KEY)).toBe('{"freya": 99}');
  });

  it('clamps a copy count to 0..MAX_COPIES and ignores unknown characters', () => {
    expect([clampCopies(-3), clampCopies(4.7), clampCopies(99), clampCopies(Number.NaN)]).toEqual([
      0,
      4,
      MAX_COPIES,
      0,
    ]);
    const owned = withCopies({}, 'freya', 25);
    expect(copiesOf(owned, 'freya')).toBe(MAX_COPIES);
    expect(withCopies(owned, 'freya', 0)).toEqual({});
    expect(withCopies(owned, 'nobody', 2)).toBe(owned);
  });
});
