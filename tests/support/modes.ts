import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database's folder is its user's alone (src/lib/platform/db/private-folder.server.ts):
// what the suites look for on disk.

/** The entries (the path itself, and all under it when a folder) that group or others may use, each with its mode. */
export function openToOthers(path: string): string[] {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return [];
  const own = stats.mode & 0o077 ? [`${path} ${(stats.mode & 0o7777).toString(8)}`] : [];
  if (!stats.isDirectory()) return own;
  return [...own, ...readdirSync(path).flatMap((name) => openToOthers(join(path, name)))];
}
