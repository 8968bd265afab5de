import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildFolders, keepFile, readKept } from '../../files/kept.server';

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

/** The kept cluster of this build for the installed PGlite, if one was kept. */
export async function keptCluster(folders = buildFolders()): Promise<Blob | undefined> {
  const tar = await readKept('', clusterFile(await pgliteVersion()), folders);
  return tar && new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
}

/**
 * Keeps a cluster initdb has just made (`dump` gives its tar) beside the built server, for the next
 * new database; where the build's folder cannot be written (a read-only deployment) every new
 * database runs initdb.
 */
export async function keepCluster(dump: () => Promise<Uint8Array>, folders = buildFolders()): Promise<void> {
  await keepFile('', clusterFile(await pgliteVersion()), dump, folders);
}
