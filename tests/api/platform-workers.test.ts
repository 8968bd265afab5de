import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childPids } from '../../scripts/lib/processes.mjs';
import { heldPost } from '../support/held-request';
import { type OwnDatabase, ownDatabase } from '../support/postgres';
import { rawRequest } from '../support/raw-http';
import { type RunningServer, spawnServer, starting, startServer, waitForOutput } from '../support/server';
import { signInsThenSignal } from '../support/signal-under-load';

// WORKERS on PostgreSQL: one primary that serves nothing itself, that many worker processes on one
// port, a worker that dies replaced, and one SIGTERM to the primary stopping them all without
// dropping a request. Runs on the PostgreSQL the suite was given, in a database of its own.

const METRICS_TOKEN = 'workers-metrics-token';
let database: OwnDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  // Both workers migrate and seed the empty database at once: the advisory lock lets one at a time through.
  server = await startServer({ DATABASE_URL: database.url, WORKERS: '2', SEED_DEMO: 'always', LOG_LEVEL: 'info', METRICS_TOKEN }, 120_000);
  await waitForOutput(server, '2 worker processes serving');
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The log lines of the server so far, parsed. */
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; pid?: number; requestId?: string });

let probes = 0;

/**
 * Sends `n` requests at once, each on a connection of its own, and answers which processes served
 * them: each request's log line names its worker's pid (the request id is the client's own).
 */
async function answeringPids(n: number): Promise<Set<number | undefined>> {
  const ids = Array.from({ length: n }, () => `worker-probe-${++probes}`);
  const answers = await Promise.all(
    ids.map((id) => rawRequest(server.url, '/healthz', { headers: { 'X-Request-Id': id, Connection: 'close' } })),
  );
  for (const answer of answers) expect(answer.status, answer.body).toBe(200);
  for (const id of ids) await waitForOutput(server, `"requestId":"${id}"`);
  const lines = logLines();
  return new Set(ids.map((id) => lines.find((line) => line.msg === 'request' && line.requestId === id)?.pid));
}

/** Waits until a condition holds, or fails after the timeout. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}, still not so after ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=2 on PostgreSQL', () => {
  it('serves from two worker processes, never from the primary, and names the worker in every log line', async () => {
    const workers = childPids(server.process.pid!);
    expect(workers).toHaveLength(2);
    expect(await answeringPids(12)).toEqual(new Set(workers));
    // Both booted on the empty database at once: one seeded it, the other found it seeded; no error.
    const output = server.output();
    expect(output.match(/listening at http:\/\//g)).toHaveLength(2);
    expect(output.match(/demo data seeded/g)).toHaveLength(1);
    expect(output).not.toMatch(/"level":(50|60)/);
  });

  it('counts the requests of every worker in one scrape, whichever worker takes it', async () => {
    const healthChecks = async () => {
      const scrape = await rawRequest(server.url, '/metrics', {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}`, Connection: 'close' },
      });
      expect(scrape.status, scrape.body).toBe(200);
      const counts = [...scrape.body.matchAll(/^storefront_http_requests_total\{[^}]*route="health"[^}]*\} (\d+)$/gm)];
      return counts.reduce((sum, [, n]) => sum + Number(n), 0);
    };
    const before = await healthChecks();
    expect(await answeringPids(8)).toEqual(new Set(childPids(server.process.pid!)));
    expect(await healthChecks()).toBe(before + 8);
  });

  it('replaces a worker that dies, and the port keeps answering meanwhile', async () => {
    const [victim, survivor] = childPids(server.process.pid!) as [number, number];
    process.kill(victim, 'SIGKILL');
    await waitForOutput(server, 'a worker process ended unexpectedly; starting another');
    const death = logLines().find((line) => line.msg.startsWith('a worker process ended'));
    expect(death).toMatchObject({ pid: victim, signal: 'SIGKILL' });
    // While its replacement starts, every request is answered (by the survivor, or the newcomer once it listens).
    for (let i = 0; i < 5; i += 1) for (const pid of await answeringPids(4)) expect(pid).not.toBe(victim);

    await until(() => childPids(server.process.pid!).some((pid) => pid !== survivor && pid !== victim), 'no replacement was forked');
    const replacement = childPids(server.process.pid!).find((pid) => pid !== survivor)!;
    await until(
      () => logLines().some((line) => line.pid === replacement && line.msg.startsWith('listening at')),
      'the replacement never listened',
    );
    expect(childPids(server.process.pid!).sort()).toEqual([survivor, replacement].sort());
    expect(alive(victim)).toBe(false);
    expect(await answeringPids(12)).toEqual(new Set([survivor, replacement]));
  });

  it('stops every worker on SIGTERM to the primary, answering every request that reached it, and the primary exits 0', async () => {
    const workers = childPids(server.process.pid!);
    const held = await heldPost(server.url, '/cop-api/partner-guid', { Partner: 'in-flight' });
    // Ten sign-ins at once, the signal right after them: the primary holds connections a busy worker has not taken yet.
    const signIns = signInsThenSignal(server, 10);
    await waitForOutput(server, 'shutting down');
    const answer = await held.send();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ Success: true });
    const { signIns: outcomes, silent } = await signIns;
    expect(outcomes.map(({ status }) => status)).toEqual(Array.from({ length: 10 }, () => 'HTTP/1.1 401 Unauthorized'));
    expect(silent.status).toBe('');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('every worker process has stopped');
    expect(logLines().filter((line) => line.msg === 'database closed')).toHaveLength(2);
    for (const pid of workers) expect(alive(pid), `worker ${pid}`).toBe(false);
  });
});

describe('WORKERS=2 when the workers cannot start', () => {
  it('stops the start with a non-zero exit instead of forking again and again', starting(1), async () => {
    // Nothing listens on port 9 of this machine: every worker fails to reach the database.
    const broken = await spawnServer({ DATABASE_URL: 'postgres://storefront@127.0.0.1:9/none', WORKERS: '2', LOG_LEVEL: 'info' });
    try {
      expect(await broken.exited).toBe(1);
      expect(broken.output()).toContain('a worker process could not start');
      expect(broken.output().match(/starting 2 worker processes/g)).toHaveLength(1);
    } finally {
      await broken.stop();
    }
  });
});
