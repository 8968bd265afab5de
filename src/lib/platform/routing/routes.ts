/**
 * Who may open a route: anyone, only a signed-in customer, only a visitor (login, register …), or
 * only a signed-in staff member (the editor: src/lib/app/server/pipeline/staff.server.ts sends others to
 * its sign-in page; a customer's session never counts).
 */
type Access = 'public' | 'auth' | 'authPage' | 'staff';
export type Robots = 'index' | 'noindex';

/** What a page tells crawlers, as the X-Robots-Tag header and the robots meta tag say it. */
export function robotsDirective(robots: Robots): string {
  return robots === 'index' ? 'index, follow' : 'noindex, nofollow';
}
export type Device = 'desktop' | 'mobile';

export interface RouteRule {
  /** Path without language prefix; `:name` matches one segment, a last `*` the rest of the path. */
  path: string;
  access: Access;
  /** A guest may pass an auth route with ?isGuestCheckout=True. */
  guest: boolean;
  robots: Robots;
}

const r = (path: string, access: Access, robots: Robots, guest = false): RouteRule => ({ path, access, guest, robots });

// docs/behaviour/navigation-and-routes.md#route-tables, rows shared by both tables. Where the product
// leaves it open, private pages are noindex and need a session; public landing pages are indexed.
const shared: RouteRule[] = [
  r('/checkout/address', 'auth', 'noindex', true),
  r('/checkout/payment', 'auth', 'noindex', true),
  r('/checkout/orderreceived', 'public', 'noindex', true),
  r('/customer/login', 'authPage', 'index'),
  r('/customer/register', 'authPage', 'index'),
  r('/customer/info', 'auth', 'noindex'),
  r('/customer/address', 'auth', 'noindex'),
  r('/customer/order', 'auth', 'noindex'),
  r('/customer/messages', 'auth', 'noindex'),
  // A seller's invoice PDF of an order (its owner or a granted guest: the file checks).
  r('/customer/order/invoice/:orderId/:file', 'public', 'noindex'),
  r('/customer/ordertracking', 'public', 'index'),
  r('/customer/ordertrackingsuccessful', 'public', 'noindex'),
  r('/customer/changeshippingaddress/:id', 'auth', 'noindex', true),
  r('/customer/easycancel/:id', 'public', 'noindex'),
  r('/customer/easyreturn/:id', 'public', 'noindex'),
  r('/customer/easycancel/successful/:id', 'public', 'noindex'),
  r('/customer/easyreturn/successful/:id', 'public', 'noindex'),
  r('/customer/reborn', 'public', 'index'),
  r('/customer/reborn/new', 'auth', 'noindex'),
  r('/customer/reborn/applications', 'auth', 'noindex'),
  r('/customer/reborn/success', 'auth', 'noindex'),
  // A Reborn photo, for its owner: open, so anyone else gets the photo's own not-found, not a sign-in.
  r('/customer/reborn/photos/:id', 'public', 'noindex'),
  r('/cart', 'public', 'noindex'),
  // A shared bag's read-only copy (the stylist link): private to whoever holds the link, never indexed.
  r('/cart/shared/:token', 'public', 'noindex'),
  r('/customer/changepassword', 'auth', 'noindex'),
  r('/customer/delete-account', 'auth', 'noindex'),
  r('/customer/my-data', 'auth', 'noindex'),
  // The data file's one-time link: its owner's session only (the file answers anyone else not found).
  r('/customer/my-data/file/:token', 'public', 'noindex'),
  r('/customer/forgotpassword', 'authPage', 'noindex'),
  r('/customer/forcechangepassword', 'authPage', 'noindex'),
  r('/customer/repair', 'auth', 'index'),
  r('/campaigns', 'public', 'index'),
  r('/customer/the-one', 'public', 'index'),
  r('/customer/club-more', 'auth', 'noindex'),
  r('/internal', 'public', 'noindex'),
];

