/**
 * Strict base64 for the data file's pull bytes. Where the platform has its own (`Uint8Array.prototype.toBase64` and
 * `Uint8Array.fromBase64`: the same padded standard alphabet, many times faster) it is used; else btoa/atob, which
 * pages, workers and Node all have.
 */

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

interface PlatformBase64 {
  toBase64?: (this: Uint8Array) => string;
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
}

export function encodeBase64(bytes: Uint8Array): string {
  const platform = (Uint8Array.prototype as PlatformBase64).toBase64;
  if (typeof platform === 'function') return platform.call(bytes);
  const pieces: string[] = [];
  // Slices keep String.fromCharCode's argument list short; multiples of 3 bytes keep the pieces joinable.
  for (let i = 0; i < bytes.length; i += 0x7ffe) {
    pieces.push(btoa(String.fromCharCode(...bytes.subarray(i, i + 0x7ffe))));
  }
  return pieces.join('');
}

/** The bytes of a strict (padded, no whitespace) base64 text, or undefined when it is not one. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64_PATTERN.test(text)) return undefined;
  // The pattern has already refused what the platform's decoder would forgive (whitespace, missing padding).
  const platform = (Uint8Array as PlatformBase64).fromBase64;
  let binary: string;
  try {
    if (typeof platform === 'function') return platform(text);
    binary = atob(text);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
