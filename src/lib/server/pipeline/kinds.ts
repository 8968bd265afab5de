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

/** Methods that change state and so must prove they come from this site. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
