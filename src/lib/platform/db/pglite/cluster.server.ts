import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PRIVATE_FILE } from '../private-folder.server';
import { THREAD_ENTRY, threadEntry } from './entry';

// A new PGlite cluster is made by initdb, run in WebAssembly: about 7 s of CPU and 4.5 s on this
// machine, for a result that is the same every time (an empty cluster: PostgreSQL's own catalogs,
// nothing of the store's). The first new database of a build keeps that cluster as a tar beside the
// built server; every later one (in memory, or a folder without PG_VERSION) is unpacked from it, about
// 2.4 s of CPU. Without a build (astro dev, tests before one) PGlite runs initdb as before (docs/decisions/0058).

/** The tar's name for the PGlite that made it: another PGlite version never opens it. */
const clusterFile = (version: string): string => `pglite-cluster-${version}.tar`;

/** The installed PGlite's version, from the package.json above its resolved entry. */
async function pgliteVersion(): Promise<string> {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  // Up to the package's own folder; a resolved entry always has one above it, the root is only a guard.
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  return (JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the built server may be (dist/server): the database thread's folder when built, else the working folder's build. */
function buildFolders(): string[] {
  const thread = threadEntry();
  return [...(thread ? [dirname(thread)] : []), resolve('dist/server')];
}

/** The first of `folders` that holds a built server (its database thread's file). */
const buildFolder = (folders: string[]): string | undefined => folders.find((folder) => existsSync(join(folder, THREAD_ENTRY)));

/** The kept cluster of this build for the installed PGlite, if one was kept. */
export async function keptCluster(folders = buildFolders()): Promise<Blob | undefined> {
  const folder = buildFolder(folders);
  const file = folder && join(folder, clusterFile(await pgliteVersion()));
  return file && existsSync(file) ? new Blob([await readFile(file)], { type: 'application/x-tar' }) : undefined;
}

/**
 * Keeps a cluster initdb has just made (`dump` gives its tar) beside the built server, for the next
 * new database. Written under another name and renamed, so a reader never sees half a file; where
 * the build's folder cannot be written (a read-only deployment) every new database runs initdb.
 */
export async function keepCluster(dump: () => Promise<Uint8Array>, folders = buildFolders()): Promise<void> {
  const folder = buildFolder(folders);
  if (!folder) return;
  const file = join(folder, clusterFile(await pgliteVersion()));
  const partial = `${file}.${process.pid}.${Date.now()}`;
  try {
    await writeFile(partial, await dump(), { mode: PRIVATE_FILE, flag: 'wx' });
    await rename(partial, file);
  } catch {
    // Not kept: the next new database makes its own.
  }
}
