import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, setListeningOrigin, closeDb, logger, stopOutbox } from '@lib/platform/index.server';
import { EDITOR_API, IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '@lib/catalogue';
import { allowedSandboxWarnings, StartupError } from '@lib/platform';
import { serveBackups } from '../../backup/serve.server';
import { boot } from '@lib/app/server/boot.server';
import { stopPaymentSweep } from '@lib/orders/index.server';
import { CHUNK_BYTES, RETURNS_API } from '@lib/orders';
import { refuseToStart } from '@lib/app/server/refuse-start.server';
import type { BodyAllowance } from './body-limit.server';
import { continueOrRefuse, type Render, storefrontListener } from './listener.server';
import { answerClientError } from './raw-answers.server';
import { GracefulShutdown } from './shutdown.server';

/**
 * The bodies that are not a JSON call's, each with the cap its endpoint reads it to: an editor's
 * image (refused with the editor's own message) and a return photo's chunk, whatever
 * JSON_BODY_LIMIT_BYTES is. The listener refuses past these before reading; the endpoint, which
 * also serves `astro dev` without this listener, reads to the same constant.
 */
const UPLOADS: Record<string, BodyAllowance> = {
  [EDITOR_API.images]: { limit: IMAGE_MAX_BYTES, code: 'CONTENT_IMAGE_TOO_LARGE', params: { max: IMAGE_MAX_MB } },
  [RETURNS_API.uploadChunk]: { limit: CHUNK_BYTES, code: 'REQUEST_TOO_LARGE' },
};

/** What the adapter knows of the build: its client and server folders and the configured address. */
export interface AdapterOptions {
  client: string;
  server: string;
  host?: string | boolean;
  port?: number;
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
 * Reads the settings, prepares the database, then listens. Appended to the adapter's entry at
 * build time (see boot-integration.ts), so `node dist/server/entry.mjs` (which imports it) only
 * accepts requests once the store is ready, and stops on SIGTERM or SIGINT without dropping a request in flight. In a
 * worker of several (workers/launch.server.ts) it does the same on the port the primary shares.
 */
export async function listen(render: Render, options: AdapterOptions, entryUrl: string): Promise<void> {
  let settings: ReturnType<typeof env>;
  try {
    settings = env();
  } catch (error) {
    refuseToStart(error);
  }
  const shutdown = new GracefulShutdown(settings.SHUTDOWN_TIMEOUT_SECONDS * 1000).onSignals();
  if (cluster.isWorker) shutdown.onPrimary();
  // The messages in hand are delivered (each within the provider timeout) before the database closes.
  shutdown.beforeDatabaseCloses(() => stopOutbox());
  shutdown.beforeDatabaseCloses(async () => stopPaymentSweep());
  // The embedded database on disk is backed up by the store that holds it (app/backup); PostgreSQL by pg_dump.
  if (!settings.DATABASE_URL && !settings.PGLITE_DIR.startsWith('memory://')) {
    const backups = serveBackups(boot());
    shutdown.beforeDatabaseCloses(() => backups.stop());
  }
  try {
    await boot();
  } catch (error) {
    refuseToStart(error);
  }
  // The client folder sits where the build put it relative to the server folder, wherever dist now is.
  const clientDir = resolve(dirname(fileURLToPath(entryUrl)), relative(fileURLToPath(options.server), fileURLToPath(options.client)));
  const host = settings.HOST ?? (options.host === true ? '0.0.0.0' : options.host || 'localhost');
  const listener = shutdown.track(storefrontListener(clientDir, render, settings.JSON_BODY_LIMIT_BYTES, UPLOADS));
  const server = createServer(listener);
  server.on('checkContinue', continueOrRefuse(listener, settings.JSON_BODY_LIMIT_BYTES, UPLOADS));
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
    // Once for the server, not once per worker; a sandbox not allowed has stopped the start already (launch.server.ts).
    if (!cluster.isWorker || cluster.worker?.id === 1) for (const warning of allowedSandboxWarnings(settings)) logger.warn(warning);
  });
}
