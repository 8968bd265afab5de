// Shared by the benchmarks: start the built server, wait for its first answer, read its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../lib/net.mjs';

/**
 * Starts dist/server/entry.mjs; resolves when GET / answers, with the time it took. One process
 * unless `env` asks for more (WORKERS), so each figure is one process's and rssMb reads all of it.
 */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/entry.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ASTRO_NODE_LOGGING: 'disabled', WORKERS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const firstAnswerMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    firstAnswerMs,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
