// How many server processes serve the port, and when a dead one is replaced. Pure rules: the
// primary (primary.server.ts) feeds them the setting, the machine and the clock.

/** The launcher's file and the store's server (the adapter's entry) beside it in dist/server. */
export const LAUNCHER_ENTRY = 'entry.mjs';
export const SERVER_ENTRY = 'server.mjs';

/** The message the primary sends a worker: finish the requests in flight, close the database, exit. */
export const STOP_MESSAGE = 'storefront:stop';

/** How many workers serve, and whether the embedded database held a larger number back. */
export interface WorkerCount {
  count: number;
  /** The number WORKERS (or the cores) asked for, when the embedded database allowed only one. */
  heldBackFrom?: number;
}

/**
 * One worker per core unless WORKERS says otherwise; always one on the embedded database, which
 * lives in one process's memory and folder (a second process cannot open it).
 */
export function workerCount(setting: number | undefined, cores: number, embedded: boolean): WorkerCount {
  const asked = setting ?? Math.max(1, cores);
  if (embedded && asked > 1) return { count: 1, heldBackFrom: asked };
  return { count: embedded ? 1 : asked };
}

/** The restart rule's numbers: what counts as a quick death, how many in a row end the cluster, the waits. */
export const RESTART = {
  /** A worker that ends sooner than this after it started died quickly (a crash at start, a crash loop). */
  quickLifeMs: 10_000,
  /** Quick deaths in a row after which the primary gives up and exits non-zero. */
  maxQuickDeaths: 5,
  /** The wait before replacing after the first quick death; it doubles with each one after. */
  firstWaitMs: 250,
  maxWaitMs: 5_000,
} as const;

/** After a worker's death: start another after `waitMs` (with the new streak of quick deaths), or give up. */
export type Restart = { giveUp: false; waitMs: number; streak: number } | { giveUp: true; streak: number };

/**
 * Decides what follows a worker's death, given how long it lived and how many quick deaths came
 * just before it. A worker that had served for a while is replaced at once and clears the streak;
 * quick deaths are replaced ever more slowly, and the `maxQuickDeaths`-th in a row gives up, so a
 * broken start (a database gone, a bad build) ends the process instead of forking forever.
 */
export function afterDeath(livedMs: number, streak: number): Restart {
  if (livedMs >= RESTART.quickLifeMs) return { giveUp: false, waitMs: 0, streak: 0 };
  const quick = streak + 1;
  if (quick >= RESTART.maxQuickDeaths) return { giveUp: true, streak: quick };
  return { giveUp: false, waitMs: Math.min(RESTART.firstWaitMs * 2 ** (quick - 1), RESTART.maxWaitMs), streak: quick };
}
