/** Prefixes of the JSON API, as the spec names its services. */
export const API_PREFIXES = ['/cop-api/', '/order-web-bff/', '/prc-web-bff/', '/sf-api/'] as const;

/** Paths served as they are: no language, no route table (health, machine-readable files, assets). */
const SYSTEM_PATHS = ['/healthz', '/dev/outbox.json', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/favicon.ico'];
const SYSTEM_PREFIXES = ['/_astro/', '/_image', '/_server-islands/', '/images/'];

export type RequestKind = 'api' | 'system' | 'page';

/** Tells JSON calls, system files and pages apart; each goes through its own checks. */
export function requestKind(pathname: string): RequestKind {
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (SYSTEM_PATHS.includes(pathname) || SYSTEM_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'system';
  return 'page';
}

/**
 * Pages that are not the store's, so the session's verification header does not apply: the sandbox
 * bank's 3-D page (a real bank's lives on its own site). It guards its own posts with a per-payment
 * token in its form (src/lib/payments/three-d.server.ts); the same-origin check still applies.
 */
const FOREIGN_PREFIXES = [
  '/sandbox-bank/',
  '/en/sandbox-bank/',
  // The bank's 3-D Secure return form: checked by the gateway's signature (readThreeDReturn) instead.
  '/cop-api/checkout/3d-return',
];

/** Whether a path belongs to a stand-in for an outside party (the sandbox bank), not to the store. */
export function isForeignPage(pathname: string): boolean {
  return FOREIGN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Methods that change state and so must prove they come from this site. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
