// Which origin a link is built on. Two kinds of link, two rules:
// - a link that outlives the request or reaches other people (e-mails, sitemap, canonical links,
//   kept pages) is built on the site's public origin: SITE_URL, or else the address the server
//   listens on. Never on the Host header, which any client can set.
// - the address a bank or provider page posts the shopper back to is built on the origin the
//   shopper's own request came to, so the return reaches the store they are on (a server on another
//   port, another name). It only ever goes back to that same shopper's payment.

/** The request's own origin as its Host header and scheme name it; null for a Host that is no host. */
export function requestOrigin(host: string | undefined, https: boolean): string | null {
  if (!host || !/^[a-z0-9.[\]:-]+$/i.test(host)) return null;
  try {
    const url = new URL(`${https ? 'https' : 'http'}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/** The site's public origin: SITE_URL when set, else the address the server listens on. */
export function publicOriginOf(siteUrl: string | undefined, listening: string): string {
  return siteUrl ?? listening;
}

/**
 * The origin a bank's return is posted to: the public one when the shopper is on it (SITE_URL keeps
 * its scheme behind a TLS proxy), else the origin the shopper's request came to.
 */
export function returnOriginOf(publicOrigin: string, request: string | null): string {
  if (request === null || new URL(request).host === new URL(publicOrigin).host) return publicOrigin;
  return request;
}

/** Whether a set SITE_URL disagrees with the host a request came to (worth one warning). */
export function disagrees(siteUrl: string | undefined, request: string | null): boolean {
  return siteUrl !== undefined && request !== null && new URL(request).host !== new URL(siteUrl).host;
}
