/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config (import.meta.glob, aliases); the API suite drives the
// built server over HTTP, on in-memory PGlite or on PostgreSQL when TEST_DATABASE_URL is set.
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        // Some unit tests open an in-memory PGlite (about 2 s to its first query, more on a loaded machine).
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Each file still gets modules of its own, in a worker thread rather than a child process:
          // a fifth less CPU for the same 1,291 tests (215 → 167–176 s of CPU on two workers).
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
