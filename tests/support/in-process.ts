import { vi } from 'vitest';

/**
 * Points the server modules a test imports into its own process at the file's database (PostgreSQL
 * at `url`, else in-memory PGlite), and returns how to put the environment back. The API suite
 * shares one module graph and one process.env across files, so the modules a file before this one
 * imported (settings read once, an open pool) are forgotten first, and the file must restore the
 * environment when it ends or the servers later files start would inherit its database.
 */
export function pointServerAt(url: string | undefined): () => void {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
  vi.resetModules();
  if (url) process.env.DATABASE_URL = url;
  else process.env.PGLITE_DIR = 'memory://';
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
