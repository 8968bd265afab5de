import { splitLangPrefix } from '@lib/platform/i18n/lang';
import { API_PREFIXES, requestKind, type RequestKind } from '@lib/platform/routing/kinds';

/** The labels a request is counted under: its kind and a route from a fixed list, never its path. */
export interface RouteLabels {
  readonly kind: RequestKind;
  readonly route: string;
}

// Every label value comes from these tables, so a crowd of random addresses adds no series: an
// unknown path counts as `other`. Each pair is made once; a request only picks one.
function labels<R extends string>(kind: RequestKind, routes: readonly R[]): Record<R, RouteLabels> {
  const table = {} as Record<R, RouteLabels>;
  for (const route of routes) table[route] = Object.freeze({ kind, route });
  return table;
}

const PAGE = labels('page', [
  'home',
  'listing',
  'search',
  'product',
  'campaign',
  'content',
  'loyalty',
  'cart',
  'checkout',
  'account',
  'other',
] as const);
type PageRoute = keyof typeof PAGE;

const API = labels('api', [
  'cart',
  'checkout',
  'payments',
  'account',
  'favourites',
  'search',
  'session',
  'orders',
  'reborn',
  'seller',
  'other',
] as const);
type ApiRoute = keyof typeof API;

const SYSTEM = labels('system', ['assets', 'images', 'health', 'metrics', 'seo', 'other'] as const);

/** A page's route by the first segment of its path (no language prefix). */
const PAGE_BY_SEGMENT: Record<string, PageRoute> = {
  categories: 'listing',
  search: 'search',
  product: 'product',
  campaigns: 'campaign',
  content: 'content',
  cart: 'cart',
  checkout: 'checkout',
  customer: 'account',
  favorites: 'account',
};
/** Loyalty programme pages live under /customer but are landing pages, kept like the others. */
const LOYALTY_PAGES = new Set(['/customer/the-one', '/customer/club-more']);

/** A /cop-api call's route by its resource (the segment after the prefix). */
const COP_API_BY_RESOURCE: Record<string, ApiRoute> = {
  cart: 'cart',
  checkout: 'checkout',
  coupons: 'payments',
  giftcard: 'payments',
  imfcard: 'payments',
  onecard: 'payments',
  coins: 'payments',
  address: 'account',
  customer: 'account',
  favorites: 'favourites',
  search: 'search',
  session: 'session',
  localization: 'session',
};
/** The other services each serve one area (docs/behaviour/navigation-and-routes.md#api-prefixes). */
const API_BY_SERVICE: Record<string, ApiRoute> = { 'order-web-bff': 'orders', 'prc-web-bff': 'reborn', 'sf-api': 'seller' };

/** The segment of a path after `start` up to the next slash (or the end). */
function segmentAt(path: string, start: number): string {
  const end = path.indexOf('/', start);
  return end === -1 ? path.slice(start) : path.slice(start, end);
}

function pageRoute(pathname: string): RouteLabels {
  const { rest } = splitLangPrefix(pathname);
  if (rest === '/') return PAGE.home;
  const path = rest.length > 1 && rest.endsWith('/') ? rest.replace(/\/+$/, '') : rest;
  if (LOYALTY_PAGES.has(path)) return PAGE.loyalty;
  return PAGE[PAGE_BY_SEGMENT[segmentAt(path, 1)] ?? 'other'];
}

function apiRoute(pathname: string): RouteLabels {
  const service = segmentAt(pathname, 1);
  if (service === 'cop-api') return API[COP_API_BY_RESOURCE[segmentAt(pathname, API_PREFIXES[0].length)] ?? 'other'];
  return API[API_BY_SERVICE[service] ?? 'other'];
}

function systemRoute(pathname: string): RouteLabels {
  if (pathname.startsWith('/_astro/') || pathname.startsWith('/favicon.')) return SYSTEM.assets;
  if (pathname.startsWith('/images/') || pathname.startsWith('/_image')) return SYSTEM.images;
  if (pathname === '/healthz' || pathname === '/readyz') return SYSTEM.health;
  if (pathname === '/metrics') return SYSTEM.metrics;
  if (pathname === '/robots.txt' || pathname === '/sitemap.xml' || pathname === '/.well-known/security.txt') return SYSTEM.seo;
  return SYSTEM.other;
}

/** The kind and route a request is counted under: a few fixed values whatever the path. */
export function routeOf(pathname: string): RouteLabels {
  const kind = requestKind(pathname);
  if (kind === 'api') return apiRoute(pathname);
  if (kind === 'system') return systemRoute(pathname);
  return pageRoute(pathname);
}

const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** An HTTP status's class (2xx, 4xx …); anything out of range counts as 5xx. */
export function statusClass(status: number): (typeof CLASSES)[number] {
  return CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
}
