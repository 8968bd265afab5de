import { vi } from 'vitest';

/**
 * Points the server modules a test imports into its own process at the file's database (PostgreSQL
 * at `url`, else in-memory PGlite). The API suite shares one module graph across files, so the
 * modules a file before this one imported (settings read once, an open pool) are forgotten first
 * and the next import reads the environment again.
 */
export function pointServerAt(url: string | undefined): void {
  vi.resetModules();
  if (url) process.env.DATABASE_URL = url;
  else process.env.PGLITE_DIR = 'memory://';
}
