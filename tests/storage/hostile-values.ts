import fc from 'fast-check';
import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules } from '../../src/engine/pulls/rules';
import { BANNER_IDS, PITY_TYPE_LABELS } from '../../src/engine/types';
import { TEAM_KEYS, limitOf } from '../../src/storage/team-store';
import {
  buildHistory,
  tag,
  tagBytes,
  type HistoryRecords,
  type SeedPayload,
  type Tagged,
} from '../support/stored-state';

export { revive, seedStorage } from '../support/stored-state';

/**
 * Stored values for the hostile-storage properties: valid values of every key the site keeps, and the damaged,
 * foreign and adversarial values a browser profile can hold instead (wrong JSON types, prototype-pollution keys,
 * truncated JSON, huge and deeply nested texts, odd numbers, garbage bytes). Shared by the jsdom properties and
 * the browser test, so both speak of the same shapes.
 */

export const rules = buildRules(CHARACTERS);
export const CHARACTER_IDS = CHARACTERS.map((c) => c.id);

/** The property a polluted prototype would show; nothing may ever put it on Object.prototype. */
export const POLLUTION_MARK = 'hostilePolluted';
const POISON = `{"${POLLUTION_MARK}":"yes","toString":"no","valueOf":1}`;

export const PROTO_TEXTS: readonly string[] = [
  `{"__proto__":${POISON}}`,
  `{"constructor":{"prototype":${POISON}}}`,
  `{"prototype":${POISON}}`,
  `[{"__proto__":${POISON}}]`,
  `{"__proto__":{"__proto__":${POISON}}}`,
  `{"limited":{"__proto__":${POISON}},"perma":{"constructor":{"prototype":${POISON}}},"ml":0}`,
  `{"version":1,"activeId":"__proto__","lists":[{"id":"__proto__","name":"constructor","rows":[]}]}`,
  `{"__proto__":["freya"],"constructor":["freya"],"hasOwnProperty":["freya"]}`,
];

/** Texts that sit on the edge of what parsers and number conversions accept. */
export const ODD_TEXTS: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0.5',
  '-1',
  '1e21',
  '9007199254740993',
  '99999999999999999999999999',
  '0x1F',
  '0b1',
  '1_000',
  '+5',
  ' 5',
  '5 ',
  '007',
  'true',
  '[]',
  '{}',
  '[null]',
  '""',
  '"dark"',
  '"perma"',
  'DARK',
  'Light',
  'dark\u0000',
  ' light',
  '[object Object]',
  '\ud800',
  '\udfff\ud800',
  '\u202edark',
  '\ufeff{}',
  '<script>alert(1)</script>',
  '%7B%7D',
  '\\',
  '"',
  '{',
  '[',
  '}',
  '{"limited":80,"perma":81,"ml":0}',
  '{"limited":1e999,"perma":0,"ml":0}',
  '{"limited":-0,"perma":0.5,"ml":0}',
  '[80,9,0]',
];

let huge: readonly string[] | undefined;

