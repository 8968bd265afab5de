import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { BRIEF_NODE_FLAGS } from '../../scripts/lib/brief-process.mjs';
import { copyDemoTemplate, TEST_SERVER_ENV } from '../../scripts/lib/demo-template.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import type { OwnDatabase } from './postgres';

// Servers still running when a test worker ends (a test timed out before its cleanup) are killed
// with it, so none is left behind holding a port or a database folder.
const running = new Set<ChildProcess>();
/** The seeded copies still on disk, removed with their servers. */
const copies = new Set<string>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** What every test server runs with unless the test says otherwise. */
const BASE_ENV = TEST_SERVER_ENV;

// Seeding the demo data takes a server some 10 s, and the suites start some thirty servers of their
// own. The demo is seeded once per build into a folder inside dist/ (scripts/lib/demo-template.mjs;
// `npm test` seeds it right after the build), and each such server opens a copy of it: the same
// data, the seeding skipped (the store finds it done).

/** A fresh copy of the seeded demo folder, seeding it first when this build has none. */
function seededCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'storefront-test-db-'));
  copyDemoTemplate(copy);
  copies.add(copy);
  return copy;
}

/** A copy of the seeded demo folder that the test owns (kept across its servers' restarts): it removes it. */
export function ownSeededFolder(): string {
  const copy = seededCopy();
  copies.delete(copy);
  return copy;
}

// The same on PostgreSQL: a server of a test's own seeded a new database of its own (some 4 s, more
// on a busy machine). The built seeding child seeds one template database per run in the cluster the
// suite was given, and such a test gets a copy of it (CREATE DATABASE ... TEMPLATE: a file copy, half
// a second); the store finds the demo done. The suite's setup drops the template (api-setup.ts), so
// it always matches the build.
const POSTGRES_DEMO_TEMPLATE = 'storefront_test_demo';

/** A database's address on the server `given` names. */
function databaseUrl(given: string, name: string): string {
  const url = new URL(given);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a query as the administrator of the server `given` names. */
async function asAdmin<T>(given: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The seeded template on the server `given` names, seeded first when this run has none. */
async function postgresDemoTemplate(given: string): Promise<void> {
  const exists = async (admin: pg.Client) =>
    ((await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_DEMO_TEMPLATE])).rowCount ?? 0) > 0;
  if (await asAdmin(given, exists)) return;
  // Seeded under another name and renamed once done: a run stopped half-way leaves no template.
  const building = `${POSTGRES_DEMO_TEMPLATE}_${process.pid}`;
  await asAdmin(given, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
  });
  const code = await new Promise<number | null>((done) =>
    spawn(process.execPath, [...BRIEF_NODE_FLAGS, resolve('dist/server/seed.mjs')], {
      env: { ...process.env, ...BASE_ENV, DATABASE_URL: databaseUrl(given, building) },
      stdio: 'inherit',
    }).once('exit', done),
  );
  if (code !== 0) throw new Error(`seeding the PostgreSQL demo template failed (${code})`);
  await asAdmin(given, async (admin) => {
    // A database is renamed (and copied) with no session on it: the child's may still be closing.
    const sessions = async () =>
      (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [building])).rows[0]!.n;
    for (const deadline = Date.now() + 10_000; (await sessions()) > 0; )
      if (Date.now() > deadline) throw new Error(`a session stayed on ${building}`);
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${POSTGRES_DEMO_TEMPLATE}"`);
  });
}

/** A new database on the server `given` names holding the seeded demo (a copy of the template), and drop(). */
export async function seededPostgresDatabase(given: string): Promise<OwnDatabase> {
  await postgresDemoTemplate(given);
  const name = `storefront_test_${process.pid}_${Date.now()}`;
  await asAdmin(given, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_DEMO_TEMPLATE}"`));
  return {
    url: databaseUrl(given, name),
    drop: () => asAdmin(given, async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

/** Drops the seeded template of an earlier run or build from the server `given` names. */
export const dropPostgresDemoTemplate = (given: string): Promise<void> =>
  asAdmin(given, async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${POSTGRES_DEMO_TEMPLATE}" WITH (FORCE)`)));

/** A server that may open the seeded copy: the demo on the embedded database, the folder not the test's own. */
function takesSeededCopy(env: Record<string, string | undefined>): boolean {
  return env.PGLITE_DIR === undefined && !env.DATABASE_URL && env.SEED_DEMO !== 'never' && existsSync('dist/server/seed.mjs');
}

/** How long a server serves: `lasting`, the suite's shared store, keeps V8's optimising compiler. */
interface ServerLife {
  lasting?: boolean;
}

/** A built storefront server started for a test run. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `node dist/server/entry.mjs` with the given environment on a free port, without waiting:
 * for a test of a start that must fail. Its own address is its SITE_URL unless the test sets one.
 */
export async function spawnServer(
  env: Record<string, string | undefined> = {},
  args: string[] = [resolve('dist/server/entry.mjs')],
  { lasting = false }: ServerLife = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const copy = takesSeededCopy(env) ? seededCopy() : undefined;
  // A test's store lives for seconds (scripts/lib/brief-process.mjs).
  const child = spawn(process.execPath, [...(lasting ? [] : BRIEF_NODE_FLAGS), ...args], {
    env: { ...process.env, ...BASE_ENV, PORT: String(port), SITE_URL: url, PGLITE_DIR: copy ?? 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      if (copy) {
        rmSync(copy, { recursive: true, force: true });
        copies.delete(copy);
      }
      done(code);
    }),
  );
  running.add(child);
  void exited.then(() => running.delete(child));
  return {
    url,
    process: child,
    output: () => log,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How long a server may take to start: some 2 s alone, ten times that beside the browser suite, more on a slower machine. */
export const START_MS = 60_000;

/**
 * A test's time for the servers (or the store's scripts) it starts, each START_MS, and a margin
 * for its own work: such a test fails on the condition it waits for (a start's deadline), never
 * on the suite's 30 s, however slow the machine.
 */
export const starting = (servers: number) => ({ timeout: servers * START_MS + 30_000 });

/** Starts `node dist/server/entry.mjs` with the given environment and waits until /healthz answers. */
export async function startServer(
  env: Record<string, string | undefined> = {},
  timeoutMs = START_MS,
  life: ServerLife = {},
): Promise<RunningServer> {
  const server = await spawnServer(env, undefined, life);
  await waitForHealth(server.url, server.process, server.output, timeoutMs);
  return server;
}

/** Waits until the server's output contains a text (a log line), or fails after the timeout. */
export async function waitForOutput(server: RunningServer, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the server output:\n${server.output()}`);
    if (server.process.exitCode !== null) throw new Error(`server exited before "${text}":\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
