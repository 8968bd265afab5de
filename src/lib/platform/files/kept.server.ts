import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../db/private-folder.server';

// What a build makes the same way every time it is asked (an empty database cluster, a product
// drawing encoded as AVIF) is kept beside the built server, so that the next process of the same
// build reads it instead of making it again (docs/decisions/0058, 0059). The build's folder is its
// own: the next `astro build` empties it, so nothing kept outlives the code that made it. Kept
// files are private to the store's user, written under another name and renamed (a reader never
// sees half a file); where the folder cannot be written (a read-only deployment) nothing is kept
// and every process makes its own.

/** The built server's entry, which marks a folder as a build's. */
const SERVER_ENTRY = 'entry.mjs';

/** A file's name under a kept folder: letters, digits, dots, dashes and underscores, never a path. */
const KEPT_NAME = /^[\w-][\w.-]{0,199}$/;

/** Where the built server is when this code runs from a build (dist/server, this chunk's folder or the one above it). */
export function builtFolders(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [here, join(here, '..')];
}

/** Where the built server may be: this code's own build, else the working folder's (scripts and tests run from source). */
export const buildFolders = (): string[] => [...builtFolders(), resolve('dist/server')];

/** The first of `folders` that holds a built server, if any. */
const buildFolder = (folders = buildFolders()): string | undefined => folders.find((folder) => existsSync(join(folder, SERVER_ENTRY)));

/** The file `name` under `place` (a folder of the build), or undefined when the name is not a plain file name. */
function keptPath(folder: string, place: string, name: string): string | undefined {
  return KEPT_NAME.test(name) && (place === '' || KEPT_NAME.test(place)) ? join(folder, place, name) : undefined;
}

/** The bytes kept under `place/name` beside the build, if they were kept. */
export async function readKept(place: string, name: string, folders = buildFolders()): Promise<Uint8Array | undefined> {
  const folder = buildFolder(folders);
  const file = folder && keptPath(folder, place, name);
  if (!file) return undefined;
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return undefined;
  }
}

/**
 * Keeps the bytes `make` gives under `place/name` beside the build (`place` '' for the build's own
 * folder, else a private folder in it). Resolves to whether they were kept: never when there is no
 * build, the folder cannot be written or `make` fails, and then no partial file is left.
 */
export async function keepFile(place: string, name: string, make: () => Promise<Uint8Array>, folders = buildFolders()): Promise<boolean> {
  const folder = buildFolder(folders);
  const file = folder && keptPath(folder, place, name);
  if (!file) return false;
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    if (place) await mkdir(join(folder, place), { mode: PRIVATE_FOLDER, recursive: true });
    await writeFile(partial, await make(), { mode: PRIVATE_FILE, flag: 'wx' });
    await rename(partial, file);
    return true;
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
    return false;
  }
}
