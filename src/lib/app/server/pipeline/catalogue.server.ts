import type { MiddlewareHandler } from 'astro';
import { withOneCatalogueVersion, withOneContentRead } from '@lib/catalogue/index.server';

/**
 * Gives a read (GET, HEAD) one catalogue version and one read of the live content, each made when
 * first asked and shared by everything the page reads (src/lib/catalogue/products/per-version.server.ts,
 * src/lib/catalogue/content/live.server.ts). Not a call that changes data: after its own change it must see
 * the new version.
 */
export const oneCatalogueVersion: MiddlewareHandler = (context, next) =>
  context.request.method === 'GET' || context.request.method === 'HEAD' ? withOneCatalogueVersion(() => withOneContentRead(next)) : next();
