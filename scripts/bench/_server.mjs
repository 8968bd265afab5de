// Shared by the benchmarks: start the built server, wait for its first answer, read its memory; and
// start a helper server of a benchmark's own in a process of its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../lib/net.mjs';

/** Resolves when the child process exits (at once when it has already). */
const exited = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));

/** Stops a child with SIGTERM; resolves when it has exited. */
function stopChild(child) {
  const done = exited(child);
  child.kill('SIGTERM');
  return done;
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
const rssMbOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/**
 * CPU time a process has used so far (user and system, from /proc/<pid>/stat), in ms: a server's
 * cost per call that a busy machine does not inflate, as it does a latency.
 */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/**
 * Starts dist/server/entry.mjs; resolves when GET / answers, with the time it took. One process
 * unless `env` asks for more (WORKERS), so each figure is one process's.
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
    rssMb: () => rssMbOf(child.pid),
    cpuMs: () => cpuMsOf(child.pid),
    stop: () => stopChild(child),
  };
}

/**
 * Starts a benchmark's own server (`node <args>`, on a free port given as PORT) in a process of its
 * own, so it never shares an event loop with the bench driving it; resolves once it prints "ready".
 */
export async function startHelperServer(args, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
