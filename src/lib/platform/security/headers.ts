/**
 * Directives every response carries. On pages Astro writes its own policy header with the hashes
 * of the page's inline scripts and styles; these are merged into it, never put in its place.
 */
const HEADER_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** Sources for Astro's page policy besides its own hashes (astro.config.mjs reads these). */
export const META_CSP_DIRECTIVES = [
  "default-src 'self'",
  // blob: for a photo the shopper has just chosen, shown as a thumbnail from its object URL before
  // and while it uploads (a Reborn application): such a URL is made by the page's own script.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
] as const;

/** The header's own directives; a card provider whose 3-D page leads to the bank's adds that page's sources to frame-src. */
const headerPolicy = (frameSources: readonly string[]) =>
  frameSources.length > 0 ? `${HEADER_CSP}; frame-src 'self' ${frameSources.join(' ')}` : HEADER_CSP;

/** The security headers every answer carries, pages, API, built files and raw errors alike. */
export function securityHeaders(https: boolean, frameSources: readonly string[] = []): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Content-Security-Policy', headerPolicy(frameSources)],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** Adds the security headers to a response, merging the policy into the one Astro wrote for a page. */
export function applySecurityHeaders(headers: Headers, https: boolean, frameSources: readonly string[] = []): void {
  const pagePolicy = headers.get('Content-Security-Policy');
  for (const [name, value] of securityHeaders(https, frameSources)) headers.set(name, value);
  if (pagePolicy) headers.set('Content-Security-Policy', withHeaderPolicy(pagePolicy, frameSources));
}

/** A page's own policy (Astro's script and style hashes) joined with the directives only a header can carry. */
export function withHeaderPolicy(pagePolicy: string, frameSources: readonly string[] = []): string {
  return `${pagePolicy.replace(/;\s*$/, '')}; ${headerPolicy(frameSources)}`;
}

/** Whether a state-changing request comes from this site: its Origin, or else Sec-Fetch-Site. */
export function isSameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return new URL(origin).host === (request.headers.get('host') ?? url.host);
    } catch {
      return false;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
