import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makePrivate } from './private-folder.server';

// PostgreSQL removes files of its own as it starts (pg_internal.init among them), while the walk
// runs beside PGlite's opening: such a file is gone between its folder's listing and its own visit.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    lstat: async (path: string) => {
      if (path.endsWith('pg_internal.init')) await fs.rm(path);
      return fs.lstat(path);
    },
  };
});

/** A path's permission bits. */
const modeOf = (path: string) => lstatSync(path).mode & 0o7777;

// A database folder as PGlite or an older version of the store left it, on a real disk.
describe('making the database folder private', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-private-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Creates a file or folder with exactly this mode, whatever the umask. */
  const made = (path: string, mode: number, folder = false) => {
    if (folder) mkdirSync(path);
    else writeFileSync(path, 'x');
    chmodSync(path, mode);
    return path;
  };

  it('takes group and others off every folder and file under it, keeping the owner’s bits, and says how many it changed', async () => {
    const folder = made(join(root, 'pglite'), 0o755, true);
    const base = made(join(folder, 'base'), 0o755, true);
    const deep = made(join(base, '5'), 0o775, true);
    const wal = made(join(folder, '000000010000000000000001'), 0o666);
    const relation = made(join(deep, '16384'), 0o666);
    const readOnly = made(join(deep, 'PG_VERSION'), 0o444);
    const already = made(join(base, 'pg_filenode.map'), 0o600);

    expect(await makePrivate(folder)).toBe(6);

    expect([folder, base, deep].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect([wal, relation, readOnly, already].map(modeOf)).toEqual([0o600, 0o600, 0o400, 0o600]);
    // A second walk finds nothing left to change (a start on a folder already private logs nothing).
    expect(await makePrivate(folder)).toBe(0);
  });

  it('does not follow a link out of the folder', async () => {
    const outside = made(join(root, 'shared.txt'), 0o644);
    const folder = made(join(root, 'linked'), 0o700, true);
    symlinkSync(outside, join(folder, 'link'));

    expect(await makePrivate(folder)).toBe(0);
    expect(modeOf(outside)).toBe(0o644);
  });

  it('passes over an entry removed while it walks, and tightens the rest', async () => {
    const folder = made(join(root, 'starting'), 0o755, true);
    const base = made(join(folder, 'base'), 0o755, true);
    made(join(base, 'pg_internal.init'), 0o644);
    const relation = made(join(base, '16384'), 0o666);

    expect(await makePrivate(folder)).toBe(3);
    expect([folder, base, relation].map(modeOf)).toEqual([0o700, 0o700, 0o600]);
  });
});
