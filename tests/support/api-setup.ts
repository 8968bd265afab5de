import type { TestProject } from 'vitest/node';
import { dropPostgresDemoTemplate, seededPostgresDatabase, START_MS, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    maintenanceUrl: string;
    databaseUrl: string | undefined;
  }
}

/** Starts the built server (and a second one in maintenance) for the API suite. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL || undefined;
  // A demo template of an earlier run or build goes: this run seeds one for its build. On PostgreSQL
  // the shared store opens a copy of it, as the servers of the tests' own do, rather than seed the
  // database given a second time, which the suite now leaves as it is (docs/decisions/0030, point 19).
  if (given) await dropPostgresDemoTemplate(given);
  const shared = given ? await seededPostgresDatabase(given) : undefined;
  const databaseUrl = shared?.url;
  const servers: RunningServer[] = await Promise.all([
    // Every test calls from 127.0.0.1: the per-address code cap (30 an hour) would stop the suite, so
    // this server lifts it, and the per-recipient one (10 an hour), since the editor's tests sign the
    // demo staff in many times; tests/api/account/members/otp-limits.test.ts tests the caps on a server of its own.
    // Every test of the suite queries this one. On the embedded database it opens a copy of the demo
    // seeded once per build, as the servers of the tests' own do: seeding its own in memory cost 13 s
    // of a core before the first test (docs/decisions/0030, point 19). It serves for the whole suite,
    // so V8 optimises its database code as in production.
    startServer(
      {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'always',
        OTP_SENDS_PER_ADDRESS: '100000',
        OTP_SENDS_PER_HOUR: '100000',
      },
      START_MS,
      { lasting: true },
    ),
    // The second server also shows the settings that switch things off (outbox, page cache).
    startServer({ MAINTENANCE: '1', DEV_OUTBOX: '0', PAGE_CACHE: '0' }),
  ]);
  project.provide('baseUrl', servers[0]!.url);
  project.provide('maintenanceUrl', servers[1]!.url);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.drop();
    if (given) await dropPostgresDemoTemplate(given);
  };
}
