import { env } from '@lib/config/env.server';

/**
 * The site's public origin (SITE_URL). Every absolute link (canonical, hreflang, sitemap, robots,
 * JSON-LD) is built from it, never from the request's Host header, which any client can set.
 */
export function siteOrigin(): string {
  return env().SITE_URL;
}
