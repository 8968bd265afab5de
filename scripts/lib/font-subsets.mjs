// The store's font faces, cut from the fontsource files at build time (docs/decisions/0011-typography.md).
// Fontsource splits a family into "latin" and "latin-ext", and every Turkish page needs latin-ext for
// five letters (Ğ ğ İ Ş ş): a second file per face, 25–37 KB each, before the first paint. Each face is
// now three: latin as fontsource cuts it, the five letters alone (1.5–3 KB), and the rest of latin-ext
// for the rare name that needs it (a Ł, the lira sign), with unicode-ranges that do not overlap, so a
// page downloads only what its text uses. Bodoni's weight axis is pinned at 400, the only weight the
// store's styles ask of it, which halves its file and keeps the optical-size axis.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Fontsource's own ranges for its two subsets. */
export const RANGES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** The letters of Turkish that fontsource keeps in latin-ext (ç ö ü ı are in latin). */
export const TURKISH = 'ĞğİŞş';

/** A unicode-range list of ranges as [first, last] code point pairs. */
function parseRange(range) {
  return range.split(',').map((part) => {
    const [first, last = first] = part.replace('U+', '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');

/** Writes [first, last] pairs as a unicode-range. */
function formatRange(pairs) {
  return pairs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

/** The code points of a unicode-range and of a text, as one set. */
function codePoints(range = '', text = '') {
  const codes = new Set([...text].map((c) => c.codePointAt(0)));
  for (const [first, last] of range ? parseRange(range) : []) for (let code = first; code <= last; code += 1) codes.add(code);
  return codes;
}

/** A unicode-range without the code points of another range and of a text, split around them. */
export function rangeWithout(range, { range: other, text } = {}) {
  const left = codePoints(other, text);
  const pairs = [];
  for (const [first, last] of parseRange(range)) {
    let start = first;
    for (let code = first; code <= last + 1; code += 1) {
      if (code <= last && !left.has(code)) continue;
      if (start < code) pairs.push([start, code - 1]);
      start = code + 1;
    }
  }
  return formatRange(pairs);
}

/** The unicode-range of exactly these characters, neighbours joined. */
export function rangeOf(characters) {
  const pairs = [];
  for (const code of [...codePoints('', characters)].sort((a, b) => a - b)) {
    const previous = pairs.at(-1);
    if (previous && previous[1] === code - 1) previous[1] = code;
    else pairs.push([code, code]);
  }
  return formatRange(pairs);
}

const require = createRequire(import.meta.url);
// Every character of the basic plane but surrogates: harfbuzz keeps what a file has of it.
const EVERY_CHARACTER = Array.from({ length: 0xfffe }, (_, code) => code)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  .join('');
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/store-fonts', import.meta.url));

/**
 * The file cut from a fontsource file (the characters given, or all of it; the axes pinned), kept in
 * the cache under a name made of what went in, so a build cuts each file once.
 */
async function cut(source, { text, axes } = {}) {
  const font = readFileSync(require.resolve(source));
  const wanted = text ?? EVERY_CHARACTER;
  const key = createHash('sha256').update(font).update(JSON.stringify({ wanted, axes })).digest('hex').slice(0, 16);
  const file = join(CACHE, `${key}.woff2`);
  if (existsSync(file)) return file;
  const out = await subsetFont(font, wanted, { targetFormat: 'woff2', ...(axes ? { variationAxes: axes } : {}) });
  mkdirSync(CACHE, { recursive: true });
  // Written whole under a temporary name, so a build that stops halfway never leaves half a font.
  writeFileSync(`${file}.${process.pid}`, out);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}

/**
 * One weight's three faces for Astro's local font provider: latin, the Turkish letters, the rest of
 * latin-ext. `file(subset)` names the fontsource file of a subset; `axes` pins variation axes.
 */
export async function facesOf(weight, file, axes) {
  const pinned = axes ? { axes } : undefined;
  const latin = axes ? await cut(file('latin'), pinned) : require.resolve(file('latin'));
  const turkish = await cut(file('latin-ext'), { text: TURKISH, axes });
  const rest = axes ? await cut(file('latin-ext'), pinned) : require.resolve(file('latin-ext'));
  return [
    { weight, style: 'normal', unicodeRange: [RANGES.latin], src: [latin] },
    { weight, style: 'normal', unicodeRange: [rangeOf(TURKISH)], src: [turkish] },
    // Without what latin holds too (ı and three combining marks): the face declared last wins a
    // character two faces share, and ı would otherwise fetch this file on every Turkish page.
    { weight, style: 'normal', unicodeRange: [rangeWithout(RANGES['latin-ext'], { range: RANGES.latin, text: TURKISH })], src: [rest] },
  ];
}
