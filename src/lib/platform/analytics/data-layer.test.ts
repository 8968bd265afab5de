import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookieValue } from '../consent/rules';

// The data layer in a page without a DOM: a window with dataLayer and a document whose cookie
// behaves as a browser's (a write sets one cookie, a read lists them all). Each test loads the
// modules afresh, as each page does.

let jar: Map<string, string>;

beforeEach(() => {
  vi.resetModules();
  jar = new Map();
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const modules = async () => ({
  layer: await import('./data-layer'),
  consent: await import('../consent/browser'),
});
const entries = () =>
  ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => (isArguments(entry) ? Array.from(entry) : entry));
const isArguments = (value: unknown): value is IArguments => Object.prototype.toString.call(value) === '[object Arguments]';
const events = () => entries().filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
const item = { item_id: '42', item_name: 'Keten gömlek', item_brand: 'IMF', price: 1234.5, quantity: 1 };
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

describe('the data layer and consent', () => {
  it('pushes nothing for analytics before a choice: Consent Mode default only, in gtag arguments shape', async () => {
    const { layer } = await modules();
    layer.pushEcommerce('add_to_cart', [item]);
    expect(entries()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(isArguments((window as { dataLayer?: unknown[] }).dataLayer?.[0])).toBe(true);
  });

  it('puts the default first when an island pushes before the shell starts consent mode, and once', async () => {
    const { layer, consent } = await modules();
    consent.storeConsent({ analytics: true, marketing: false, at: Date.now(), version: 1 });
    layer.pushEcommerce('add_to_cart', [item]);
    consent.startConsentMode();
    expect(entries()[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(entries().filter((entry) => Array.isArray(entry) && entry[1] === 'default')).toHaveLength(1);
    expect(entries()[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
    expect(events()).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'TRY', value: 1234.5, items: [item] } }]);
  });

  it('follows a stored choice at load: default, then update', async () => {
    jar.set('vitrin_consent', consentCookieValue({ analytics: false, marketing: true, at: Date.now(), version: 2 }));
    const { consent } = await modules();
    consent.startConsentMode();
    expect(entries()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
  });

  it('sends events after the shopper accepts, and none after they reject; marketing alone opens no event', async () => {
    const { layer, consent } = await modules();
    consent.startConsentMode();
    layer.pushEcommerce('add_to_cart', [item]);
    consent.applyConsent({ analytics: false, marketing: true });
    layer.pushEcommerce('add_to_cart', [item]);
    expect(events()).toEqual([]);
    consent.applyConsent({ analytics: true, marketing: true });
    layer.pushEcommerce('add_to_cart', [item]);
    expect(events().map((entry) => (entry as { event: string }).event)).toEqual(['add_to_cart']);
    consent.applyConsent({ analytics: false, marketing: false });
    layer.pushEcommerce('remove_from_cart', [item]);
    expect(events()).toHaveLength(1);
    expect(entries().filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toHaveLength(3);
    expect(entries().at(-1)).toEqual(['consent', 'update', DENIED]);
  });

  it('keeps the choice in a year-long, site-wide, Lax cookie, Secure on https', async () => {
    const lines: string[] = [];
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(line: string) {
        lines.push(line);
      },
    });
    const { consent } = await modules();
    consent.applyConsent({ analytics: true, marketing: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vitrin_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
  });
});
