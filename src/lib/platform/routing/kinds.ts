/** Prefixes of the JSON API, as docs/behaviour/navigation-and-routes.md#api-prefixes names its services, and the content editor's calls. */
export const API_PREFIXES = ['/cop-api/', '/order-web-bff/', '/prc-web-bff/', '/sf-api/', '/editor-api/'] as const;

/** Paths served as they are: no language, no route table (health, machine-readable files, assets). */
const SYSTEM_PATHS = [
  '/healthz',
  '/readyz',
  '/.well-known/security.txt',
  '/metrics',
  '/dev/outbox.json',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  '/favicon.ico',
];
const SYSTEM_PREFIXES = ['/_astro/', '/_image', '/_server-islands/', '/images/', '/dev/outbox/'];

export type RequestKind = 'api' | 'system' | 'page';

/** Tells JSON calls, system files and pages apart; each goes through its own checks. */
export function requestKind(pathname: string): RequestKind {
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'api';
  if (SYSTEM_PATHS.includes(pathname) || SYSTEM_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'system';
  return 'page';
}

/**
 * Posts the session's verification header cannot come with, each guarded another way: the sandbox
 * bank's 3-D page posting to itself (the bank's page, not the store's: a real bank's lives on its
 * own site; it checks a per-payment token in its form, src/lib/checkout/payments/card/three-d-page.server.ts), and that
 * page's return to the store (checked by the bank's signature, readThreeDReturn), and the repair
 * partner's booking frame (its signed member token, src/lib/programmes/repair/token.ts). The same-origin check
 * still applies to all.
 */
const OWN_PROOF_PREFIXES = [
  '/sandbox-bank/',
  '/en/sandbox-bank/',
  '/sandbox-pay/',
  '/en/sandbox-pay/',
  '/sandbox-repair/',
  '/en/sandbox-repair/',
];
/** CHECKOUT_API.threeDReturn (src/lib/checkout/steps/schema.ts), spelled out to keep this module free of imports. */
const THREE_D_RETURN = '/cop-api/checkout/3d-return';
const OWN_PROOF_PATHS = [THREE_D_RETURN, '/cop-api/checkout/digital/return'];

/** Whether a post proves itself (a per-payment token or the bank's signature) instead of the session header. */
export function carriesOwnProof(pathname: string): boolean {
  return OWN_PROOF_PATHS.includes(pathname) || OWN_PROOF_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Whether a post may come from another site: a card provider's 3-D return is posted by the
 * provider's own page (iyzico's), and proves itself by the provider's signature and the store's
 * server-to-server completion, never by the shopper's session.
 */
export function acceptsCrossSitePost(pathname: string): boolean {
  return pathname === THREE_D_RETURN;
}

/** Methods that change state and so must prove they come from this site. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
