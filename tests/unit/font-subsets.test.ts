import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontace } from 'fontace';
import { describe, expect, it } from 'vitest';
import { RANGES, rangeOf, rangeWithout, TURKISH } from '../../scripts/lib/font-ranges.mjs';
import type { FontFace } from '../../scripts/lib/font-subsets.mjs';

const require = createRequire(import.meta.url);
const BODONI = '@fontsource-variable/bodoni-moda/files/bodoni-moda-SUBSET-opsz-normal.woff2';
const INTER = '@fontsource/inter/files/inter-SUBSET-400-normal.woff2';
const bodoni = (subset: string) => BODONI.replace('SUBSET', subset);
const inter = (subset: string) => INTER.replace('SUBSET', subset);

/** Every code point of a unicode-range such as fontace or a @font-face writes it. */
function codes(range: string): Set<number> {
  const out = new Set<number>();
  for (const part of range.split(/,\s*/)) {
    const [first, last = first] = part.replace('U+', '').split('-');
    for (let code = Number.parseInt(first, 16); code <= Number.parseInt(last, 16); code += 1) out.add(code);
  }
  return out;
}
const metadata = (file: string) => fontace(readFileSync(file));

/**
 * One weight's faces as the build cuts them, in a process of its own: the cutting loads harfbuzz's
 * and woff2's WebAssembly, which this suite's worker threads do not hold (a V8 check on freeing
 * WebAssembly code in a worker aborted the whole unit run once, nodejs/node#64500).
 */
function facesOf(file: string, axes?: Record<string, number>): FontFace[] {
  const script = `import { facesOf } from './scripts/lib/font-subsets.mjs';
    const [file, axes] = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(await facesOf(400, (subset) => file.replace('SUBSET', subset), axes ?? undefined)));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([file, axes ?? null])], { encoding: 'utf8' }),
  );
}
const turkish = new Set([...TURKISH].map((letter) => letter.codePointAt(0) ?? 0));

describe('the font faces cut for the store', () => {
  it('write ranges without the characters taken out, and the Turkish letters as one short range', () => {
    expect(rangeOf(TURKISH)).toBe('U+011E-011F,U+0130,U+015E-015F');
    expect(rangeWithout('U+0100-0131', { text: 'ĞğİŞş' })).toBe('U+0100-011D,U+0120-012F,U+0131');
    expect(rangeWithout('U+0100-02FF,U+2020', { range: 'U+0000-0131,U+2000-206F' })).toBe('U+0132-02FF');
  });

  it('give each character of latin and latin-ext to exactly one face, the Turkish letters to a file of their own', () => {
    const faces = facesOf(INTER);
    const ranges = faces.map((face) => codes(face.unicodeRange[0]));
    const wanted = new Set([...codes(RANGES.latin), ...codes(RANGES['latin-ext'])]);
    expect(ranges.reduce((sum, range) => sum + range.size, 0)).toBe(wanted.size);
    expect(new Set(ranges.flatMap((range) => [...range]))).toEqual(wanted);
    expect(ranges[1]).toEqual(turkish);
    // The Turkish file maps those five letters and nothing a page would otherwise fetch it for
    // (U+FFFF is the end mark every cmap carries).
    const mapped = codes(metadata(faces[1].src[0]).unicodeRange);
    expect([...turkish].every((code) => mapped.has(code))).toBe(true);
    expect([...mapped].filter((code) => code > 0x7f && code !== 0xffff && !turkish.has(code))).toEqual([]);
    // Inter's latin and the rest of latin-ext stay fontsource's own files.
    expect(faces[0].src[0]).toBe(require.resolve(inter('latin')));
    expect(faces[2].src[0]).toBe(require.resolve(inter('latin-ext')));
  });

  it("pin Bodoni's weight at 400, keeping every character and the optical size", () => {
    const faces = facesOf(BODONI, { wght: 400 });
    const latin = metadata(faces[0].src[0]);
    const original = metadata(require.resolve(bodoni('latin')));
    expect(original.weight).toBe('400 900');
    expect(latin.weight).toBe('400');
    expect(latin.isVariable).toBe(true);
    expect(codes(latin.unicodeRange)).toEqual(codes(original.unicodeRange));
    expect(readFileSync(faces[0].src[0]).length).toBeLessThan(readFileSync(require.resolve(bodoni('latin'))).length * 0.6);
    expect(metadata(faces[2].src[0]).weight).toBe('400');
  });
});
