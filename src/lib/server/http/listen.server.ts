import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logger } from '@lib/log/logger.server';
import { boot, closeOnSignals } from '@lib/server/boot.server';
import { sendStatic, staticPaths } from './static-files.server';

type Render = (request: IncomingMessage, response: ServerResponse) => unknown;

/** What the adapter knows of the build: its client and server folders and the configured address. */
export interface AdapterOptions {
  client: string;
  server: string;
  host?: string | boolean;
  port?: number;
}

/**
 * The storefront's request listener: a file of the built client folder is sent as it is; any other
 * request goes straight to Astro. The adapter's own standalone server probes the disk (lstat and
 * stat) on every request before rendering; the file list here is read once, as the build never
 * changes while the server runs (docs/decisions/0007).
 */
export function storefrontListener(clientDir: string, render: Render): RequestListener {
  const files = staticPaths(clientDir);
  return (request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    let path: string;
    try {
      path = decodeURI(query === -1 ? url : url.slice(0, query));
    } catch {
      response.writeHead(400).end('Bad request.');
      return;
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && files.has(path)) sendStatic(request, response, clientDir, path);
    else void render(request, response);
  };
}

function addressOf(options: AdapterOptions): { host: string; port: number } {
  const configured = options.host === true ? '0.0.0.0' : options.host || 'localhost';
  return { host: process.env.HOST ?? configured, port: Number(process.env.PORT ?? options.port ?? 4321) };
}

/**
 * Prepares the database, then listens. Appended to the adapter's entry at build time (see
 * boot-integration.ts), so `node dist/server/entry.mjs` only accepts requests once the store is ready.
 */
export async function listen(render: Render, options: AdapterOptions, entryUrl: string): Promise<void> {
  closeOnSignals();
  try {
    await boot();
  } catch (error) {
    logger.fatal({ err: error }, 'the database could not be prepared; not starting');
    process.exit(1);
  }
  // The client folder sits where the build put it relative to the server folder, wherever dist now is.
  const clientDir = resolve(dirname(fileURLToPath(entryUrl)), relative(fileURLToPath(options.server), fileURLToPath(options.client)));
  const { host, port } = addressOf(options);
  const server = createServer(storefrontListener(clientDir, render));
  server.listen(port, host, () => logger.info({ host, port }, 'listening'));
}
