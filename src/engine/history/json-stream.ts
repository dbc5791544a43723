/**
 * A JSON parser fed its text a piece at a time, for a file too large to hold as one string. It accepts exactly the
 * texts `JSON.parse` accepts and builds the same value (duplicate keys: the last wins; `__proto__` is an own key).
 *
 * One kind of string can be kept differently: a string value whose place matches `capture.at` (object keys, with
 * `'*'` for any array index) is kept to at most `capture.maxChars + 1` characters (the rest is read and dropped)
 * and stands in the value as whatever `capture.value` makes of it. So a file's big strings can become bytes as
 * they are read, and no string longer than that limit is ever built for them.
 */

export class JsonSyntaxError extends Error {}

export interface StringCapture {
  readonly at: readonly string[];
  readonly maxChars: number;
  value(text: string): unknown;
}

type Frame =
  | { readonly array: true; readonly value: unknown[] }
  | { readonly array: false; readonly value: Record<string, unknown>; key: string };

/** What the parser expects next. */
const State = {
  Value: 0,
  /** A value or, right after `[`, the array's end. */
  FirstValue: 1,
  /** A key or, right after `{`, the object's end. */
  FirstKey: 2,
  Key: 3,
  Colon: 4,
  AfterValue: 5,
  End: 6,
  String: 7,
  Escape: 8,
  Unicode: 9,
  Number: 10,
  Literal: 11,
} as const;
type State = (typeof State)[keyof typeof State];

