/**
 * Writes the original placeholder art for every image path the app uses, from the
 * catalogue data. No game art ships with the site. A file that does not carry the
 * GENERATED marker is real art dropped in by a site owner and is never overwritten.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNER_IDS } from '../src/engine/types';
import { CHARACTERS, ELEMENTS, type Element, type Rarity } from '../src/catalogue/characters';
import { TEAM_CONTENTS } from '../src/catalogue/team-contents';
import { centredTextPath, textPath } from './pixel-font';
import { drawIcon, encodePng } from './png';

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

function characterSvg(name: string, element: Element, rarity: Rarity): string {
  const [light, dark] = ELEMENT_FILL[element];
  const frame = RARITY_FRAME[rarity];
  const letters = initials(name);
  const rarityLabel = rarity.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeXml(name)}">
${MARKER}
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect x="4" y="4" width="120" height="120" rx="18" fill="url(#g)" stroke="${frame}" stroke-width="8"/>
<path transform="translate(78 74) scale(0.6)" fill="#fff" fill-opacity="0.25" d="${ELEMENT_GLYPH[element]}"/>
${shadowed('n', centredTextPath(letters, 64, 28, 6), '#fff', 2)}
${shadowed('r', centredTextPath(rarityLabel, 64, 92, 2.4), frame, 0.8)}
</svg>
`;
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

for (const c of CHARACTERS) {
  // Only placeholders for SVG paths: an entry pointing at a .png/.webp is real art the owner supplies.
  if (c.image.endsWith('.svg')) emit(`characters/${c.rarity}/${c.image}`, characterSvg(c.name, c.element, c.rarity));
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
