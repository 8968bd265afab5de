import { describe, expect, it } from 'vitest';
import { deviceOf } from '@lib/platform/routing/routes';
import { keptRequestOf } from './kept-request';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const ask = (address: string, languageCookie?: string, userAgent?: string) => {
  const url = new URL(address, 'http://shop.test');
  return keptRequestOf({ pathname: url.pathname, search: url.searchParams, languageCookie, device: deviceOf(userAgent ?? null) });
};

describe('the kept page a raw request reads', () => {
  it('keys a page by language, device, path without prefix and the query in one order', () => {
    expect(ask('/categories/kadin?size=M&brand=x', '1')).toMatchObject({
      key: 'tr desktop /categories/kadin?brand=x&size=M',
      page: { kind: 'listing' },
      robots: 'index',
    });
    expect(ask('/categories/kadin?brand=x&size=M', '1')?.key).toBe(ask('/categories/kadin?size=M&brand=x', '1')?.key);
    expect(ask('/en/product/dress-7', '2', PHONE)).toMatchObject({
      key: 'en mobile /product/dress-7',
      page: { kind: 'product', productId: 7 },
    });
  });

  it('says which language a first visit remembers, and none when the cookie came', () => {
    expect(ask('/en/search?q=elbise')?.setLang).toBe('en');
    expect(ask('/en/search?q=elbise', '2')?.setLang).toBeUndefined();
  });

  it('gives none where the guard answers otherwise: a redirect, a switch of language, a personal page', () => {
    expect(ask('/en/categories/kadin', '1')).toBeUndefined();
    expect(ask('/categories/kadin?LanguageId=2', '1')).toBeUndefined();
    expect(ask('//categories/kadin', '1')).toBeUndefined();
    expect(ask('/cart', '1')).toBeUndefined();
    expect(ask('/customer/orders', '1')).toBeUndefined();
    expect(ask('/no-such-page', '1')).toBeUndefined();
  });
});
