import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonStream, JsonSyntaxError, type StringCapture } from '../../src/engine/history/json-stream';

/** Fixed seeds: the same texts and the same cuts on every run. */
const SEED = 20_260_521;

/** `text` fed in pieces cut at `cuts` (positions, in any order), then ended: the value, or 'refused'. */
function streamed(text: string, cuts: readonly number[] = [], capture?: StringCapture): unknown {
  const json = new JsonStream(capture);
  const at = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
  let from = 0;
  try {
    for (const cut of [...at, text.length]) {
      json.write(text.slice(from, cut));
      from = cut;
    }
    return json.end();
  } catch (error) {
    if (error instanceof JsonSyntaxError) return 'refused';
    throw error;
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return 'refused';
  }
}

/** Texts JSON.parse refuses, each near one it takes. */
const REFUSED = [
  '',
  ' ',
  '01',
  '-01',
  '1.',
  '.5',
  '+1',
  '-',
  '1e',
  '1e+',
  '1.e5',
  '0x10',
  'NaN',
  'Infinity',
  'tru',
  'nul',
  'truex',
  'True',
  '[1,]',
  '[,1]',
  '[1 2]',
  '[',
  '[]]',
  '{}}',
  '{"a":1,}',
  '{,}',
  '{"a" 1}',
  '{"a":}',
  '{"a":[}',
  '{1:2}',
  "{'a':1}",
  "'a'",
  '"abc',
  '"\\x"',
  '"\\u12"',
  '"\\u12G4"',
  '"a\u0001b"',
  '"tab\there"',
  '\ufeff1',
  '\u00a01',
  '1 2',
  '{"a":1}{}',
  '[1]x',
];

/** Texts it takes that a streaming parser could easily get wrong. */
const TAKEN = [
  '0',
  '-0',
  '1e400',
  '-1E-5',
  '0.5e+2',
  ' \t\r\n[ 1 , 2 ]\n',
  '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
  '"\\u00e9\\uD83D\\uDE00\\udc00"',
  '"é😀"',
  '{"a":1,"b":2,"a":{"c":[]}}',
  '{"__proto__":{"x":1},"y":[]}',
  '[[[[[[[[[[{"deep":[[[]]]}]]]]]]]]]]',
  '{"":""}',
  '[true,false,null,"null"]',
];

describe('the streaming JSON parser', () => {
  it('takes exactly the texts JSON.parse takes, cut anywhere, and builds the same value', () => {
    for (const text of [...REFUSED, ...TAKEN]) {
      const expected = parsed(text);
      for (let cut = 0; cut <= text.length; cut++) {
        expect([text, cut, streamed(text, [cut])]).toStrictEqual([text, cut, expected]);
      }
      expect(
        streamed(
          text,
          [...text].map((_, i) => i),
        ),
      ).toStrictEqual(expected);
    }
    expect(Object.is(streamed('-0'), -0)).toBe(true);
    const proto = streamed('{"__proto__":{"x":1}}') as object;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  it('agrees with JSON.parse on generated values, however the text is cut', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom(undefined, 2, '\t'),
        fc.array(fc.nat({ max: 4000 }), { maxLength: 6 }),
        (value, indent, cuts) => {
          const text = JSON.stringify(value, null, indent);
          expect(streamed(text, cuts)).toStrictEqual(JSON.parse(text));
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('refuses what JSON.parse refuses when a text is damaged by one character', () => {
    const damage = fc.constantFrom(...'{}[]:,"\\ 0123456789.eE+-tfnux\u0001\u00a0'.split(''));
    fc.assert(
      fc.property(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'replace'),
        damage,
        fc.array(fc.nat({ max: 400 }), { maxLength: 3 }),
        (valid, position, edit, c, cuts) => {
          const at = position % (valid.length + 1);
          const text =
            edit === 'insert'
              ? valid.slice(0, at) + c + valid.slice(at)
              : edit === 'delete'
                ? valid.slice(0, at) + valid.slice(at + 1)
                : valid.slice(0, at) + c + valid.slice(at + 1);
          expect(streamed(text, cuts)).toStrictEqual(parsed(text));
        },
      ),
      { seed: SEED + 1, numRuns: 1000 },
    );
  });

  it('keeps the strings at the captured place as the capture makes them, cut one past its limit', () => {
    const shown: string[] = [];
    const capture: StringCapture = {
      at: ['a', '*', 'b', '*'],
      maxChars: 5,
      value: (text) => {
        shown.push(text);
        return { captured: text };
      },
    };
    const text = JSON.stringify({
      a: [{ b: ['xyz', '0123456789', 5, 'q"\u00e9r', ['deeper']], c: ['elsewhere'] }, { b: 'not in an array' }],
      b: ['not under a'],
    });
    const expected = {
      a: [
        {
          b: [{ captured: 'xyz' }, { captured: '012345' }, 5, { captured: 'q"\u00e9r' }, ['deeper']],
          c: ['elsewhere'],
        },
        { b: 'not in an array' },
      ],
      b: ['not under a'],
    };
    expect(streamed(text, [], capture)).toStrictEqual(expected);
    expect(shown).toEqual(['xyz', '012345', 'q"\u00e9r']);
    // Cut anywhere, including inside an escape and past the limit.
    for (let cut = 0; cut <= text.length; cut++)
      expect(streamed(text, [cut, cut + 3], capture)).toStrictEqual(expected);
    // A captured string is still read to its end: a fault after the limit is a fault.
    expect(streamed('{"a":[{"b":["0123456789\\q"]}]}', [], capture)).toBe('refused');
  });
});
