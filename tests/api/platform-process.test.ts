import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, RETURNS_API } from '@lib/orders';
import { childPids } from '../../scripts/lib/processes.mjs';
import { ApiClient } from '../support/api-client';
import { heldPost } from '../support/held-request';
import { openConnection, rawRequest } from '../support/raw-http';
import { ownSeededFolder, type RunningServer, START_MS, spawnServer, starting, startServer, waitForOutput } from '../support/server';
import { signInsThenSignal } from '../support/signal-under-load';

// The server as a process: how it starts, what it logs, who may write its embedded database, and
// how it stops. The tests start servers of their own: one for each set of settings, shared by the
// tests that read it (a test that ends its server comes last), each started once.

const DEMO = { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' };

/** A sign-in whose head has reached the server (it answered 100 Continue) and whose body waits for `send`. */
const heldSignIn = (server: RunningServer) => heldPost(server.url, '/cop-api/customer/login', DEMO);

describe('starting', () => {
  it('refuses a wrong setting with one line naming the variable, and a non-zero exit', starting(1), async () => {
    const server = await spawnServer({ OTP_TTL_SECONDS: '0' });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output().trim().split('\n')).toEqual([expect.stringMatching(/^Invalid environment variable OTP_TTL_SECONDS: /)]);
    } finally {
      await server.stop();
    }
  });

  it('starts quietly with npm start: no word about a missing .env, one banner with the real address', starting(1), async () => {
    const server = await spawnServer({ PORT: '0', LOG_LEVEL: 'info' }, ['scripts/start.mjs', '--no-build']);
    try {
      await waitForOutput(server, 'listening at http://', START_MS);
      const output = server.output();
      expect(output).not.toMatch(/\.env|warn/i);
      // The one address named anywhere is the one the server bound (in the banner's text and fields).
      expect([...new Set(output.match(/http:\/\/[\w.[\]:-]+/g))]).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/)]);
    } finally {
      await server.stop();
    }
  });
});

