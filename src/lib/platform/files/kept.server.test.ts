import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFile, readKept } from './kept.server';

// Files kept beside the built server (docs/decisions/0058, 0059), on a real disk.
describe('a file kept beside the build', () => {
  let build: string;
  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), 'storefront-build-'));
    writeFileSync(join(build, 'entry.mjs'), '');
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));
  const bytes = async () => new Uint8Array([1, 2, 3]);

  it('is read back whole from its place, and only by a plain name: never a path out of the build', async () => {
    expect(await keepFile('pictures', 'a.avif', bytes, [build])).toBe(true);
    expect(await readKept('pictures', 'a.avif', [build])).toEqual(new Uint8Array([1, 2, 3]));
    expect(await readKept('pictures', 'b.avif', [build])).toBeUndefined();
    for (const [place, name] of [
      ['pictures', '../entry.mjs'],
      ['..', 'a.avif'],
      ['pictures', 'a/b.avif'],
      ['pictures', '.hidden'],
      ['/tmp', 'a.avif'],
      ['pictures', ''],
    ] as const) {
      expect(await keepFile(place, name, bytes, [build]), `${place} ${name}`).toBe(false);
      expect(await readKept(place, name, [build]), `${place} ${name}`).toBeUndefined();
    }
    expect(readdirSync(build).sort()).toEqual(['entry.mjs', 'pictures']);
    expect(readdirSync(join(build, 'pictures'))).toEqual(['a.avif']);
  });

  it('leaves no partial file when making the bytes fails or the folder cannot be written', async () => {
    expect(await keepFile('', 'a.tar', () => Promise.reject(new Error('failed')), [build])).toBe(false);
    // A place that cannot be a folder (a file holds its name), as a read-only build cannot be written.
    writeFileSync(join(build, 'blocked'), '');
    expect(await keepFile('blocked', 'b.avif', bytes, [build])).toBe(false);
    expect(readdirSync(build).sort()).toEqual(['blocked', 'entry.mjs']);
  });
});
