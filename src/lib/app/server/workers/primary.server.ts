import cluster, { type Worker } from 'node:cluster';
import { logger, serveClusterMetrics } from '@lib/platform/index.server';
import { afterDeath, RESTART, STOP_MESSAGE } from './rules';

/** Past the workers' own shutdown deadline, how long the primary waits before it kills what is left. */
const KILL_GRACE_MS = 5_000;

/**
 * The primary of `count` workers on one port (node:cluster: the primary holds the listening socket
 * and hands each new connection to a worker in turn). It forks the workers, each of which runs this
 * same entry, boots and serves; it serves nothing itself and never opens the database. A worker
 * that dies is replaced (afterDeath: at once after a long life, ever more slowly after quick
 * deaths, and after too many quick deaths in a row the primary stops the rest and exits 1). A
 * worker that dies before any has listened means the start failed: the rest are stopped and the
 * primary exits with its code. SIGTERM or SIGINT asks every worker to finish its requests in flight
 * and close the database; the primary exits 0 once all have. The connections the primary has
 * accepted but not handed to a worker yet (each worker takes one at a time) are dropped once the
 * last worker stops listening, so a worker listens on until none comes (http/shutdown.server.ts).
 * A second signal is passed on to the workers, which then cut what is still open. It gathers the
 * workers' metrics for a scrape (metrics/cluster.server.ts).
 */
export function runPrimary(count: number, shutdownDeadlineMs: number): void {
  /** Live workers and when each was started. */
  const born = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const waits = new Set<NodeJS.Timeout>();
  let streak = 0;
  let served = false;
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    born.set(worker, performance.now());
    // A worker that outlives a quick death shows the start works again: the streak starts over.
    setTimeout(() => {
      if (!worker.isDead()) streak = 0;
    }, RESTART.quickLifeMs).unref();
  };

  const endIfDone = () => {
    if (born.size > 0) return;
    logger.info({ exitCode }, 'every worker process has stopped');
    process.exit(exitCode);
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const wait of waits) clearTimeout(wait);
    waits.clear();
    for (const worker of born.keys()) {
      // A worker that listens has its stop handler in place; one still starting has no request to
      // finish, and a signal stops it whether or not its handlers are in place yet.
      if (listening.has(worker) && worker.isConnected()) worker.send(STOP_MESSAGE);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of born.keys()) worker.process.kill('SIGKILL');
    }, shutdownDeadlineMs + KILL_GRACE_MS).unref();
    endIfDone();
  };

  cluster.on('listening', (worker, address) => {
    served = true;
    listening.add(worker);
    if (!announced && listening.size === count) {
      announced = true;
      logger.info({ workers: count, port: address.port }, `${count} worker processes serving on port ${address.port}`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = performance.now() - (born.get(worker) ?? 0);
    born.delete(worker);
    listening.delete(worker);
    if (stopping) return endIfDone();
    const fields = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (!served) {
      logger.error(fields, 'a worker process could not start; stopping the others');
      return stop(code || 1);
    }
    const next = afterDeath(lived, streak);
    streak = next.streak;
    if (next.giveUp) {
      logger.fatal({ ...fields, quickDeaths: next.streak }, 'worker processes keep dying soon after they start; stopping the others');
      return stop(1);
    }
    logger.error({ ...fields, restartInMs: next.waitMs }, 'a worker process ended unexpectedly; starting another');
    const wait = setTimeout(() => {
      waits.delete(wait);
      start();
    }, next.waitMs);
    waits.add(wait);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) {
        logger.info({ signal, workers: born.size }, 'stopping: each worker finishes its requests in flight, then exits');
        return stop(0);
      }
      for (const worker of born.keys()) worker.process.kill(signal);
    });
  }

  // A scrape lands on one worker, which asks here for every worker's metrics.
  serveClusterMetrics();
  logger.info({ workers: count }, `starting ${count} worker processes`);
  for (let i = 0; i < count; i += 1) start();
}
