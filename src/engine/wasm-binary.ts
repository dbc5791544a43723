/**
 * A minimal WebAssembly binary writer: just enough of the format (one memory, a few functions over i32 and f64, the
 * instructions the pull kernels use) to emit the engine's kernels at run time without a toolchain.
 *
 * The binary format is little-endian with LEB128 integers; a module is the magic and version, then numbered sections,
 * each a byte count followed by its content. Only sections 1 (types), 3 (functions), 5 (memory), 7 (exports) and
 * 10 (code) are written.
 */

export const I32 = 0x7f;
export const F64 = 0x7c;
export type ValueType = typeof I32 | typeof F64;

/** Block type of a block, loop or if that leaves nothing on the stack. */
const EMPTY_BLOCK = 0x40;

function unsignedLeb(value: number, out: number[]): void {
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
}

function signedLeb(value: number, out: number[]): void {
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    const done = (v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return;
  }
}

function vector(items: readonly number[][]): number[] {
  const out: number[] = [];
  unsignedLeb(items.length, out);
  for (const item of items) out.push(...item);
  return out;
}

function sized(content: readonly number[]): number[] {
  const out: number[] = [];
  unsignedLeb(content.length, out);
  out.push(...content);
  return out;
}

function utf8Name(name: string): number[] {
  return sized(Array.from(new TextEncoder().encode(name)));
}

/** A memory access's alignment (log2 of the access size, a hint) and constant byte offset. */
interface MemArg {
  readonly align: number;
  readonly offset: number;
}

/**
 * One function body, written instruction by instruction. Locals are numbered after the parameters, in the order
 * they are declared with `local`.
 */
export class FunctionBuilder {
  private readonly code: number[] = [];
  private readonly locals: ValueType[] = [];

  constructor(
    readonly params: readonly ValueType[],
    readonly results: readonly ValueType[],
  ) {}

  /** Declares a local and returns its index. */
  local(type: ValueType): number {
    this.locals.push(type);
    return this.params.length + this.locals.length - 1;
  }

  private op(...bytes: number[]): this {
    this.code.push(...bytes);
    return this;
  }

  private memory(opcode: number, arg: MemArg): this {
    this.code.push(opcode);
    unsignedLeb(arg.align, this.code);
    unsignedLeb(arg.offset, this.code);
    return this;
  }

  get(index: number): this {
    this.code.push(0x20);
    unsignedLeb(index, this.code);
    return this;
  }

  set(index: number): this {
    this.code.push(0x21);
    unsignedLeb(index, this.code);
    return this;
  }

  tee(index: number): this {
    this.code.push(0x22);
    unsignedLeb(index, this.code);
    return this;
  }

  i32(value: number): this {
    this.code.push(0x41);
    signedLeb(value, this.code);
    return this;
  }

  block(): this {
    return this.op(0x02, EMPTY_BLOCK);
  }

  loop(): this {
    return this.op(0x03, EMPTY_BLOCK);
  }

  if(): this {
    return this.op(0x04, EMPTY_BLOCK);
  }

  else(): this {
    return this.op(0x05);
  }

  end(): this {
    return this.op(0x0b);
  }

  /** Branch to the enclosing block `depth` levels out (0 = innermost); to a loop, that is its start. */
  br(depth: number): this {
    this.code.push(0x0c);
    unsignedLeb(depth, this.code);
    return this;
  }

  brIf(depth: number): this {
    this.code.push(0x0d);
    unsignedLeb(depth, this.code);
    return this;
  }

  i32Load(offset = 0): this {
    return this.memory(0x28, { align: 2, offset });
  }

  f64Load(offset = 0): this {
    return this.memory(0x2b, { align: 3, offset });
  }

  i32Load8U(offset = 0): this {
    return this.memory(0x2d, { align: 0, offset });
  }

  i32Load16U(offset = 0): this {
    return this.memory(0x2f, { align: 1, offset });
  }

  i32Store(offset = 0): this {
    return this.memory(0x36, { align: 2, offset });
  }

  i32Store8(offset = 0): this {
    return this.memory(0x3a, { align: 0, offset });
  }

  i32Eqz(): this {
    return this.op(0x45);
  }

  i32Eq(): this {
    return this.op(0x46);
  }

  i32Ne(): this {
    return this.op(0x47);
  }

  i32LtU(): this {
    return this.op(0x49);
  }

  i32GeU(): this {
    return this.op(0x4f);
  }

  f64Lt(): this {
    return this.op(0x63);
  }

  i32Add(): this {
    return this.op(0x6a);
  }

  i32Sub(): this {
    return this.op(0x6b);
  }

  i32Mul(): this {
    return this.op(0x6c);
  }

  i32And(): this {
    return this.op(0x71);
  }

  i32Or(): this {
    return this.op(0x72);
  }

  i32Xor(): this {
    return this.op(0x73);
  }

  i32Shl(): this {
    return this.op(0x74);
  }

  i32ShrU(): this {
    return this.op(0x76);
  }

  i32Rotl(): this {
    return this.op(0x77);
  }

  f64Sub(): this {
    return this.op(0xa1);
  }

  f64Mul(): this {
    return this.op(0xa2);
  }

  f64ConvertI32U(): this {
    return this.op(0xb8);
  }

  /** Float to u32, truncating; NaN gives 0 and out-of-range values clamp instead of trapping. */
  i32TruncSatF64U(): this {
    return this.op(0xfc, 0x03);
  }

  /** memory.fill(address, byte, length), popping all three. */
  memoryFill(): this {
    return this.op(0xfc, 0x0b, 0x00);
  }

  select(): this {
    return this.op(0x1b);
  }

  /** The function's type, locals and code as the binary format lays them out. */
  encode(): { type: number[]; body: number[] } {
    const type = [0x60, ...vector(this.params.map((t) => [t])), ...vector(this.results.map((t) => [t]))];
    // Locals are declared as runs of one type each.
    const runs: number[][] = [];
    for (const t of this.locals) {
      const last = runs[runs.length - 1];
      if (last && last[1] === t) last[0]!++;
      else runs.push([1, t]);
    }
    const localBytes = vector(
      runs.map(([count, t]) => {
        const entry: number[] = [];
        unsignedLeb(count!, entry);
        entry.push(t!);
        return entry;
      }),
    );
    return { type, body: sized([...localBytes, ...this.code, 0x0b]) };
  }
}

function section(id: number, content: readonly number[]): number[] {
  return [id, ...sized(content)];
}

/** A module with one exported memory of `pages` 64 KiB pages and the given exported functions. */
export function encodeModule(
  pages: number,
  functions: readonly { readonly name: string; readonly fn: FunctionBuilder }[],
): Uint8Array<ArrayBuffer> {
  const encoded = functions.map(({ fn }) => fn.encode());
  const memoryLimits: number[] = [0x00];
  unsignedLeb(pages, memoryLimits);
  const exports = [
    [...utf8Name('memory'), 0x02, 0x00],
    ...functions.map(({ name }, i) => {
      const entry = [...utf8Name(name), 0x00];
      unsignedLeb(i, entry);
      return entry;
    }),
  ];
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(encoded.map((e) => e.type))),
    ...section(
      3,
      vector(
        encoded.map((_, i) => {
          const index: number[] = [];
          unsignedLeb(i, index);
          return index;
        }),
      ),
    ),
    ...section(5, vector([memoryLimits])),
    ...section(7, vector(exports)),
    ...section(10, vector(encoded.map((e) => e.body))),
  ];
  return Uint8Array.from(bytes);
}
