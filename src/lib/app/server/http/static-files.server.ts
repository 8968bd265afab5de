import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import send from 'send';

/** Every file under a folder as the URL path it is served at ("/_astro/app.js"). */
export function staticPaths(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
  );
}

// Hashed build assets never change under their name; everything else is revalidated.
const ASSETS = '/_astro/';

/** Sends one file of the built client folder, with ETag, ranges and cache headers (send). */
export function sendStatic(request: IncomingMessage, response: ServerResponse, root: string, path: string): void {
  const immutable = path.startsWith(ASSETS);
  send(request, path, { root, dotfiles: 'deny', index: false, ...(immutable ? { maxAge: '1y', immutable: true } : {}) })
    .on('error', (error: { statusCode?: number }) => {
      response.statusCode = error.statusCode ?? 500;
      response.end();
    })
    .pipe(response);
}
