import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/net.mjs';
import { resolve } from 'node:path';

/** A built storefront server started for a test run. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
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

/** Starts `node dist/server/entry.mjs` with the given environment and waits until /healthz answers. */
export async function startServer(env: Record<string, string | undefined> = {}, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [resolve('dist/server/entry.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      ASTRO_NODE_LOGGING: 'disabled',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const output = () => log;
  await waitForHealth(url, child, output, timeoutMs);
  return {
    url,
    process: child,
    output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
