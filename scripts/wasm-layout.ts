/**
 * The memory map of the WebAssembly pull kernel, defined once here. `scripts/build-wasm.ts` writes it out twice, as
 * `src/engine/pulls/wasm/layout.ts` for the loader (`src/engine/pulls/wasm-kernel.ts`) and as `src/engine/pulls/wasm/assembly/layout.ts`
 * for the kernel, with the same names and values, so the two sides cannot address different bytes. The engine
 * constants the kernel shares with the JavaScript loop are copied in from `src/engine/pulls/kernel.ts` and `src/engine/pulls/rules.ts` the same way,
 * and a row's column offsets come from `ROW_COLUMNS`, the order in which `src/engine/pulls/kernel.ts` packs a row.
 *
 * To move or add something: edit `REGIONS` or `constants()` below and run `npm run wasm`.
 */

import { DECIDED_SR, DECIDED_TOP, LUT_BITS, LUT_SIZE, ROW, ROW_COLUMNS, UNDECIDED } from '../src/engine/pulls/kernel';
import { MAX_ROSTER, PITY_ROWS, SR_GUARANTEE } from '../src/engine/pulls/rules';

/** Pulls per call of `pulls`: its output is one byte each of character and pity, plus four bytes per top result. */
const WASM_BLOCK = 32768;
/** Finished trials one call of `trials` may report. */
const TRIAL_REPORTS = 1024;
/** Every decision is below this: `DECIDED_TOP | roster index`. */
const DECISIONS = DECIDED_TOP + 256;
/** Roster indices are bytes. */
const ROSTER_SLOTS = 256;
/** A pool holds each character at most once, except the SR pool, which holds up to three slots per character. */
const POOL_CAPACITY = 3 * MAX_ROSTER;

export interface Constant {
  readonly name: string;
  readonly value: number;
  readonly doc: string;
}

interface Region {
  readonly name: string;
  readonly doc: string;
  readonly bytes: number;
  readonly align: number;
  /** Names of the region's u32 words, when it is a record: each gets a constant of its own address. */
  readonly words?: readonly (readonly [name: string, doc: string])[];
}

/**
 * Linear memory from address 0, in order. The kernel reads every region at a constant address (a load's immediate
 * offset), which is why the layout is the same for every banner; only the memo tables, last, vary in number.
 */
const REGIONS: readonly Region[] = [
  {
    name: 'STATE',
    doc: 'The sfc32 state, copied in from an `Sfc32` before a call and back out after it.',
    bytes: 16,
    align: 16,
    words: [
      ['STATE_A', 'sfc32 word a.'],
      ['STATE_B', 'sfc32 word b.'],
      ['STATE_C', 'sfc32 word c.'],
      ['STATE_D', 'sfc32 word d.'],
    ],
  },
  {
    name: 'TRIAL_STATE',
    doc: 'The state of the trial loop between calls of `trials`.',
    bytes: 9 * 4,
    align: 4,
    words: [
      ['TRIAL_P', 'Pity counter.'],
      ['TRIAL_S', 'SR counter.'],
      ['TRIAL_LENGTH', 'Pulls into the unfinished trial.'],
      ['TRIAL_MISSING', 'Selected characters not yet seen in the unfinished trial.'],
      ['TRIAL_NUMBER', 'Number of the unfinished trial.'],
      ['TRIAL_START_P', 'Pity counter every trial starts from.'],
      ['TRIAL_START_S', 'SR counter every trial starts from.'],
      ['TRIAL_SELECTED', 'Number of selected characters.'],
      ['TRIAL_REPORTED', 'Trials the last call finished, their lengths at `LENGTHS`.'],
    ],
  },
  {
    name: 'TOP_COUNT',
    doc: 'Top results in the last `pulls` call, listed at `TOPS`.',
    bytes: 4,
    align: 4,
  },
  {
    name: 'POOL_STARTS',
    doc: "Where the banner's band B, SR and R pools start inside `POOLS` (band A starts at 0).",
    bytes: 3 * 4,
    align: 4,
    words: [
      ['POOL_START_B', 'Start of top band B.'],
      ['POOL_START_SR', 'Start of the SR slots.'],
      ['POOL_START_R', 'Start of the R pool.'],
    ],
  },
  {
    name: 'TABLE_OF',
    doc: "Per pity row, the address of its memo table; the row's table with the SR guarantee due follows it.",
    bytes: PITY_ROWS * 4,
    align: 4,
  },
  {
    name: 'PITY_TYPES',
    doc: 'Per pity row, the pity type of a top result there.',
    bytes: PITY_ROWS,
    align: 1,
  },
  {
    name: 'ROWS',
    doc: "The banner's threshold rows as `PullKernel.rows`: float64, `ROW_BYTES` per pity row.",
    bytes: PITY_ROWS * ROW * 8,
    align: 8,
  },
  {
    name: 'POOLS',
    doc: "The banner's pools as `PullKernel.pools`, at most `POOL_CAPACITY` bytes.",
    bytes: POOL_CAPACITY,
    align: 1,
  },
  {
    name: 'WANTED',
    doc: 'For `trials`, 1 at every decision that is a selected character, indexed by the whole decision.',
    bytes: DECISIONS,
    align: 16,
  },
  {
    name: 'SEEN',
    doc: 'For `trials`, per roster index, the trial in which that character was last seen (u32).',
    bytes: ROSTER_SLOTS * 4,
    align: 4,
  },
  {
    name: 'LENGTHS',
    doc: 'The lengths of the trials the last `trials` call finished (u32).',
    bytes: TRIAL_REPORTS * 4,
    align: 4,
  },
  {
    name: 'CHARS',
    doc: 'The roster index of each pull of the last `pulls` call.',
    bytes: WASM_BLOCK,
    align: 16,
  },
  {
    name: 'PITY',
    doc: 'The pity counter after each pull of the last `pulls` call.',
    bytes: WASM_BLOCK,
    align: 16,
  },
  {
    name: 'TOPS',
    doc: "The last `pulls` call's top results, each (index in the call << 2) | pity type (u32).",
    bytes: WASM_BLOCK * 4,
    align: 16,
  },
  {
    name: 'TABLES',
    doc: 'The memo tables, `MEMO_TABLE_BYTES` each, two per distinct pity row, to the end of memory.',
    bytes: 0,
    align: 64,
  },
];