/** Texts of about a megabyte, and nesting far deeper than any value the site writes. Built once, on first use. */
export function hugeTexts(): readonly string[] {
  huge ??= [
    `"${'x'.repeat(1_000_000)}"`,
    'x'.repeat(1_000_000),
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(30_000)}0${'}'.repeat(30_000)}`,
    `[${'0,'.repeat(150_000)}0]`,
    `{"version":1,"activeId":"list-1","lists":[${'{"id":"l","name":"n","rows":[]},'.repeat(10_000)}0]}`,
  ];
  return huge;
}

/** Every leaf path of a JSON value, the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => paths(v, [...at, i])));
  if (value !== null && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k])));
  }
  return here;
}

function replaceAt(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, next) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = replaceAt(copy[head as string], rest, next);
  return copy;
}

/** A stored text as a JSON value; a plain text (a theme, a banner) is a JSON string. */
function asJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Raw JSON texts for a number that JSON.parse turns into something no counter should accept. */
const ODD_NUMBER_TEXTS = ['1e999', '-1e999', '-0', '0.5', '-1', '9007199254740993', '1e300', '256', '4294967296'];
const MARK = '"\u0001odd-number\u0001"';

/** The value of a valid text with one part (or the whole) replaced by a value of the wrong type or range. */
function wrongPart(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom(null, true, '', [], {}, -1, 1.5, 'NaN'),
        fc.constant(MARK),
      ),
    )
    .map(([text, pick, replacement]) => {
      const value = asJson(text);
      const all = paths(value);
      const path = all[pick % all.length]!;
      if (replacement === MARK) {
        const numeric = ODD_NUMBER_TEXTS[pick % ODD_NUMBER_TEXTS.length]!;
        return JSON.stringify(replaceAt(value, path, 'ODDNUMBER')).replace('"ODDNUMBER"', numeric);
      }
      return JSON.stringify(replaceAt(value, path, replacement));
    });
}

/** A valid text with `__proto__`, `constructor` or `prototype` keys slipped into one of its objects. */
function poisoned(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('__proto__', 'constructor', 'prototype'))
    .map(([text, pick, key]) => {
      const opens = [...text.matchAll(/\{/g)].map((m) => m.index);
      if (opens.length === 0) return `{"${key}":${POISON},"value":${text}}`;
      const at = opens[pick % opens.length]! + 1;
      const inner = key === 'constructor' ? `{"prototype":${POISON}}` : POISON;
      const rest = text.slice(at);
      return `${text.slice(0, at)}"${key}":${inner}${rest.startsWith('}') ? '' : ','}${rest}`;
    });
}

/** A valid text cut short, as a write interrupted by a crash or a full disk leaves it. */
function truncated(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.nat())
    .filter(([text]) => text.length > 1)
    .map(([text, cut]) => text.slice(0, 1 + (cut % (text.length - 1))));
}

/** A valid value in the wrong container: wrapped in an array, or an object turned into its values. */
function rewrapped(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.boolean()).map(([text, wrap]) => {
    const value = asJson(text);
    if (wrap || value === null || typeof value !== 'object') return JSON.stringify([value]);
    return JSON.stringify(Object.values(value));
  });
}

export interface HostileTextOptions {
  /** Allow the megabyte texts (localStorage only: cookies are a few kilobytes at most). */
  readonly huge?: boolean;
}

/** Anything but a valid value: derived from `valid` when given, or unrelated junk. */
export function hostileText(valid?: fc.Arbitrary<string>, options: HostileTextOptions = {}): fc.Arbitrary<string> {
  const jsonish = fc.constantFrom(...'{}[]":,\\01e-.nultrufas '.split(''));
  const parts: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 3 },
    { arbitrary: fc.constantFrom(...PROTO_TEXTS), weight: 3 },
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: jsonish, maxLength: 40 }), weight: 1 },
  ];
  if (valid) {
    parts.push(
      { arbitrary: wrongPart(valid), weight: 4 },
      { arbitrary: poisoned(valid), weight: 3 },
      { arbitrary: truncated(valid), weight: 2 },
      { arbitrary: rewrapped(valid), weight: 1 },
    );
  }
  if (options.huge) parts.push({ arbitrary: fc.nat().map((i) => hugeTexts()[i % hugeTexts().length]!), weight: 1 });
  return fc.oneof(...parts);
}

// ---------------------------------------------------------------------------------------------------------------
// Valid values of every key

export const validTheme = fc.constantFrom('dark', 'light');
export const validBanner = fc.constantFrom(...BANNER_IDS);
export const validPullReveal = fc.constantFrom('true', 'false');

function bannerNumbers(max: number) {
  return fc
    .record({
      limited: fc.integer({ min: 0, max }),
      perma: fc.integer({ min: 0, max }),
      ml: fc.integer({ min: 0, max }),
    })
    .map((v) => JSON.stringify(v));
}

export const validPityCounters = bannerNumbers(80);
export const validSrCounters = bannerNumbers(9);
export const validCountText = fc.integer({ min: 0, max: 5_000_000 }).map(String);

/** The `summons` mirror: records newest first, pull numbers strictly decreasing. */
export const validSummons = fc
  .tuple(
    fc.array(
      fc.record({
        character: fc.constantFrom(...CHARACTERS.map((c) => c.name)),
        banner: validBanner,
        pityCount: fc.integer({ min: 0, max: 80 }),
        pityType: fc.constantFrom(...PITY_TYPE_LABELS),
        timestamp: fc.integer({ min: 0, max: 4_000_000_000_000 }),
        gap: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 30 },
    ),
    fc.integer({ min: 0, max: 1000 }),
  )
  .map(([records, base]) => {
    let pullNumber = base + records.reduce((sum, r) => sum + r.gap, 0);
    return JSON.stringify(
      records.map(({ gap, ...record }) => {
        const out = { ...record, pullNumber };
        pullNumber -= gap;
        return out;
      }),
    );
  });

/** Saved teams: known keys, known characters, each team within its limit. */
export const validTeamData = fc
  .subarray([...TEAM_KEYS])
  .chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc.shuffledSubarray(CHARACTER_IDS, { minLength: 1, maxLength: limitOf(key) }).map((ids) => [key, ids] as const),
      ),
    ),
  )
  .map((entries) => JSON.stringify(Object.fromEntries(entries)));

const color = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean())
  .map(([n, upper]) => `#${n.toString(16).padStart(6, '0')}`[upper ? 'toUpperCase' : 'toLowerCase']());
const name = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);

