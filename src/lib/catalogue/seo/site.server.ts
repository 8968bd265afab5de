import { publicOrigin } from '@lib/platform/index.server';

/**
 * The site's public origin (SITE_URL, else the address the server listens on). Every absolute link
 * (canonical, hreflang, sitemap, robots, JSON-LD) is built from it, never from the request's Host
 * header, which any client can set.
 */
export function siteOrigin(): string {
  return publicOrigin();
}