const screaming = (camel: string): string => camel.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

function constants(): Constant[] {
  const out: Constant[] = [
    { name: 'WASM_BLOCK', value: WASM_BLOCK, doc: 'Pulls per call of `pulls`.' },
    { name: 'TRIAL_REPORTS', value: TRIAL_REPORTS, doc: 'Finished trials one call of `trials` may report.' },
    { name: 'POOL_CAPACITY', value: POOL_CAPACITY, doc: 'Bytes at `POOLS`.' },
    { name: 'DECISIONS', value: DECISIONS, doc: 'Bytes at `WANTED`: every decision is below this.' },
    { name: 'ROSTER_SLOTS', value: ROSTER_SLOTS, doc: 'Words at `SEEN`, one per possible roster index.' },
    { name: 'SR_GUARANTEE', value: SR_GUARANTEE, doc: 'SR counter at which the next pull is SR or better.' },
    { name: 'DECIDED_SR', value: DECIDED_SR, doc: 'A decided SR: `DECIDED_SR | roster index`.' },
    { name: 'DECIDED_TOP', value: DECIDED_TOP, doc: 'A decided top result: `DECIDED_TOP | roster index`.' },
    { name: 'UNDECIDED', value: UNDECIDED, doc: 'A memo cell whose draws do not all decide the same pull.' },
    { name: 'LUT_BITS', value: LUT_BITS, doc: 'A memo table is keyed by the top `LUT_BITS` bits of the draw.' },
    { name: 'MEMO_TABLE_BYTES', value: LUT_SIZE * 2, doc: 'One memo table: `2^LUT_BITS` u16 cells.' },
    { name: 'ROW_BYTES', value: ROW * 8, doc: 'One threshold row at `ROWS`.' },
  ];
  ROW_COLUMNS.forEach((column, c) =>
    out.push({ name: `COLUMN_${screaming(column)}`, value: c * 8, doc: `Byte offset of \`${column}\` in a row.` }),
  );
  let at = 0;
  for (const region of REGIONS) {
    at = Math.ceil(at / region.align) * region.align;
    out.push({ name: region.name, value: at, doc: region.doc });
    region.words?.forEach(([name, doc], w) => out.push({ name, value: at + 4 * w, doc }));
    at += region.bytes;
  }
  return out;
}

/** The layout and constants, in the order they are written. */
export const LAYOUT: readonly Constant[] = constants();

const HEADER = '// Generated by scripts/build-wasm.ts from scripts/wasm-layout.ts: edit that and run `npm run wasm`.';

function render(intro: string, type: string): string {
  const lines = [HEADER, '', `/** ${intro} */`, ''];
  for (const { name, value, doc } of LAYOUT) lines.push(`/** ${doc} */`, `export const ${name}${type} = ${value};`);
  return `${lines.join('\n')}\n`;
}

/** The layout as TypeScript, for the loader. */
export function layoutForTypeScript(): string {
  return render('Memory map of the WebAssembly pull kernel, as the loader sees it: byte addresses and sizes.', '');
}

/** The same layout as AssemblyScript, for the kernel. */
export function layoutForAssemblyScript(): string {
  return render('Memory map of the WebAssembly pull kernel, as the kernel sees it: byte addresses and sizes.', ': u32');
}
