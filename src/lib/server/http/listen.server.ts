import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Env, env } from '@lib/config/env.server';
import { setListeningOrigin } from '@lib/config/site.server';
import { StartupError } from '@lib/config/startup-error';
import { closeDb } from '@lib/db/client.server';
import { logger } from '@lib/log/logger.server';
import { boot } from '@lib/server/boot.server';
import { runPrimary } from '@lib/server/workers/primary.server';
import { workerCount } from '@lib/server/workers/rules';
import { continueOrRefuse, type Render, storefrontListener } from './listener.server';
import { answerClientError } from './raw-answers.server';
import { GracefulShutdown } from './shutdown.server';

/** What the adapter knows of the build: its client and server folders and the configured address. */
export interface AdapterOptions {
  client: string;
  server: string;
  host?: string | boolean;
  port?: number;
}

/** Stops the start: one line for a person (a wrong setting, a folder in use), a logged fault otherwise. */
function refuseToStart(error: unknown): never {
  if (error instanceof StartupError) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'the database could not be prepared; not starting');
  process.exit(1);
}

/** The address to print, with the port really bound: a host name as configured, a wildcard as localhost. */
function urlOf(configured: string, { address, port }: AddressInfo): string {
  const named = isIP(configured) === 0;
  const host = named
    ? configured
    : address === '0.0.0.0' || address === '::'
      ? 'localhost'
      : isIP(address) === 6
        ? `[${address}]`
        : address;
  return `http://${host}:${port}`;
}

/**
 * How many processes serve: WORKERS, or one per core, on PostgreSQL; one on the embedded database,
 * and then the start says why, once, when more were asked for.
 */
function processCount(settings: Env): number {
  const { count, heldBackFrom } = workerCount(settings.WORKERS, availableParallelism(), !settings.DATABASE_URL);
  if (heldBackFrom) {
    logger.info(
      { workers: count, asked: heldBackFrom },
      'one server process: the embedded database (PGlite) lives in this process, in its memory and its folder, and a second process cannot open it; with DATABASE_URL (PostgreSQL) WORKERS processes serve',
    );
  }
  return count;
}

/**
 * Reads the settings, prepares the database, then listens. Appended to the adapter's entry at
 * build time (see boot-integration.ts), so `node dist/server/entry.mjs` only accepts requests once
 * the store is ready, and stops on SIGTERM or SIGINT without dropping a request in flight. With
 * several workers this process becomes their primary (workers/primary.server.ts) and each worker,
 * running this same entry, boots and listens on the shared port.
 */
export async function listen(render: Render, options: AdapterOptions, entryUrl: string): Promise<void> {
  let settings: ReturnType<typeof env>;
  try {
    settings = env();
  } catch (error) {
    refuseToStart(error);
  }
  if (cluster.isPrimary) {
    const workers = processCount(settings);
    if (workers > 1) return runPrimary(workers, settings.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  }
  const shutdown = new GracefulShutdown(settings.SHUTDOWN_TIMEOUT_SECONDS * 1000).onSignals();
  if (cluster.isWorker) shutdown.onPrimary();
  try {
    await boot();
  } catch (error) {
    refuseToStart(error);
  }
  // The client folder sits where the build put it relative to the server folder, wherever dist now is.
  const clientDir = resolve(dirname(fileURLToPath(entryUrl)), relative(fileURLToPath(options.server), fileURLToPath(options.client)));
  const host = settings.HOST ?? (options.host === true ? '0.0.0.0' : options.host || 'localhost');
  const listener = shutdown.track(storefrontListener(clientDir, render, settings.JSON_BODY_LIMIT_BYTES));
  const server = createServer(listener);
  server.on('checkContinue', continueOrRefuse(listener, settings.JSON_BODY_LIMIT_BYTES));
  server.on('clientError', answerClientError);
  shutdown.serve(server);
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${error.code ?? error.message})`;
    const refusal = new StartupError(`The address ${host}:${settings.PORT} ${reason}; set PORT or HOST to another one.`);
    void closeDb().finally(() => refuseToStart(refusal));
  });
  server.listen(settings.PORT, host, () => {
    const address = server.address() as AddressInfo;
    const url = urlOf(host, address);
    // Unset, SITE_URL follows this address: the port really bound, not a default one.
    setListeningOrigin(url);
    logger.info({ url, address: address.address, port: address.port }, `listening at ${url}`);
  });
}
