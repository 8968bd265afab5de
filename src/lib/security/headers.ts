/**
 * Directives every response carries. On pages Astro writes its own policy header with the hashes
 * of the page's inline scripts and styles; these are merged into it, never put in its place.
 */
export const HEADER_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** Sources for Astro's page policy besides its own hashes (astro.config.mjs reads these). */
export const META_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
] as const;

/** Adds the security headers every response carries. */
export function applySecurityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'SAMEORIGIN');
  const pagePolicy = headers.get('Content-Security-Policy');
  headers.set('Content-Security-Policy', pagePolicy ? `${pagePolicy.replace(/;\s*$/, '')}; ${HEADER_CSP}` : HEADER_CSP);
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
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
