import { describe, expect, it } from 'vitest';
import { desktopRoutes, mobileRoutes, type RouteRule } from '@lib/platform/routing/routes';
import { ApiClient } from '../support/api-client';
import { registerCustomer } from './account/members/helpers';

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const concrete = (rule: RouteRule) => rule.path.replace(/:\w+/g, '42');

async function robotsOf(rule: RouteRule, userAgent?: string) {
  const client = new ApiClient();
  const query = rule.guest ? '?isGuestCheckout=True' : '';
  const response = await client.request(concrete(rule) + query, { headers: userAgent ? { 'User-Agent': userAgent } : {} });
  return response;
}

describe('route tables', () => {
  for (const [device, table, ua] of [
    ['desktop', desktopRoutes, undefined],
    ['mobile', mobileRoutes, MOBILE_UA],
  ] as const) {
    it(`answer every ${device} route with its robots directive`, async () => {
      for (const rule of table) {
        const response = await robotsOf(rule, ua);
        const expected = rule.robots === 'index' ? 'index, follow' : 'noindex, nofollow';
        if (response.status >= 300 && response.status < 400) {
          // Auth routes redirect visitors to login, staff routes to the editor's sign-in; the directive rides on every page answer.
          expect(['auth', 'staff'], `${device} ${rule.path}`).toContain(rule.access);
          continue;
        }
        // A page that finds nothing for the path (a content page with no such uri) rules itself out
        // of the index; any other answer carries its route's directive.
        const directive = response.status === 404 || response.status === 410 ? 'noindex, nofollow' : expected;
        expect(response.headers.get('x-robots-tag'), `${device} ${rule.path}`).toBe(directive);
        if (response.status === 200) {
          expect(await response.text(), `${device} ${rule.path}`).toContain(`<meta name="robots" content="${expected}">`);
        }
      }
    });
  }

  it('send a visitor on an auth route to login with returnUrl', async () => {
    const response = await new ApiClient().request('/customer/address');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/customer/login?returnUrl=%2Fcustomer%2Faddress');
  });

  it('let guest checkout through with isGuestCheckout=True', async () => {
    const client = new ApiClient();
    const member = await client.request('/checkout/address');
    expect(member.status).toBe(302);
    expect(member.headers.get('location')).toMatch(/^\/customer\/login\?/);
    // Past the guard, the page itself sends a guest with an empty bag back to the bag, not to sign-in.
    const guest = await client.request('/checkout/address?isGuestCheckout=True');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/cart');
  });

  it('send a desktop browser on a phone-only screen to where the desktop keeps it, not to a 404', async () => {
    const { client } = await registerCustomer();
    const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    for (const [path, location] of [
      ['/customer/communicationpreferences', '/customer/info'],
      ['/customer/settings', '/customer/info'],
      ['/customer/reborn/landing', '/customer/reborn'],
      ['/customer/reborn/applications/42', '/customer/reborn/applications?rebornId=42'],
    ]) {
      const answer = await client.request(path!, { headers: { 'User-Agent': DESKTOP_UA } });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location'), path).toBe(location);
    }
    // In English, to the English page.
    client.cookies.set('LanguageId', '2');
    const english = await client.request('/en/customer/communicationpreferences', { headers: { 'User-Agent': DESKTOP_UA } });
    expect(english.headers.get('location')).toBe('/en/customer/info');
    client.cookies.set('LanguageId', '1');
    // Where it lands, the preferences are there, for the signed-in member.
    expect((await client.request('/customer/info', { headers: { 'User-Agent': DESKTOP_UA } })).status).toBe(200);
    // On a phone the screen itself answers.
    expect((await client.request('/customer/communicationpreferences', { headers: { 'User-Agent': MOBILE_UA } })).status).toBe(200);
  });

  it('use the device table for /customer', async () => {
    expect((await new ApiClient().request('/customer')).status).toBe(302);
    const mobile = await new ApiClient().request('/customer', { headers: { 'User-Agent': MOBILE_UA } });
    expect(mobile.headers.get('location')).toBeNull();
  });
});

describe('addresses', () => {
  it('rewrite double slashes to single ones', async () => {
    const response = await new ApiClient().request('//cart');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/cart');
    const deeper = await new ApiClient().request('/en//customer//login?x=1');
    expect(deeper.headers.get('location')).toBe('/en/customer/login?x=1');
  });

  it('show the not-found page with 404 for unknown paths, in the path language', async () => {
    const response = await new ApiClient().request('/en/definitely/not/here');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en-TR">');
    expect(html).toContain('Page not found');
    expect((await new ApiClient().request('/content/404')).status).toBe(404);
  });

  it('follow the language cookie: 2 on a Turkish path goes to the English path', async () => {
    const client = new ApiClient();
    client.cookies.set('LanguageId', '2');
    const response = await client.request('/campaigns?page=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/campaigns?page=1');
    client.cookies.set('LanguageId', '1');
    expect((await client.request('/en/')).headers.get('location')).toBe('/');
  });

  it('give a visitor without cookie the path language and remember it', async () => {
    const client = new ApiClient();
    const response = await client.request('/en/');
    expect(response.status).toBe(200);
    expect(client.cookies.get('LanguageId')).toBe('2');
    expect(client.cookies.get('AppType')).toBe('spa');
    const html = await response.text();
    expect(html).toContain('<html lang="en-TR">');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/en\/">/);
    expect((await client.request('/en/')).status).toBe(200);
  });

  it('canonicalise /tr paths to the unprefixed address', async () => {
    const html = await (await new ApiClient().request('/tr/maintenance')).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/maintenance">/);
  });
});