export const validTierLists = fc
  .array(fc.tuple(name(40), fc.array(fc.tuple(name(30), color), { minLength: 1, maxLength: 6 }), fc.nat()), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((lists) =>
    fc.tuple(
      fc.constant(lists),
      fc.nat(lists.length - 1),
      fc.tuple(...lists.map(() => fc.shuffledSubarray(CHARACTER_IDS, { maxLength: 12 }))),
    ),
  )
  .map(([lists, active, picked]) =>
    JSON.stringify({
      version: 1,
      activeId: `list-${active + 1}`,
      lists: lists.map(([listName, rows], l) => ({
        id: `list-${l + 1}`,
        name: listName.trim(),
        rows: rows.map(([rowName, rowColor], r) => ({
          id: `row-${r + 1}`,
          name: rowName.trim(),
          color: rowColor,
          // Each picked character in one row of the list.
          items: picked[l]!.filter((_, i) => i % rows.length === r),
        })),
      })),
    }),
  );

const amount = fc.integer({ min: 0, max: 10_000_000 });
const holdings = fc.record({ crystals: amount, anima: amount, apex: amount });
const calendarDate = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const counters = fc.record({ pity: fc.integer({ min: 0, max: 80 }), sr: fc.integer({ min: 0, max: 9 }) });
/** Characters a plan may target, each on a banner that can give them. */
const PLANNABLE = CHARACTERS.flatMap((c, i) =>
  BANNER_IDS.filter((b) => rules.banners[b].kind[i] !== 0).map((banner) => ({ character: c.id, banner })),
);

export const validPullPlans = fc
  .array(
    fc.record({
      name: name(40),
      targets: fc.uniqueArray(fc.constantFrom(...PLANNABLE), { maxLength: 12, selector: (t) => t.character }),
      copies: fc.integer({ min: 1, max: 6 }),
      counters: fc.record({ limited: counters, perma: counters, ml: counters }),
      onHand: holdings,
      income: fc.record({
        daily: holdings,
        weekly: holdings,
        monthly: holdings,
        events: fc.array(fc.record({ date: calendarDate, label: fc.string({ maxLength: 40 }), amounts: holdings }), {
          maxLength: 3,
        }),
      }),
      economy: fc.record({
        crystalsPerAnima: fc.integer({ min: 1, max: 100_000 }),
        crystalsPerApex: fc.integer({ min: 1, max: 100_000 }),
      }),
      targetDate: calendarDate,
      resetHour: fc.integer({ min: 0, max: 23 }),
      weeklyResetDay: fc.integer({ min: 0, max: 6 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((plans) => fc.tuple(fc.constant(plans), fc.nat(plans.length - 1)))
  .map(([plans, active]) =>
    JSON.stringify({
      version: 1,
      activeId: `plan-${active + 1}`,
      plans: plans.map(({ name: planName, targets, copies, ...rest }, i) => ({
        id: `plan-${i + 1}`,
        name: planName.trim(),
        targets: targets.map((t) => ({ ...t, copies })),
        ...rest,
      })),
    }),
  );

// ---------------------------------------------------------------------------------------------------------------
// Browser state: localStorage keys and cookies, each absent, valid or hostile

export type Slot = { kind: 'absent' } | { kind: 'valid'; text: string } | { kind: 'hostile'; text: string };

function slot(valid: fc.Arbitrary<string>, options: HostileTextOptions = {}): fc.Arbitrary<Slot> {
  return fc.oneof(
    { arbitrary: fc.constant<Slot>({ kind: 'absent' }), weight: 1 },
    { arbitrary: valid.map((text): Slot => ({ kind: 'valid', text })), weight: 2 },
    { arbitrary: hostileText(valid, options).map((text): Slot => ({ kind: 'hostile', text })), weight: 3 },
  );
}

/** The localStorage keys the site reads, with a valid value of each. */
export const LOCAL_KEYS = {
  theme: validTheme,
  selectedBanner: validBanner,
  pullReveal: validPullReveal,
  pityCounters: validPityCounters,
  srCounters: validSrCounters,
  summonCount: validCountText,
  summons: validSummons,
  teamData: validTeamData,
  tierLists: validTierLists,
  pullPlans: validPullPlans,
} as const;
export type LocalKey = keyof typeof LOCAL_KEYS;

/** The cookies the site reads. */
export const COOKIE_KEYS = { summonCount: validCountText, teamData: validTeamData } as const;
export type CookieKey = keyof typeof COOKIE_KEYS;

export interface CookieSlot {
  readonly slot: Slot;
  /** Raw (hostile values only): written as is, bad percent escapes included, not URI-encoded as the site writes. */
  readonly raw: boolean;
}

export interface BrowserState {
  readonly local: Readonly<Record<LocalKey, Slot>>;
  readonly cookies: Readonly<Record<CookieKey, CookieSlot>>;
  /** Keys that are not the site's, which it must leave alone. */
  readonly foreign: readonly (readonly [string, string])[];
}

/** Characters a cookie value cannot hold as written. */
export function cookieSafe(text: string): string {
  return [...text].map((c) => (c === ';' || c.trim() === '' || c < ' ' || c > '~' ? '%' : c)).join('');
}

export function browserState(options: HostileTextOptions = {}): fc.Arbitrary<BrowserState> {
  const local = fc.record(
    Object.fromEntries(Object.entries(LOCAL_KEYS).map(([key, valid]) => [key, slot(valid, options)])) as {
      [K in LocalKey]: fc.Arbitrary<Slot>;
    },
  );
  const cookies = fc.record(
    Object.fromEntries(
      Object.entries(COOKIE_KEYS).map(([key, valid]) => [
        key,
        fc.record({ slot: slot(valid, { huge: false }), raw: fc.boolean() }),
      ]),
    ) as { [K in CookieKey]: fc.Arbitrary<CookieSlot> },
  );
  const foreign = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty'), fc.string({ maxLength: 8 })),
      hostileText(),
    ),
    { maxLength: 3 },
  );
  return fc
    .record({ local, cookies, foreign })
    .map((state) => ({ ...state, foreign: state.foreign.filter(([key]) => !(key in LOCAL_KEYS)) }));
}

/** The cookie header text for one slot, or undefined when the cookie is absent. */
export function cookieValue(cookie: CookieSlot): string | undefined {
  if (cookie.slot.kind === 'absent') return undefined;
  if (cookie.raw && cookie.slot.kind === 'hostile') return cookieSafe(cookie.slot.text);
  try {
    return encodeURIComponent(cookie.slot.text);
  } catch {
    // A lone surrogate has no URI encoding: such a text can only reach a cookie raw.
    return cookieSafe(cookie.slot.text);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The IndexedDB history: a valid history, then hostile records written over and beside it

export const batchPlans = fc.array(
  fc.record({
    banner: validBanner,
    count: fc.integer({ min: 1, max: 150 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
  }),
  { maxLength: 4 },
);

/** One write into the history database. `key` only for `meta`, whose records carry no key of their own. */
export interface IdbWrite {
  readonly store: 'meta' | 'batches' | 'chunks';
  readonly key?: unknown;
  readonly value: unknown;
}

export interface IdbState {
  /** 'normal': the site's schema; 'no-batches': a database of the right name and version missing a store. */
  readonly shape: 'normal' | 'no-batches' | 'newer-version';
  readonly good: HistoryRecords;
  /** Written after the good records: hostile ones, some replacing good ones. */
  readonly writes: readonly IdbWrite[];
  /** Whether the summary record was deleted ("meta missing"). */
  readonly dropSummary: boolean;
}

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...PROTO_TEXTS).map((t) => JSON.parse(t) as unknown),
  fc.constantFrom<unknown>(null, 0, -1, 'summary', [], {}, { $bytes: [] }, { $date: 0 }, { $buffer: [1, 2, 3] }),
);

const counterJunk = fc.oneof(
  fc.record({ pity: fc.constantFrom(-1, 81, 255, 0.5, Number.POSITIVE_INFINITY, Number.NaN), sr: fc.nat(9) }),
  fc.record({ pity: fc.nat(80), sr: fc.constantFrom(-1, 10, 2 ** 31, 0.5) }),
  fc.constantFrom<unknown>(null, [], 'pity', { pity: '5', sr: '1' }),
);

/** Bytes of a good chunk spoiled: cut short, padded, wrong magic, version, banner, roster or count, or random. */
function spoiledBytes(good: Uint8Array): fc.Arbitrary<Tagged> {
  const edit = (at: number, value: number) => {
    const copy = good.slice();
    if (at < copy.length) copy[at] = value;
    return tagBytes(copy);
  };
  return fc.oneof(
    fc.nat().map((cut) => tagBytes(good.slice(0, cut % good.length))),
    fc.uint8Array({ minLength: 1, maxLength: 4 }).map((extra) => tagBytes(Uint8Array.from([...good, ...extra]))),
    fc.constantFrom(0, 1).map((at) => edit(at, 0x21)),
    fc.constantFrom(0, 2, 99, 255).map((version) => edit(2, version)),
    fc.constantFrom(3, 7, 255).map((banner) => edit(3, banner)),
    fc.integer({ min: 4, max: 7 }).map((at) => edit(at, good[at]! ^ 0xff)),
    fc.constantFrom(16, 17).map((at) => edit(at, 200)),
    fc.integer({ min: 20, max: 23 }).map((at) => edit(at, good[at]! ^ 0x10)),
    fc.nat().map((at) => edit(24 + (at % Math.max(1, good.length - 24)), 250)),
    fc.uint8Array({ maxLength: 64 }).map(tagBytes),
    fc.constant<Tagged>({ $buffer: [...good] }),
    fc.constant<Tagged>({ $int8: [...good] }),
  );
}

/** Hostile records for a good history. Batches never reuse a good batch's key, so good batches stay readable. */
function hostileWrites(good: HistoryRecords): fc.Arbitrary<IdbWrite[]> {
  const total = good.summary.summonCount;
  const goodIds = new Set(good.batches.map((b) => b.id));
  const freshId = fc
    .oneof(fc.integer({ min: 1, max: total + 200 }), fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e300))
    .filter((id) => !goodIds.has(id));
  const metaKey = fc.oneof(
    fc.constantFrom<unknown>(
      'summary',
      'roster:',
      'roster:abc',
      'roster:1e3',
      `roster:${rules.rosterHash}`,
      'revision',
      'x',
    ),
    fc.constantFrom<unknown>(0, -1, 3.5, ['roster:1'], { $date: 0 }, { $bytes: [1, 2] }),
    fc.string({ maxLength: 12 }),
  );
  const meta = fc.record({ store: fc.constant('meta' as const), key: metaKey, value: junkValue });
  const rosterJunk = fc.record({
    store: fc.constant('meta' as const),
    key: fc.constant<unknown>(`roster:${rules.rosterHash}`),
    value: fc.oneof(junkValue, fc.constant(['freya', 'freya', ''])),
  });
  const junkBatch = fc
    .tuple(freshId, junkValue)
    .map(([id, value]) => ({ store: 'batches' as const, value: { ...(value as object), id } }));
  const template = good.batches[0];
  const spoiledBatch = template
    ? fc
        .tuple(
          freshId,
          fc.constantFrom('banner', 'start', 'end', 'count', 'timestamp', 'chunks', 'rarity', 'tiling', 'shape'),
          counterJunk,
        )
        .map(([id, field, counters]): IdbWrite => {
          const chunk = { ...template.chunks[0]!, first: id };
          const base = { ...template, id, chunks: [chunk] };
          const value = {
            banner: { ...base, banner: 'standard' },
            start: { ...base, start: counters },
            end: { ...base, end: counters },
            count: { ...base, count: -5 },
            timestamp: { ...base, timestamp: Number.NaN },
            chunks: { ...base, chunks: [] },
            rarity: { ...base, chunks: [{ ...chunk, rarity: [1, 2, 3, 4] }] },
            tiling: { ...base, chunks: [{ ...chunk, first: id + 1 }] },
            // Well formed, overlapping the good history or beyond its end, without any chunk data behind it.
            shape: { ...base, count: chunk.count },
          }[field];
          return { store: 'batches', value };
        })
    : junkBatch;
  const goodChunk = good.chunks.length > 0 ? fc.constantFrom(...good.chunks) : undefined;
  const spoiledChunk = goodChunk
    ? goodChunk.chain((chunk) =>
        fc.oneof(
          spoiledBytes(chunk.data!).map((data): IdbWrite => ({ store: 'chunks', value: { ...chunk, data } })),
          fc
            .tuple(
              fc.uint8Array({ minLength: 1, maxLength: 3 }),
              fc.constantFrom(0, 1, 2, 3, 7, 255),
              fc.constantFrom(0, 80, 81, 255),
            )
            .map(([charsSeed, type, pity]): IdbWrite => {
              const n = chunk.data!.length - 24;
              const chars = Array.from({ length: n }, (_, i) => (charsSeed[i % charsSeed.length]! * 7 + i) % 256);
              return {
                store: 'chunks',
                value: {
                  first: chunk.first,
                  batchId: chunk.batchId,
                  chars: { $bytes: chars },
                  pity: { $bytes: chars.map(() => pity) },
                  types: { $bytes: chars.map(() => type) },
                },
              };
            }),
          junkValue.map((value): IdbWrite => ({
            store: 'chunks',
            value: { ...(value as object), first: chunk.first },
          })),
        ),
      )
    : fc.constant<IdbWrite>({ store: 'chunks', value: { first: 1, batchId: 1, data: { $bytes: [1] } } });
  return fc.array(
    fc.oneof(
      { arbitrary: meta, weight: 3 },
      { arbitrary: rosterJunk, weight: 1 },
      { arbitrary: junkBatch, weight: 2 },
      { arbitrary: spoiledBatch, weight: 3 },
      { arbitrary: spoiledChunk, weight: 3 },
    ),
    { maxLength: 8 },
  );
}

export const idbState: fc.Arbitrary<IdbState> = batchPlans
  .map((plans) => buildHistory(plans))
  .chain((good) =>
    fc.record({
      shape: fc.oneof(
        { arbitrary: fc.constant('normal' as const), weight: 8 },
        { arbitrary: fc.constantFrom('no-batches' as const, 'newer-version' as const), weight: 1 },
      ),
      good: fc.constant(good),
      writes: hostileWrites(good),
      dropSummary: fc.boolean(),
    }),
  );

/** The good batches no hostile write replaced: the history the site must still show. */
export function survivingPulls(state: IdbState): number {
  if (state.shape !== 'normal') return 0;
  return state.good.summary.summonCount;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing a state into a page (jsdom or a real browser)

export function seedPayload(browser: BrowserState, idb: IdbState | null, dbName: string): SeedPayload {
  const local: [string, string][] = [...browser.foreign.map(([k, v]) => [k, v] as [string, string])];
  for (const [key, slot] of Object.entries(browser.local)) if (slot.kind !== 'absent') local.push([key, slot.text]);
  const cookies: string[] = [];
  for (const [key, cookie] of Object.entries(browser.cookies)) {
    const value = cookieValue(cookie);
    if (value !== undefined) cookies.push(`${key}=${value}; path=/`);
  }
  if (!idb) return { local, cookies, idb: null };
  const writes: { store: string; key?: unknown; value?: unknown; delete?: boolean }[] = [
    { store: 'meta', key: 'summary', value: tag(idb.good.summary) },
    { store: 'meta', key: `roster:${idb.good.roster.hash}`, value: [...idb.good.roster.ids] },
    ...idb.good.batches.map((value) => ({ store: 'batches', value: tag(value) })),
    ...idb.good.chunks.map((value) => ({ store: 'chunks', value: tag(value) })),
    ...idb.writes.map((w) => ({ store: w.store, key: w.key, value: w.value })),
  ];
  if (idb.dropSummary) writes.push({ store: 'meta', key: 'summary', delete: true });
  const stores = idb.shape === 'no-batches' ? ['chunks', 'meta'] : ['batches', 'chunks', 'meta'];
  const filtered = writes.filter((w) => stores.includes(w.store));
  return {
    local,
    cookies,
    idb: { name: dbName, version: idb.shape === 'newer-version' ? 3 : 1, stores, writes: filtered },
  };
}
