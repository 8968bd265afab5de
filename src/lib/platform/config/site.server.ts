import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from '@lib/platform/log/logger.server';
import { env } from './env.server';
import { disagrees, publicOriginOf, requestOrigin, returnOriginOf } from './site';

/** The origin of the request being served (null: its Host is no host), for the code it calls. */
const current = new AsyncLocalStorage<string | null>();

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
  return returnOriginOf(publicOrigin(), current.getStore() ?? null);
}

/**
 * Serves one request knowing the origin it came to. A set SITE_URL that disagrees with it is
 * logged once: links in e-mails and the sitemap would then name another address than the shopper's.
 */
export function withRequestOrigin<T>(host: string | undefined, https: boolean, serve: () => T): T {
  const origin = requestOrigin(host, https);
  const { SITE_URL } = env();
  if (!warned && disagrees(SITE_URL, origin)) {
    warned = true;
    logger.warn(
      { siteUrl: SITE_URL, requestOrigin: origin },
      'SITE_URL does not match the address requests come to; links in e-mails and the sitemap use SITE_URL',
    );
  }
  return current.run(origin, serve);
}
