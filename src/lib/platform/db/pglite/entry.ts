import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The database thread's file, built beside the server's entry in dist/server (astro.config.mjs asks boot-integration.ts for it). */
export const THREAD_ENTRY = 'pglite-thread.mjs';

/** The module the database thread is built from. */
export const THREAD_MODULE = fileURLToPath(new URL('./thread-entry.server.ts', import.meta.url));

/** The built database thread beside or above this chunk; none when run from source (astro dev, tests, scripts), where PGlite runs on the calling thread. */
export function threadEntry(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, THREAD_ENTRY), join(here, '..', THREAD_ENTRY)].find((file) => existsSync(file));
}