const LITERALS: Record<string, readonly [string, unknown]> = {
  t: ['true', true],
  f: ['false', false],
  n: ['null', null],
};
/** `\\` then one of ESCAPED stands for the character at the same place in UNESCAPED. */
const ESCAPED = '"\\/bfnrt';
const UNESCAPED = '"\\/\b\f\n\r\t';
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const NUMBER_CHAR = /[-+.eE0-9]/;
const HEX = /^[0-9a-fA-F]{4}$/;
const NOT_BLANK = /[^ \n\r\t]/g;
/** The characters that end a run of plain string text: JSON forbids raw control characters in a string. */
// eslint-disable-next-line no-control-regex -- finding those characters is the point
const STRING_STOP = /["\\\u0000-\u001f]/g;

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // An assignment to `__proto__` would set the prototype; JSON.parse makes it an own property.
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

export class JsonStream {
  private readonly stack: Frame[] = [];
  private state: State = State.Value;
  private root: unknown;
  private failed = false;
  /** The string being read: its pieces, their length, whether it is a key, and whether it is captured. */
  private pieces: string[] = [];
  private length = 0;
  private isKey = false;
  private captured = false;
  private hex = '';
  private token = '';
  private literal: readonly [string, unknown] = LITERALS.n!;

  constructor(private readonly capture?: StringCapture) {}

  /** Reads the next piece of the text; throws JsonSyntaxError at the first character JSON.parse would refuse. */
  write(text: string): void {
    if (this.failed) throw new JsonSyntaxError('The text was already refused');
    try {
      this.read(text);
    } catch (error) {
      this.failed = true;
      throw error;
    }
  }

  /** The whole text's value, once it has all been written; throws JsonSyntaxError when it ends too soon. */
  end(): unknown {
    if (this.state === State.Number) this.endNumber();
    if (this.failed || this.state !== State.End) throw new JsonSyntaxError('Unexpected end of the text');
    return this.root;
  }

  private read(text: string): void {
    let i = 0;
    while (i < text.length) {
      const state = this.state;
      if (state === State.String) {
        i = this.readString(text, i);
        continue;
      }
      const c = text[i]!;
      if (state === State.Number) {
        if (NUMBER_CHAR.test(c)) {
          this.token += c;
          i++;
        } else {
          this.endNumber();
        }
        continue;
      }
      if (state === State.Escape) this.readEscape(c);
      else if (state === State.Unicode) this.readHex(c);
      else if (state === State.Literal) this.readLiteral(c);
      else if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
        // A run of blanks (an indented file has many) is skipped in one search.
        NOT_BLANK.lastIndex = i;
        i = NOT_BLANK.exec(text)?.index ?? text.length;
        continue;
      } else this.readStructure(c);
      i++;
    }
  }

  private readStructure(c: string): void {
    const state = this.state;
    if (state === State.Value || state === State.FirstValue) {
      if (c === ']' && state === State.FirstValue) this.close();
      else this.startValue(c);
    } else if (state === State.FirstKey || state === State.Key) {
      if (c === '}' && state === State.FirstKey) this.close();
      else if (c === '"') this.startString(true);
      else throw new JsonSyntaxError(`Expected a key, found ${c}`);
    } else if (state === State.Colon) {
      if (c !== ':') throw new JsonSyntaxError(`Expected ':', found ${c}`);
      this.state = State.Value;
    } else if (state === State.AfterValue) {
      const top = this.stack[this.stack.length - 1]!;
      if (c === ',') this.state = top.array ? State.Value : State.Key;
      else if (c === (top.array ? ']' : '}')) this.close();
      else throw new JsonSyntaxError(`Expected ',' or the end of the ${top.array ? 'array' : 'object'}, found ${c}`);
    } else {
      throw new JsonSyntaxError(`Unexpected ${c} after the end of the text`);
    }
  }

  private startValue(c: string): void {
    if (c === '{') {
      this.stack.push({ array: false, value: {}, key: '' });
      this.state = State.FirstKey;
    } else if (c === '[') {
      this.stack.push({ array: true, value: [] });
      this.state = State.FirstValue;
    } else if (c === '"') {
      this.startString(false);
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      this.token = c;
      this.state = State.Number;
    } else if (LITERALS[c]) {
      this.literal = LITERALS[c];
      this.token = c;
      this.state = State.Literal;
    } else {
      throw new JsonSyntaxError(`Unexpected ${c}`);
    }
  }

  /** Ends the innermost array or object: only ever called with the bracket that closes it. */
  private close(): void {
    this.emit(this.stack.pop()!.value);
  }

  private emit(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.root = value;
      this.state = State.End;
      return;
    }
    if (top.array) top.value.push(value);
    else setOwn(top.value, top.key, value);
    this.state = State.AfterValue;
  }

  private endNumber(): void {
    if (!NUMBER.test(this.token)) throw new JsonSyntaxError(`Not a number: ${this.token}`);
    this.emit(Number(this.token));
  }

  private readLiteral(c: string): void {
    const [word, value] = this.literal;
    if (word[this.token.length] !== c) throw new JsonSyntaxError(`Unexpected ${c} in ${word}`);
    this.token += c;
    if (this.token.length === word.length) this.emit(value);
  }

  /** Whether a string value starting now sits where the capture's strings do. */
  private atCapture(): boolean {
    const at = this.capture?.at;
    if (!at || at.length !== this.stack.length) return false;
    return this.stack.every((frame, i) => (frame.array ? at[i] === '*' : at[i] === frame.key));
  }

  private startString(isKey: boolean): void {
    this.isKey = isKey;
    this.captured = !isKey && this.atCapture();
    this.pieces = [];
    this.length = 0;
    this.state = State.String;
  }

  private append(text: string): void {
    if (this.captured) {
      const room = this.capture!.maxChars + 1 - this.length;
      if (room <= 0) return;
      if (text.length > room) text = text.slice(0, room);
    }
    this.pieces.push(text);
    this.length += text.length;
  }

  /** Reads plain string text from `i` up to the next quote, backslash or control character. */
  private readString(text: string, i: number): number {
    STRING_STOP.lastIndex = i;
    const stop = STRING_STOP.exec(text);
    const end = stop ? stop.index : text.length;
    if (end > i) this.append(text.slice(i, end));
    if (!stop) return end;
    const c = stop[0];
    if (c === '"') this.endString();
    else if (c === '\\') this.state = State.Escape;
    else throw new JsonSyntaxError('A control character inside a string');
    return end + 1;
  }

  private readEscape(c: string): void {
    if (c === 'u') {
      this.hex = '';
      this.state = State.Unicode;
      return;
    }
    const at = ESCAPED.indexOf(c);
    if (at < 0) throw new JsonSyntaxError(`Unknown escape \\${c}`);
    this.append(UNESCAPED[at]!);
    this.state = State.String;
  }

  private readHex(c: string): void {
    this.hex += c;
    if (this.hex.length < 4) return;
    if (!HEX.test(this.hex)) throw new JsonSyntaxError(`Bad escape \\u${this.hex}`);
    this.append(String.fromCharCode(parseInt(this.hex, 16)));
    this.state = State.String;
  }

  private endString(): void {
    const text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    this.pieces = [];
    if (this.isKey) {
      (this.stack[this.stack.length - 1] as Extract<Frame, { array: false }>).key = text;
      this.state = State.Colon;
    } else {
      this.emit(this.captured ? this.capture!.value(text) : text);
    }
  }
}
