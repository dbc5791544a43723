import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { MAX_ROWS } from '../../../src/storage/tier-list-store';
import {
  decodeShare,
  encodeShare,
  MAX_SHARE_LENGTH,
  shareHash,
  shareParamOf,
} from '../../../src/features/tier-list/share-link';

const list = {
  name: 'Arène PvP ✨',
  rows: [
    { id: 'row-1', name: 'S', color: '#ff7f7f', items: ['freya', 'heinrich'] },
    { id: 'row-2', name: 'Très bien', color: '#00AA11', items: [] },
    { id: 'row-3', name: 'C', color: '#7fdf7f', items: ['vice'] },
  ],
};

function encodeRaw(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

describe('share links', () => {
  it('round-trips a list: name, tier names, colours and characters in order', () => {
    const decoded = decodeShare(encodeShare(list));
    expect(decoded).toEqual({
      name: list.name,
      rows: list.rows.map((r) => ({ ...r, color: r.color.toLowerCase() })),
    });
  });

  it('round-trips a list holding every character, within the link length limit', () => {
    const full = {
      name: 'All',
      rows: [{ id: 'row-1', name: 'S', color: '#ff7f7f', items: CHARACTERS.map((c) => c.id) }],
    };
    const encoded = encodeShare(full);
    expect(encoded.length).toBeLessThan(MAX_SHARE_LENGTH);
    expect(decodeShare(encoded)?.rows[0]!.items).toEqual(full.rows[0]!.items);
  });

  it('is URL-safe and sits in the fragment', () => {
    const hash = shareHash(list);
    expect(hash).toMatch(/^#list=[A-Za-z0-9_-]+$/);
    expect(shareParamOf(hash)).toBe(encodeShare(list));
    expect(shareParamOf('#other=1')).toBeUndefined();
    expect(shareParamOf('')).toBeUndefined();
  });

  it('refuses every truncation of a link', () => {
    const encoded = encodeShare(list);
    for (let length = 0; length < encoded.length; length += 1) {
      expect(decodeShare(encoded.slice(0, length)), `cut at ${length}`).toBeUndefined();
    }
  });

  it('refuses characters outside base64url and bytes that are not UTF-8', () => {
    const encoded = encodeShare(list);
    expect(decodeShare(`${encoded.slice(0, 10)}!${encoded.slice(11)}`)).toBeUndefined();
    expect(decodeShare(`${encoded}=`)).toBeUndefined();
    expect(decodeShare(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'))).toBeUndefined();
  });

  it.each([
    ['another version', { v: 2, n: 'x', r: [['S', 'ff7f7f', []]] }],
    ['no tiers', { v: 1, n: 'x', r: [] }],
    ['too many tiers', { v: 1, n: 'x', r: Array.from({ length: MAX_ROWS + 1 }, () => ['S', 'ff7f7f', []]) }],
    ['a bad colour', { v: 1, n: 'x', r: [['S', 'red', []]] }],
    ['an unknown character', { v: 1, n: 'x', r: [['S', 'ff7f7f', ['freya', 'nobody']]] }],
    [
      'a character twice',
      {
        v: 1,
        n: 'x',
        r: [
          ['S', 'ff7f7f', ['freya']],
          ['A', 'ffbf7f', ['freya']],
        ],
      },
    ],
    ['a blank name', { v: 1, n: '  ', r: [['S', 'ff7f7f', []]] }],
    ['a blank tier name', { v: 1, n: 'x', r: [['', 'ff7f7f', []]] }],
    ['a tier that is not a triple', { v: 1, n: 'x', r: [['S', 'ff7f7f']] }],
    ['not an object', ['x']],
  ])('refuses a link with %s', (_label, value) => {
    expect(decodeShare(encodeRaw(value))).toBeUndefined();
  });

  it('refuses a tampered character id even when the rest is intact', () => {
    const tampered = encodeRaw({ v: 1, n: 'x', r: [['S', 'ff7f7f', ['freya', 'mia<script>']]] });
    expect(decodeShare(tampered)).toBeUndefined();
  });

  it('refuses an oversized link without decoding it', () => {
    expect(decodeShare('A'.repeat(MAX_SHARE_LENGTH + 4))).toBeUndefined();
  });
});
