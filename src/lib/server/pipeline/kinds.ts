/** Prefixes of the JSON API, as the spec names its services. */
export const API_PREFIXES = ['/cop-api/', '/order-web-bff/', '/prc-web-bff/', '/sf-api/'] as const;

/** Paths served as they are: no language, no route table (health, machine-readable files, assets). */
const SYSTEM_PATHS = ['/healthz', '/dev/outbox.json', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/favicon.ico'];
const SYSTEM_PREFIXES = ['/_astro/', '/_image', '/_server-islands/', '/images/'];

/**
 * State-changing paths posted as plain forms by the payment provider's pages, not by an island: they
 * carry no verification header (a real bank posts from its own origin), and each checks the
 * provider's signature instead, so a forged post changes nothing.
 */
export const SIGNED_FORM_PATHS: readonly string[] = [
  // The bank's 3-D Secure return (src/pages/cop-api/checkout/3d-return.ts).
  '/cop-api/checkout/3d-return',
];

export type RequestKind = 'api' | 'system' | 'page';

/** Tells JSON calls, system files and pages apart; each goes through its own checks. */
export function requestKind(pathname: string): RequestKind {
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (SYSTEM_PATHS.includes(pathname) || SYSTEM_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'system';
  return 'page';
}

/** Methods that change state and so must prove they come from this site. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
