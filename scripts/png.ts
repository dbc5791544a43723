/**
 * A minimal PNG writer for the app icons (truecolour with alpha, one IDAT, no filtering), so the placeholder icons are
 * drawn from code like the rest of the placeholder art. `comment` goes into a tEXt chunk, uncompressed, so a marker
 * written there can be found in the file's bytes.
 */
import { deflateSync } from 'node:zlib';
import { inRoundedRect, insideOutlines, type Point } from './raster';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes `rgba` (width * height * 4 bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array, comment: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1')),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

const UNIT = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The site's icon: a four-pointed gold star on a violet gradient, on the unit square. `maskable` fills the whole
 * square and keeps the star inside the central safe zone; otherwise the square has rounded corners.
 */
export function drawIcon(size: number, maskable: boolean): Uint8Array {
  const scale = maskable ? 0.3 : 0.38;
  const star: Point[] = [];
  for (let k = 0; k < 8; k++) {
    const angle = -Math.PI / 2 + (k * Math.PI) / 4;
    const r = k % 2 === 0 ? scale : scale * 0.33;
    star.push([0.5 + r * Math.cos(angle), 0.5 + r * Math.sin(angle)]);
  }
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!maskable && !inRoundedRect(x, y, UNIT, 0.22)) continue;
          a++;
          if (insideOutlines([star], x, y)) {
            r += 255;
            g += 213;
            b += 74;
          } else {
            const t = (x + y) / 2;
            r += 107 + (38 - 107) * t;
            g += 47 + (18 - 47) * t;
            b += 163 + (84 - 163) * t;
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((255 * a) / (samples * samples));
    }
  }
  return rgba;
}
