import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../src/engine/base64';
import { createRng } from '../../src/engine/pulls/rng';

/** Byte arrays of the lengths that matter (empty, each padding, the fallback's slice edges, large), seeded. */
function samples(): Uint8Array[] {
  const rng = createRng(4242);
  const lengths = [0, 1, 2, 3, 4, 5, 0x7ffd, 0x7ffe, 0x7fff, 3 * 0x7ffe + 2];
  return lengths.map((n) => Uint8Array.from({ length: n }, () => rng.nextU32() & 0xff));
}

const nodeBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** Whether `decoded` holds exactly `bytes` (compared natively: a deep equality of 100,000 numbers is slow). */
const same = (decoded: Uint8Array | undefined, bytes: Uint8Array) =>
  decoded instanceof Uint8Array && Buffer.from(decoded).equals(Buffer.from(bytes));

const prototype = Uint8Array.prototype as { toBase64?: unknown };
const constructor = Uint8Array as { fromBase64?: unknown };
const own = { toBase64: prototype.toBase64, fromBase64: constructor.fromBase64 };

/** Puts `value` in place of the platform's own `key`, or takes it away when undefined. */
function setPlatform(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** Without the platform's own base64 (as in Node 20 and older browsers). */
function withoutPlatformBase64(): void {
  setPlatform(prototype, 'toBase64', undefined);
  setPlatform(constructor, 'fromBase64', undefined);
}

/** Buffer-backed stand-ins for the platform's own base64, as browsers provide it. */
function withPlatformBase64() {
  const toBase64 = vi.fn(function (this: Uint8Array) {
    return nodeBase64(this);
  });
  const fromBase64 = vi.fn((text: string) => new Uint8Array(Buffer.from(text, 'base64')));
  setPlatform(prototype, 'toBase64', toBase64);
  setPlatform(constructor, 'fromBase64', fromBase64);
  return { toBase64, fromBase64 };
}

afterEach(() => {
  setPlatform(prototype, 'toBase64', own.toBase64);
  setPlatform(constructor, 'fromBase64', own.fromBase64);
});

describe('base64 of pull bytes', () => {
  it('writes what standard padded base64 is, and reads it back, with and without the platform encoder', () => {
    withoutPlatformBase64();
    for (const bytes of samples()) {
      const text = encodeBase64(bytes);
      expect([bytes.length, text === nodeBase64(bytes), same(decodeBase64(text), bytes)]).toEqual([
        bytes.length,
        true,
        true,
      ]);
    }
    const platform = withPlatformBase64();
    for (const bytes of samples()) {
      expect([
        bytes.length,
        encodeBase64(bytes) === nodeBase64(bytes),
        same(decodeBase64(nodeBase64(bytes)), bytes),
      ]).toEqual([bytes.length, true, true]);
    }
    expect(platform.toBase64).toHaveBeenCalledTimes(samples().length);
    expect(platform.fromBase64).toHaveBeenCalledTimes(samples().length);
  });

  it('refuses any text that is not strict base64, whichever decoder is there', () => {
    const bad = ['QUJ', 'QU JD', 'QUJD\n', 'QUJD=', 'QQ=a', '@@@@', 'QQ', '====', 'Q==='];
    withoutPlatformBase64();
    for (const text of bad) expect([text, decodeBase64(text)]).toEqual([text, undefined]);
    const platform = withPlatformBase64();
    for (const text of bad) expect([text, decodeBase64(text)]).toEqual([text, undefined]);
    expect(platform.fromBase64).not.toHaveBeenCalled();
    // Bits past the last byte are ignored alike.
    expect(decodeBase64('QR==')).toEqual(Uint8Array.of(0x41));
    withoutPlatformBase64();
    expect(decodeBase64('QR==')).toEqual(Uint8Array.of(0x41));
  });
});
