import { describe, expect, it } from 'vitest';
import { guard, safeReturnUrl, type GuardInput } from './guard';
import { desktopRoutes, mobileRoutes } from './routes';

const input = (pathname: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  pathname,
  search: new URLSearchParams(),
  languageCookie: undefined,
  device: 'desktop',
  signedIn: false,
  ...extra,
});

describe('navigation guard', () => {
  it('rewrites double slashes to single ones, keeping the query', () => {
    expect(guard(input('//cart', { search: new URLSearchParams('a=1') }))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/cart?a=1',
    });
    expect(guard(input('/en//customer///login'))).toMatchObject({ location: '/en/customer/login' });
  });

  it('takes the path language and sets the cookie when the visitor has none', () => {
    expect(guard(input('/en/cart'))).toMatchObject({ kind: 'render', lang: 'en', path: '/cart', setLang: 'en' });
    expect(guard(input('/cart'))).toMatchObject({ kind: 'render', lang: 'tr', setLang: 'tr' });
    expect(guard(input('/tr/cart'))).toMatchObject({ kind: 'render', lang: 'tr', path: '/cart' });
  });

  it('lets the cookie win: a path in the other language redirects to the same path', () => {
    expect(guard(input('/cart', { languageCookie: '2', search: new URLSearchParams('x=1') }))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/cart?x=1',
    });
    expect(guard(input('/en/campaigns', { languageCookie: '1' }))).toMatchObject({ kind: 'redirect', location: '/campaigns' });
    // Anything but 2 means Turkish.
    expect(guard(input('/en/', { languageCookie: 'junk' }))).toMatchObject({ kind: 'redirect', location: '/' });
    expect(guard(input('/en/cart', { languageCookie: '2' }))).toMatchObject({ kind: 'render', lang: 'en', setLang: undefined });
  });

  it('switches language on request: cookie set, same page, switch parameter dropped', () => {
    const decision = guard(input('/en/cart', { languageCookie: '1', search: new URLSearchParams('LanguageId=2&page=3') }));
    expect(decision).toEqual({ kind: 'redirect', status: 302, location: '/en/cart?page=3', setLang: 'en' });
    expect(guard(input('/en/', { languageCookie: '2', search: new URLSearchParams('LanguageId=1') }))).toMatchObject({
      location: '/',
      setLang: 'tr',
    });
  });

  it('sends a visitor on an auth route to login with the requested path as returnUrl', () => {
    const decision = guard(input('/en/customer/order', { search: new URLSearchParams('orderId=5') }));
    expect(decision).toMatchObject({
      kind: 'redirect',
      location: `/en/customer/login?returnUrl=${encodeURIComponent('/en/customer/order?orderId=5')}`,
    });
  });

  it('lets guest checkout through only with isGuestCheckout=True', () => {
    expect(guard(input('/checkout/address', { search: new URLSearchParams('isGuestCheckout=True') }))).toMatchObject({
      kind: 'render',
      robots: 'noindex',
    });
    expect(guard(input('/checkout/address', { search: new URLSearchParams('isGuestCheckout=true') }))).toMatchObject({ kind: 'redirect' });
    expect(guard(input('/customer/info', { search: new URLSearchParams('isGuestCheckout=True') }))).toMatchObject({ kind: 'redirect' });
  });

  it('keeps a guest who started the guest checkout on the guest flow when a step is opened without the flag', () => {
    expect(guard(input('/checkout/payment', { guestCheckout: true }))).toMatchObject({
      kind: 'redirect',
      location: '/checkout/payment?isGuestCheckout=True',
    });
    expect(
      guard(input('/en/checkout/address', { guestCheckout: true, languageCookie: '2', search: new URLSearchParams('x=1') })),
    ).toMatchObject({
      location: '/en/checkout/address?x=1&isGuestCheckout=True',
    });
    // Not a guest step, or no guest checkout begun: sign-in as before; a member is never redirected.
    expect(guard(input('/customer/info', { guestCheckout: true }))).toMatchObject({ location: expect.stringContaining('/customer/login') });
    expect(guard(input('/checkout/payment'))).toMatchObject({ location: expect.stringContaining('/customer/login') });
    expect(guard(input('/checkout/payment', { guestCheckout: true, signedIn: true }))).toMatchObject({ kind: 'render' });
  });

  it('sends a signed-in customer away from auth pages to /customer', () => {
    expect(guard(input('/customer/login', { signedIn: true }))).toMatchObject({ kind: 'redirect', location: '/customer' });
    expect(guard(input('/en/customer/register', { signedIn: true, languageCookie: '2' }))).toMatchObject({ location: '/en/customer' });
    expect(guard(input('/customer/login'))).toMatchObject({ kind: 'render', robots: 'index' });
  });

  it('uses the device table: /customer is open on mobile, a phone-only screen on desktop goes where the desktop keeps it', () => {
    expect(guard(input('/customer', { device: 'mobile' }))).toMatchObject({ kind: 'render' });
    expect(guard(input('/customer'))).toMatchObject({ kind: 'redirect' });
    expect(guard(input('/customer/settings', { device: 'mobile' }))).toMatchObject({ kind: 'redirect' });
    const desktop = (path: string, extra: Partial<GuardInput> = {}) => guard(input(path, { signedIn: true, ...extra }));
    expect(desktop('/customer/communicationpreferences')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/customer/info',
      setLang: 'tr',
    });
    expect(desktop('/en/customer/communicationpreferences/', { languageCookie: '2' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/customer/info',
    });
    expect(desktop('/customer/settings')).toMatchObject({ location: '/customer/info' });
    expect(desktop('/customer/reborn/landing')).toMatchObject({ location: '/customer/reborn' });
    expect(desktop('/customer/reborn/applications/42')).toMatchObject({ location: '/customer/reborn/applications?rebornId=42' });
    expect(desktop('/customer/reborn/applications/a%3Fb')).toMatchObject({ location: '/customer/reborn/applications?rebornId=a%253Fb' });
    // Only the phone's own screens: anything else unknown stays not found.
    expect(desktop('/customer/settings/more')).toMatchObject({ kind: 'notFound' });
  });

  it('sends no phone-only path elsewhere on a phone, and has a desktop home for every one', () => {
    const phoneOnly = mobileRoutes.filter((rule) => !desktopRoutes.some((other) => other.path === rule.path));
    expect(phoneOnly.length).toBeGreaterThan(0);
    for (const rule of phoneOnly) {
      const path = rule.path.replace(/:\w+/g, '7');
      expect(guard(input(path, { signedIn: true })), path).toMatchObject({ kind: 'redirect', status: 302 });
      expect(guard(input(path, { signedIn: true, device: 'mobile' })), path).toMatchObject({ kind: 'render' });
    }
  });

  it('answers not found for paths outside the table', () => {
    expect(guard(input('/no/such/page'))).toMatchObject({ kind: 'notFound', lang: 'tr' });
    expect(guard(input('/en/nope'))).toMatchObject({ kind: 'notFound', lang: 'en' });
  });
});

describe('safeReturnUrl', () => {
  it('keeps paths of the store, with their query', () => {
    expect(safeReturnUrl('/en/cart?x=1')).toBe('/en/cart?x=1');
    expect(safeReturnUrl('/customer/address')).toBe('/customer/address');
    expect(safeReturnUrl('/product/ipek-elbise-12#beden')).toBe('/product/ipek-elbise-12#beden');
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('')).toBe('/');
  });

  it('sends home every value a browser would resolve to another origin', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t/evil.example',
      '/\t\\evil.example',
      '/\r\\evil.example',
      ' //evil.example',
      '/./\\evil.example',
      'http:evil.example',
      'https:/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(safeReturnUrl(value), JSON.stringify(value)).toBe('/');
    }
  });

  it("sends home paths that are not the store's, so no dot segment or encoding slips through", () => {
    for (const value of ['/.//evil.example', '/%2F/evil.example', '/no/such/page', '/en//evil.example']) {
      expect(safeReturnUrl(value), value).toBe('/');
    }
  });
});
