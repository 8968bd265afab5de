// The unicode-ranges of the store's font faces (scripts/lib/font-subsets.mjs cuts the files). Apart
// from the cutting, which loads WebAssembly, so a test reads the ranges without it.

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
