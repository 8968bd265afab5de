import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prune, writeAtomically } from './files.server';
import { backupName, partialName } from './rules';

// Atomic writing and pruning on a real folder: a failure part-way (a full disk, an unwritable
// folder) leaves no file with a backup's name and no partial file behind.
describe('backup files', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-backup-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const name = backupName(new Date('2026-11-26T10:00:00Z'), 'pglite');

  it('writes under a hidden partial name, then renames it whole to the backup name, readable only by its owner', async () => {
    const dir = join(root, 'new', 'folder');
    const seen: string[] = [];
    const written = await writeAtomically(dir, name, async (path) => {
      await writeFile(path, 'x'.repeat(1000));
      seen.push(...readdirSync(dir));
    });
    expect(seen).toEqual([partialName(name, process.pid)]);
    expect(written).toEqual({ path: join(dir, name), bytes: 1000 });
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('removes the partial file and writes no backup when the disk fills part-way', async () => {
    const dir = join(root, 'full');
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    await expect(
      writeAtomically(dir, name, async (path) => {
        await writeFile(path, 'half a backup');
        throw full;
      }),
    ).rejects.toThrow('ENOSPC');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails clearly when the folder cannot be made (a file stands where it should be)', async () => {
    const blocker = join(root, 'a-file');
    writeFileSync(blocker, '');
    await expect(writeAtomically(join(blocker, 'backups'), name, async () => undefined)).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  it('keeps the newest backups, and removes partial files only once their writer is gone', async () => {
    const dir = join(root, 'prune');
    const names = [1, 2, 3, 4].map((day) => backupName(new Date(Date.UTC(2026, 10, day)), 'pglite'));
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => gone.once('exit', done));
    const orphan = partialName(names[3]!, gone.pid!);
    const mine = partialName(names[3]!, process.pid);
    mkdirSync(dir);
    for (const file of [...names, orphan, mine, 'notes.txt']) writeFileSync(join(dir, file), file);
    const removed = await prune(dir, 2);
    expect(removed.sort()).toEqual([names[0], names[1], orphan].sort());
    expect(readdirSync(dir).sort()).toEqual([names[2], names[3], mine, 'notes.txt'].sort());
    expect(existsSync(join(dir, mine))).toBe(true);
  });
});
