import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { NodeFS } from '@electric-sql/pglite/nodefs';

// The embedded database's folder holds password hashes, e-mail addresses and, unless they are set
// in the environment, the keys that sign codes and links: no other local user may read it, nor
// write its lock. PGlite does not see to that. Its PostgreSQL runs in WebAssembly over a file
// system of its own, which creates each file and then sets its mode under a umask of its own, 022,
// that nothing outside reaches: initdb's files and a backup's come out 0666, others 0644, whatever
// the process's umask. The rule lives here, and every path that creates, opens or restores a
// folder applies it.

/** The permission bits of group and others, which nothing of the database may carry. */
const OTHERS = 0o077;

/** The mode of a folder the store creates for its data: its user's alone. */
export const PRIVATE_FOLDER = 0o700;

/** The mode of a file the store creates for its data: read and written by its user alone. */
export const PRIVATE_FILE = 0o600;

/** A mode without group's and others' permissions (0666 becomes 0600, 0755 becomes 0700); the owner's are kept. */
const privateMode = (mode: number): number => mode & ~OTHERS;

/** The calls of Emscripten's file system (PGlite's Module.FS) that create an entry or set its mode. */
interface EmscriptenFs {
  mknod(path: string, mode: number, dev: number): unknown;
  chmod(path: unknown, mode: number, dontFollow?: boolean): unknown;
  fchmod(fd: number, mode: number): unknown;
}

/** Makes PGlite's file system create and set every entry without group's and others' permissions. */
function createPrivately(fs: EmscriptenFs): void {
  const { mknod, chmod, fchmod } = fs;
  // Every creation (a folder, a file, an unpacked archive's entry) passes through mknod, and a
  // file's mode is then set through chmod; Emscripten calls them on the object, so these are used.
  // Should a PGlite upgrade change that, the tests that look at a folder PGlite wrote fail.
  fs.mknod = (path, mode, dev) => mknod.call(fs, path, privateMode(mode), dev);
  fs.chmod = (path, mode, dontFollow) => chmod.call(fs, path, privateMode(mode), dontFollow);
  fs.fchmod = (fd, mode) => fchmod.call(fs, fd, privateMode(mode));
}

/**
 * PGlite's storage in a folder on disk (its own NodeFS) that creates what it writes private: on a
 * new folder, on a restore, and while it runs (new tables, log segments, caches).
 */
export async function privateFolderFs(folder: string): Promise<NodeFS> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  return new (class extends NodeFS {
    override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
      const { emscriptenOpts } = await super.init(...args);
      const preRun = [...(emscriptenOpts.preRun ?? []), (mod: { FS: EmscriptenFs }) => createPrivately(mod.FS)];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } };
    }
  })(folder);
}

/**
 * Takes group's and others' permissions off a folder and everything under it (links are not
 * followed); the number of entries changed.
 */
export async function makePrivate(folder: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    try {
      const stats = await lstat(path);
      if (stats.isSymbolicLink()) return;
      const mode = privateMode(stats.mode & 0o7777);
      if (mode !== (stats.mode & 0o7777)) {
        await chmod(path, mode);
        changed += 1;
      }
      // Siblings at once: a folder of some 1,500 entries is walked at every start, sequentially 80-100 ms.
      if (stats.isDirectory()) await Promise.all((await readdir(path)).map((name) => visit(join(path, name))));
    } catch (error) {
      // The walk runs while PGlite opens the folder (pglite.server.ts), and PostgreSQL removes some
      // of its own files as it starts: an entry gone meanwhile has nothing left to tighten.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  await visit(folder);
  return changed;
}
