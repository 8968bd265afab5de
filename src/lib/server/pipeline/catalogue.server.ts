import type { MiddlewareHandler } from 'astro';
import { withOneCatalogueVersion } from '@lib/catalog/per-version.server';

/**
 * Gives a read (GET, HEAD) one catalogue version, read when first asked and shared by everything
 * the page reads per version (src/lib/catalog/per-version.server.ts). Not a call that changes
 * data: after its own change it must see the new version.
 */
export const oneCatalogueVersion: MiddlewareHandler = (context, next) =>
  context.request.method === 'GET' || context.request.method === 'HEAD' ? withOneCatalogueVersion(next) : next();
