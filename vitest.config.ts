/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config (import.meta.glob, aliases); the API suite drives the
// built server over HTTP, on in-memory PGlite or on PostgreSQL when TEST_DATABASE_URL is set.

const UNIT_FILES = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'];

/**
 * A unit test file that changes what other files would see if they shared its modules: it mocks or
 * spies, stubs the environment or a global, moves timers, sets a setting, or opens a database
 * (the store's client, clock and caches live in module state; the demo catalogue opens it). Read from the files themselves, so a new
 * test that does any of it runs apart without anyone listing it (docs/decisions/0030, point 13).
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers|resetModules|unstubAllEnvs)|process\.env(\.[A-Z_]+|\[[^\]]+\]) *=[^=]|delete process\.env|PGLITE_DIR|PGlite|demoCatalogue|globalThis\.[a-zA-Z]+ *=[^=]/;

/** The unit test files that run with modules of their own: the above, and the islands' and components' (their stores are module state). */
const ISOLATED = UNIT_FILES.flatMap((pattern) => globSync(pattern)).filter(
  (file) => file.startsWith('src/islands/') || file.startsWith('src/components/') || CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')),
);

export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        // Pure rules and the server's helpers: one module graph per worker, as the API suite does,
        // rather than importing Astro's Vite pipeline and the modules again for each of 160 files
        // (two fifths of the unit tests' CPU).
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: ISOLATED,
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Some of these open an in-memory PGlite (about 2 s to its first query, more on a loaded machine).
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          environment: 'node',
          // Each file gets modules of its own, in a worker thread rather than a child process.
          pool: 'threads',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files talk to servers over HTTP and share no state in memory: one module graph for
          // all of them, rather than importing the same modules again for each file.
          isolate: false,
        },
      },
    ],
  },
});
