// Shared by `npm test`, the end-to-end suite's stores (playwright.config.ts) and the API suite's
// servers (tests/support/server.ts): the demo data seeded once per build into dist/.test-demo-database
// by the built seeding child, and fresh copies of it for servers to open; such a server finds the demo
// done and skips seeding (docs/decisions/0030-test-suite-time.md, points 6 and 9). The next
// `astro build` wipes dist/, so the template always matches the build.
//
// `node scripts/lib/demo-template.mjs` seeds the template; `node scripts/lib/demo-template.mjs serve`
// starts the built server on a copy of its own at dist/.e2e-database-<PORT>, with this process's
// settings and its signals passed on (the copy of the last run on that port goes first: Playwright
// ends its web servers with SIGKILL; the next build wipes it).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRIEF_NODE_FLAGS } from './brief-process.mjs';

/** What every test server runs with unless it says otherwise; the seed hashes the demo passwords with these. */
export const TEST_SERVER_ENV = {
  HOST: '127.0.0.1',
  DEV_OUTBOX: '1',
  // One process, as the tests expect of a server (its pid, its kept pages); a test of WORKERS asks for more.
  WORKERS: '1',
  LOG_LEVEL: 'warn',
  ASTRO_NODE_LOGGING: 'disabled',
  // OWASP's floor for argon2id: hundreds of members a run at a fifth of the default's work.
  PASSWORD_HASH_MEMORY_KIB: '19456',
  PASSWORD_HASH_PASSES: '2',
};

/** The seeded folder of this build. */
const DEMO_TEMPLATE = resolve('dist/.test-demo-database');

/** Seeds the template when this build has none (some 10 s); another process may be doing the same. */
function seedDemoTemplate() {
  if (existsSync(join(DEMO_TEMPLATE, 'PG_VERSION'))) return;
  const building = `${DEMO_TEMPLATE}-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, [...BRIEF_NODE_FLAGS, resolve('dist/server/seed.mjs')], {
    env: { ...process.env, ...TEST_SERVER_ENV, PGLITE_DIR: building },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding the demo template failed (${seeded.status})`);
  // Another process may have made it meanwhile: either folder is the same demo.
  if (existsSync(DEMO_TEMPLATE)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, DEMO_TEMPLATE);
}

/** A fresh copy of the seeded demo at `folder` (whatever was there goes first), seeding the template first when needed. */
export function copyDemoTemplate(folder) {
  seedDemoTemplate();
  rmSync(folder, { recursive: true, force: true });
  cpSync(DEMO_TEMPLATE, folder, { recursive: true });
}

/** The built server on a copy of its own of the demo, as `serve` runs it. */
function serveCopy() {
  const folder = resolve(`dist/.e2e-database-${process.env.PORT}`);
  // A lock a killed server left beside its folder: the process it names may be another one by now.
  rmSync(`${folder}.lock`, { force: true });
  copyDemoTemplate(folder);
  // A copy serves a few journeys (the maintenance page, iyzico's): brief, by what it does. The store
  // every journey uses (`serve --long`) serves the whole run, and keeps V8's default.
  const flags = process.argv.includes('--long') ? [] : BRIEF_NODE_FLAGS;
  const server = spawn(process.execPath, [...flags, resolve('dist/server/entry.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, PGLITE_DIR: folder },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv[2] === 'serve') serveCopy();
  else seedDemoTemplate();
}
