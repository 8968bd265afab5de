import { currentRequest } from '@lib/platform/freshness/request-scope.server';
import { logger } from '@lib/platform/log/logger.server';
import { env } from './env.server';
import { disagrees, publicOriginOf, requestOrigin, returnOriginOf } from './site';

let listening: string | undefined;
let warned = false;

/** Records the address the server really listens on; listen() calls it once bound. */
export function setListeningOrigin(origin: string): void {
  listening = origin;
}

/** The site's public origin (SITE_URL, else the listening address): for e-mails, sitemap, canonical links, kept pages. */
export function publicOrigin(): string {
  const settings = env();
  return publicOriginOf(settings.SITE_URL, listening ?? `http://localhost:${settings.PORT}`);
}

/** The origin the current shopper is on, where a bank or provider page posts them back. */
export function shopperOrigin(): string {
  return returnOriginOf(publicOrigin(), currentRequest()?.origin ?? null);
}

/**
 * The origin a request came to, for its request scope (freshness/request-scope.server.ts). A set
 * SITE_URL that disagrees with it is logged once: links in e-mails and the sitemap would then name
 * another address than the shopper's.
 */
export function requestOriginOf(host: string | undefined, https: boolean): string | null {
  const origin = requestOrigin(host, https);
  const { SITE_URL } = env();
  if (!warned && disagrees(SITE_URL, origin)) {
    warned = true;
    logger.warn(
      { siteUrl: SITE_URL, requestOrigin: origin },
      'SITE_URL does not match the address requests come to; links in e-mails and the sitemap use SITE_URL',
    );
  }
  return origin;
}
