import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/net.mjs';

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
const BASE_ENV = {
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

// Seeding the demo data takes a server some 10 s, and the suites start some thirty servers of their
// own. The demo is seeded once per build into a folder inside dist/ (the next build wipes it), and
// each such server opens a copy of it: the same data, the seeding skipped (the store finds it done).
const TEMPLATE = resolve('dist/.test-demo-database');

/** A fresh copy of the seeded demo folder, seeding it first when this build has none. */
function seededCopy(): string {
  if (!existsSync(join(TEMPLATE, 'PG_VERSION'))) {
    const building = `${TEMPLATE}-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const seeded = spawnSync(process.execPath, [resolve('dist/server/seed.mjs')], {
      env: { ...process.env, ...BASE_ENV, PGLITE_DIR: building },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error(`seeding the demo template failed (${seeded.status})`);
    // Another run may have made it meanwhile: either folder is the same demo.
    if (existsSync(TEMPLATE)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, TEMPLATE);
  }
  const copy = mkdtempSync(join(tmpdir(), 'storefront-test-db-'));
  cpSync(TEMPLATE, copy, { recursive: true });
  copies.add(copy);
  return copy;
}

/** A copy of the seeded demo folder that the test owns (kept across its servers' restarts): it removes it. */
export function ownSeededFolder(): string {
  const copy = seededCopy();
  copies.delete(copy);
  return copy;
}

/** A server that may open the seeded copy: the demo on the embedded database, the folder not the test's own. */
function takesSeededCopy(env: Record<string, string | undefined>): boolean {
  return env.PGLITE_DIR === undefined && !env.DATABASE_URL && env.SEED_DEMO !== 'never' && existsSync('dist/server/seed.mjs');
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
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const copy = takesSeededCopy(env) ? seededCopy() : undefined;
  const child = spawn(process.execPath, args, {
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

/** Starts `node dist/server/entry.mjs` with the given environment and waits until /healthz answers. */
export async function startServer(env: Record<string, string | undefined> = {}, timeoutMs = 60_000): Promise<RunningServer> {
  const server = await spawnServer(env);
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
