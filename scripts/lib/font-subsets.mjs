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
import { RANGES, rangeOf, rangeWithout, TURKISH } from './font-ranges.mjs';

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
  // Unpinned, latin and the rest of latin-ext are fontsource's own files.
  const whole = async (subset) => (axes ? cut(file(subset), { axes }) : require.resolve(file(subset)));
  const latin = await whole('latin');
  const turkish = await cut(file('latin-ext'), { text: TURKISH, axes });
  const rest = await whole('latin-ext');
  return [
    { weight, style: 'normal', unicodeRange: [RANGES.latin], src: [latin] },
    { weight, style: 'normal', unicodeRange: [rangeOf(TURKISH)], src: [turkish] },
    // Without what latin holds too (ı and three combining marks): the face declared last wins a
    // character two faces share, and ı would otherwise fetch this file on every Turkish page.
    { weight, style: 'normal', unicodeRange: [rangeWithout(RANGES['latin-ext'], { range: RANGES.latin, text: TURKISH })], src: [rest] },
  ];
}