// "Other paths seen elsewhere in the product", and the pages every storefront has.
const site: RouteRule[] = [
  r('/', 'public', 'index'),
  r('/maintenance', 'public', 'noindex'),
  r('/content/404', 'public', 'noindex'),
  r('/content/500', 'public', 'noindex'),
  r('/content/:slug', 'public', 'index'),
  r('/campaigns/:slug', 'public', 'index'),
  r('/categories', 'public', 'index'),
  r('/categories/:slug', 'public', 'index'),
  r('/product/:slug', 'public', 'index'),
  // Result pages of free text are thin and endless: crawlers follow their links but skip them.
  r('/search', 'public', 'noindex'),
  // The favourites page (docs/behaviour/bag.md#favourites; decision 0015); a guest's favourites live there too.
  r('/favorites', 'public', 'noindex'),
  r('/shared/header', 'public', 'noindex'),
  r('/shared/footer', 'public', 'noindex'),
  r('/dev/outbox', 'public', 'noindex'),
  r('/dev/orders', 'public', 'noindex'),
  r('/dev/reborn', 'public', 'noindex'),
  r('/dev/search-misses', 'public', 'noindex'),
  // The sandbox bank's 3-D Secure page (src/pages/sandbox-bank): the bank's, not the store's.
  r('/sandbox-bank/3d/:id', 'public', 'noindex'),
  // The sandbox digital providers' page (src/pages/sandbox-pay): the provider's, not the store's.
  r('/sandbox-pay/:id', 'public', 'noindex'),
  // The repair partner's booking screen (src/pages/sandbox-repair), framed by /customer/repair.
  r('/sandbox-repair/book', 'public', 'noindex'),
  r('/dev/styleguide', 'public', 'noindex'),
  // The content editor (src/lib/catalogue/staff): its own sign-in open to all, every other page for staff only; never indexed.
  r('/editor/sign-in', 'public', 'noindex'),
  r('/editor', 'staff', 'noindex'),
  r('/editor/*', 'staff', 'noindex'),
];

/** The desktop route table: /customer is the order list and needs a session. */
export const desktopRoutes: readonly RouteRule[] = [...shared, r('/customer', 'auth', 'noindex'), ...site];

/**
 * The phone's own screens, each with where a desktop browser finds the same thing (`:id` carried
 * over): a desktop browser sent to one (a link from a phone, a narrow window) is redirected there
 * by the guard, never answered not found.
 */
const phoneOnly: readonly { rule: RouteRule; desktop: string }[] = [
  { rule: r('/customer/settings', 'auth', 'noindex'), desktop: '/customer/info' },
  // The desktop's account information carries the preferences form under the profile.
  { rule: r('/customer/communicationpreferences', 'auth', 'noindex'), desktop: '/customer/info' },
  { rule: r('/customer/reborn/applications/:id', 'auth', 'noindex'), desktop: '/customer/reborn/applications?rebornId=:id' },
  { rule: r('/customer/reborn/landing', 'public', 'noindex'), desktop: '/customer/reborn' },
];

/** The mobile route table: /customer is the open customer home, plus the mobile-only screens. */
export const mobileRoutes: readonly RouteRule[] = [
  ...shared,
  r('/customer', 'public', 'noindex'),
  ...phoneOnly.map((p) => p.rule),
  ...site,
];

/** The route table a device uses. */
function routeTable(device: Device): readonly RouteRule[] {
  return device === 'mobile' ? mobileRoutes : desktopRoutes;
}

const compiled = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let re = compiled.get(path);
  if (!re) {
    const source = path.split('/').map((seg) => {
      if (seg === '*') return '.+';
      return seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
    re = new RegExp(`^${source.join('/')}$`);
    compiled.set(path, re);
  }
  return re;
}

/** The rule for a path (no language prefix) in a device's table; trailing slashes are ignored. */
export function matchRoute(pathname: string, device: Device): RouteRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return routeTable(device).find((rule) => patternOf(rule.path).test(path));
}

/** Where a desktop browser finds what a phone-only path (no language prefix) shows; undefined for any other path. */
export function desktopHome(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = phoneOnly.find((p) => patternOf(p.rule.path).test(path));
  if (!found) return undefined;
  const segments = path.split('/');
  const values = new Map(found.rule.path.split('/').flatMap((seg, i) => (seg.startsWith(':') ? [[seg, segments[i] ?? '']] : [])));
  return found.desktop.replace(/:\w+/g, (name) => encodeURIComponent(values.get(name) ?? ''));
}

/** Tells a phone or small tablet from the rest by its user agent, as the route tables need. */
export function deviceOf(userAgent: string | null): Device {
  return userAgent && /Mobi|Android|iPhone|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}
