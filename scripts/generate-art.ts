/**
 * Writes the original placeholder art for every image path the app uses, from the
 * catalogue data. No game art ships with the site. A file that does not carry the
 * GENERATED marker is real art dropped in by a site owner and is never overwritten.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNER_IDS } from '../src/engine/types';
import { CHARACTERS, ELEMENTS, type Element, type Rarity } from '../src/catalogue/characters';
import { TEAM_CONTENTS } from '../src/catalogue/team-contents';
import { textPath } from './pixel-font';
import { drawIcon, encodePng } from './png';
import { drawPortrait, PORTRAIT_SIZE, type PortraitStyle } from './portrait-png';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const MARKER = '<!-- generated placeholder -->';

const ELEMENT_FILL: Record<Element, [string, string]> = {
  red: ['#e5484d', '#8c1d22'],
  green: ['#46a758', '#1d5b2a'],
  blue: ['#3e83f8', '#173f8a'],
  yellow: ['#f5c542', '#9a6c06'],
  violet: ['#9d5bd2', '#4f1f7a'],
};

const RARITY_FRAME: Record<Rarity, string> = {
  ml: '#ff7eb6',
  ssr: '#ffd54a',
  sr: '#b58cff',
  r: '#7fb2ff',
};

const ELEMENT_GLYPH: Record<Element, string> = {
  red: 'M32 10 C40 24 46 30 46 40 A14 14 0 0 1 18 40 C18 30 26 26 32 10 Z',
  green: 'M16 46 C16 24 30 14 48 14 C48 34 38 48 16 46 Z',
  blue: 'M32 10 C42 26 46 32 46 40 A14 14 0 0 1 18 40 C18 32 22 26 32 10 Z M26 40 a6 6 0 0 0 6 6',
  yellow: 'M36 8 L18 36 H30 L26 56 L46 26 H34 Z',
  violet: 'M32 8 L38 26 L56 32 L38 38 L32 56 L26 38 L8 32 L26 26 Z',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** Words in the pixel font with a soft shadow under them, so they read on any colour. */
function shadowed(id: string, path: string, fill: string, shadow: number): string {
  return `<defs><path id="${id}" d="${path}"/></defs><use href="#${id}" x="${shadow}" y="${shadow}" fill="#0006"/><use href="#${id}" fill="${fill}"/>`;
}

/** A character's portrait: the rarity's frame, the element's colours and glyph, the initials and the rarity. */
function portraitStyle(name: string, element: Element, rarity: Rarity): PortraitStyle {
  const [light, dark] = ELEMENT_FILL[element];
  return {
    light,
    dark,
    frame: RARITY_FRAME[rarity],
    glyph: ELEMENT_GLYPH[element],
    letters: initials(name),
    rarity: rarity.toUpperCase(),
  };
}

function elementSvg(element: Element): string {
  const [light, dark] = ELEMENT_FILL[element];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${element}">
${MARKER}
<circle cx="32" cy="32" r="30" fill="${dark}"/>
<path d="${ELEMENT_GLYPH[element]}" fill="${light}" stroke="#fff" stroke-width="2"/>
</svg>
`;
}

const BANNER_STYLE: Record<string, { label: string; from: string; to: string }> = {
  limited: { label: 'LIMITED', from: '#ff9a3c', to: '#b3204a' },
  perma: { label: 'PERMA', from: '#3ec1d3', to: '#26418f' },
  ml: { label: 'ML', from: '#ff7eb6', to: '#6b2fa3' },
};

function bannerSvg(banner: string): string {
  const style = BANNER_STYLE[banner] ?? { label: banner.toUpperCase(), from: '#888', to: '#333' };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${style.label} banner">
${MARKER}
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>
<rect width="320" height="120" rx="14" fill="url(#b)"/>
<path d="M0 96 L80 40 L150 86 L220 30 L320 90 V120 H0 Z" fill="#ffffff22"/>
${shadowed('l', textPath(style.label, 24, 40, 5), '#fff', 1.5)}
</svg>
`;
}

function mobSvg(contentType: string, mob: string): string {
  let hash = 0;
  for (const ch of `${contentType}/${mob}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(mob)}">
${MARKER}
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 55% 22%)"/></linearGradient></defs>
<rect width="240" height="120" fill="url(#m)"/>
<circle cx="190" cy="40" r="46" fill="#ffffff18"/><circle cx="40" cy="100" r="60" fill="#00000022"/>
<path d="${textPath(contentType, 16, 90, 2)}" fill="#ffffffcc"/>
</svg>
`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
${MARKER}
<rect width="64" height="64" rx="14" fill="#6b2fa3"/><path d="M32 8 L38 26 L56 32 L38 38 L32 56 L26 38 L8 32 L26 26 Z" fill="#ffd54a"/>
</svg>
`;

let written = 0;
let kept = 0;
function emit(relative: string, content: string | Buffer): void {
  const path = join(PUBLIC, relative);
  // The marker is plain text in both kinds of placeholder: an XML comment in SVG, a tEXt chunk in PNG.
  if (existsSync(path) && !readFileSync(path, 'latin1').includes(MARKER)) {
    kept++;
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  if (!existsSync(path) || !readFileSync(path).equals(bytes)) writeFileSync(path, bytes);
  written++;
}

/** The drawing code: a picture drawn by other code than the one in a file is drawn anew. */
const DRAWING_CODE = ['portrait-png.ts', 'raster.ts', 'pixel-font.ts', 'png.ts']
  .map((file) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), 'utf8'))
  .join('\n');

/**
 * A PNG placeholder, painted only when the file there is not already this picture: its comment names the marker and
 * a print of what it shows and of the code that drew it (painting every portrait takes seconds, and the script runs
 * before every build and test run).
 */
function emitPng(
  relative: string,
  what: unknown,
  draw: () => { width: number; height: number; rgba: Uint8Array },
): void {
  const print = createHash('sha256').update(JSON.stringify(what)).update(DRAWING_CODE).digest('hex').slice(0, 16);
  const comment = `${MARKER} ${print}`;
  const path = join(PUBLIC, relative);
  if (existsSync(path) && readFileSync(path, 'latin1').includes(comment)) {
    written++;
    return;
  }
  const { width, height, rgba } = draw();
  emit(relative, encodePng(width, height, rgba, comment));
}

for (const c of CHARACTERS) {
  // A placeholder only at the path the catalogue gives by default: an entry naming its own image is real art the
  // owner supplies (and a file without the marker at the default path is kept, as everywhere).
  if (c.image !== `${c.id}.png`) continue;
  const style = portraitStyle(c.name, c.element, c.rarity);
  emitPng(`characters/${c.rarity}/${c.image}`, style, () => ({
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
    rgba: drawPortrait(style),
  }));
}
for (const e of ELEMENTS) emit(`element/${e}.svg`, elementSvg(e));
for (const b of BANNER_IDS) emit(`banners/${b}.svg`, bannerSvg(b));
for (const [contentType, mobs] of Object.entries(TEAM_CONTENTS)) {
  for (const mob of mobs) emit(`mobIllus/${contentType}/${mob}.svg`, mobSvg(contentType, mob));
}
emit('favicon.svg', FAVICON);
// The installed app's icons (web app manifest): PNG, as every browser accepts it there.
for (const size of [192, 512]) emit(`icons/icon-${size}.png`, encodePng(size, size, drawIcon(size, false), MARKER));
emit('icons/icon-maskable-512.png', encodePng(512, 512, drawIcon(512, true), MARKER));

console.log(`art: ${written} placeholders up to date, ${kept} real images kept`);