describe('a server on a port the system picks, with a one-second shutdown deadline', () => {
  let server: RunningServer;
  /** The address the server says it listens on. */
  let url: string;
  afterAll(() => server?.stop());

  it('names the address it really listens on', starting(1), async () => {
    // Port 0: the system picks one, so only the server itself can tell which.
    server = await spawnServer({ PORT: '0', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    await waitForOutput(server, 'listening at http://', START_MS);
    url = /listening at (http:\/\/[^"\s]+)/.exec(server.output())![1]!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toBe('http://127.0.0.1:0');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('cuts what is still open when the shutdown deadline passes, then exits', async () => {
    const held = await heldPost(url, '/cop-api/customer/login', DEMO);
    server.process.kill('SIGTERM');
    // The body never comes; the server must not wait for it beyond its deadline.
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown deadline passed');
    expect(server.output()).toContain('database closed');
    await expect(held.send()).rejects.toThrow();
  });
});

describe('one writer for the embedded database', () => {
  // A copy of the seeded demo: a folder the store has written, opened without migrating it again.
  const folder = ownSeededFolder();
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(`${folder}.lock`, { force: true });
  });

  it('refuses a second server on the same folder, and lets a restart after kill -9 through', starting(3), async () => {
    const first = await startServer({ PGLITE_DIR: folder, SEED_DEMO: 'never' });
    const second = await spawnServer({ PGLITE_DIR: folder, SEED_DEMO: 'never' });
    try {
      expect(await second.exited).toBe(1);
      const lines = second.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(folder);
      expect(lines[0]).toContain(`pid ${first.process.pid}`);
      // The first server still serves, alone.
      expect((await new ApiClient(first.url).request('/healthz')).status).toBe(200);

      first.process.kill('SIGKILL');
      await first.exited;
      expect(existsSync(`${folder}.lock`)).toBe(true);
      const restarted = await startServer({ PGLITE_DIR: folder, SEED_DEMO: 'never' });
      expect((await new ApiClient(restarted.url).request('/healthz')).status).toBe(200);
      await restarted.stop();
      expect(restarted.process.exitCode).toBe(0);
      expect(existsSync(`${folder}.lock`)).toBe(false);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe('a running server', () => {
  let server: RunningServer;
  afterAll(() => server?.stop());

  it('runs one process on the embedded database whatever WORKERS asks, and says why once', starting(1), async () => {
    // Ten sign-ins to one account at once are counted as attempts first: let them all through.
    server = await startServer({
      WORKERS: '4',
      LOG_LEVEL: 'info',
      JSON_BODY_LIMIT_BYTES: '2048',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
      LOGIN_MAX_FAILURES_ACCOUNT: '50',
    });
    expect((await new ApiClient(server.url).request('/healthz')).status).toBe(200);
    expect(childPids(server.process.pid!)).toEqual([]);
    const why = server.output().match(/one server process: the embedded database \(PGlite\) lives in this process[^"]*/g);
    expect(why, server.output()).toHaveLength(1);
    expect(why![0]).toContain('a second process cannot open it');
  });

  it('takes its body limit from JSON_BODY_LIMIT_BYTES', async () => {
    const post = (size: number) =>
      rawRequest(server.url, '/cop-api/partner-guid', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Partner: 'x'.repeat(size) }),
      });
    expect((await post(3000)).status).toBe(413);
    expect((await post(1000)).status).not.toBe(413);
    // A return photo's chunk has its own cap, whatever the JSON limit: one chunk whole, a byte more refused.
    const chunk = (size: number) =>
      rawRequest(server.url, `${RETURNS_API.uploadChunk}?uploadId=${randomUUID()}&offset=0`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: Buffer.alloc(size),
      });
    expect((await chunk(CHUNK_BYTES)).status).not.toBe(413);
    expect((await chunk(CHUNK_BYTES + 1)).status).toBe(413);
  });

  it('writes no e-mail address, phone number or code into its log, from paths and queries alike', async () => {
    const client = new ApiClient(server.url);
    await client.request('/arama/ayse@vitrin.example/0532-123-45-67');
    await client.request('/dev/outbox.json?recipient=ayse%40vitrin.example&code=482913');
    await client.post('/cop-api/customer/login', { Username: '0532 123 45 67', Password: 'Yanlis2024' });
    await waitForOutput(server, '"path":"/cop-api/customer/login"');
    expect(server.output()).toContain('"path":"/arama/[email]/[phone]"');
    expect(server.output()).not.toMatch(/ayse|vitrin\.example|0532|123-45-67|123 45 67|482913/);
  });

  it('finishes the requests in flight on SIGTERM before it closes the database, and takes no new ones', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => heldSignIn(server)));
    server.process.kill('SIGTERM');
    await waitForOutput(server, 'shutting down');
    // A new connection is refused (a kept-alive one would still carry a request, answered with Connection: close).
    await expect(openConnection(server.url)).rejects.toThrow(/ECONNREFUSED/);
    const answers = await Promise.all(held.map((request) => request.send()));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ Success: true });
    }
    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output.lastIndexOf('"path":"/cop-api/customer/login"')).toBeLessThan(output.indexOf('database closed'));
  });
});

describe('a server busy with sign-ins when SIGTERM comes', () => {
  let server: RunningServer;
  afterAll(() => server?.stop());

  it('answers every request that reached it before the signal, and closes the connections that sent nothing', starting(1), async () => {
    server = await startServer({ LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '30' });
    const { signIns, silent } = await signInsThenSignal(server, 10);
    // Each an answer, none a reset.
    expect(signIns.map(({ status }) => status)).toEqual(Array.from({ length: 10 }, () => 'HTTP/1.1 401 Unauthorized'));
    // Those answered after the signal say so, and a kept-alive client reconnects elsewhere; some
    // are (the signal came while requests waited, the case this test is about).
    expect(signIns.some(({ closes }) => closes)).toBe(true);
    expect(silent).toEqual({ status: '', closes: false });
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('shutdown deadline passed');
  });
});
