import { describe, expect, it } from 'vitest';
import { routeOf, statusClass } from './routes';

describe('the route a request is counted under', () => {
  it('names each kind of page, in either language and with or without a trailing slash', () => {
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/en', 'home'],
      ['/en/', 'home'],
      ['/categories', 'listing'],
      ['/categories/kadin', 'listing'],
      ['/en/categories/kadin/', 'listing'],
      ['/search', 'search'],
      ['/product/ipek-gomlek-12', 'product'],
      ['/en/product/ipek-gomlek-12', 'product'],
      ['/campaigns', 'campaign'],
      ['/campaigns/yaz-indirimi', 'campaign'],
      ['/content/hakkimizda', 'content'],
      ['/customer/the-one', 'loyalty'],
      ['/en/customer/club-more/', 'loyalty'],
      ['/cart', 'cart'],
      ['/cart/shared/abc', 'cart'],
      ['/checkout/payment', 'checkout'],
      ['/customer/order', 'account'],
      ['/customer', 'account'],
      ['/favorites', 'account'],
      ['/dev/outbox', 'other'],
      ['/maintenance', 'other'],
      ['/tracked-nowhere/12345', 'other'],
      ['/english/product/1', 'other'],
    ];
    for (const [path, route] of pages) expect(routeOf(path), path).toEqual({ kind: 'page', route });
  });

  it('names API calls by their service and resource', () => {
    const calls: [string, string][] = [
      ['/cop-api/cart/add', 'cart'],
      ['/cop-api/cart', 'cart'],
      ['/cop-api/checkout/3d-return', 'checkout'],
      ['/cop-api/giftcard/use', 'payments'],
      ['/cop-api/coupons/apply', 'payments'],
      ['/cop-api/customer/login', 'account'],
      ['/cop-api/address/all', 'account'],
      ['/cop-api/favorites/add', 'favourites'],
      ['/cop-api/search/suggestions', 'search'],
      ['/cop-api/session', 'session'],
      ['/cop-api/no-such-thing', 'other'],
      ['/order-web-bff/api/v1/orders/detail', 'orders'],
      ['/prc-web-bff/api/reborn/offer', 'reborn'],
      ['/sf-api/api/question/create-seller-question', 'seller'],
    ];
    for (const [path, route] of calls) expect(routeOf(path), path).toEqual({ kind: 'api', route });
  });

  it('names system paths: assets, images, health, metrics, robots and sitemap', () => {
    const paths: [string, string][] = [
      ['/_astro/client.abc123.js', 'assets'],
      ['/favicon.svg', 'assets'],
      ['/images/products/3/a.webp', 'images'],
      ['/_image', 'images'],
      ['/healthz', 'health'],
      ['/metrics', 'metrics'],
      ['/robots.txt', 'seo'],
      ['/sitemap.xml', 'seo'],
      ['/dev/outbox.json', 'other'],
    ];
    for (const [path, route] of paths) expect(routeOf(path), path).toEqual({ kind: 'system', route });
  });

  it('gives a crowd of distinct paths a handful of label pairs, never one per path', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = Math.random().toString(36).slice(2);
      for (const path of [`/${id}`, `/product/${id}`, `/en/${id}/x`, `/cop-api/${id}`, `/sf-api/${id}`, `/_astro/${id}.js`]) {
        const { kind, route } = routeOf(path);
        seen.add(`${kind} ${route}`);
      }
    }
    expect([...seen].sort()).toEqual(['api other', 'api seller', 'page other', 'page product', 'system assets']);
  });

  it('gives the same labels object for the same route, so counting builds no new one', () => {
    expect(routeOf('/product/a-1')).toBe(routeOf('/en/product/b-2/'));
  });
});

describe('the status class', () => {
  it('groups codes by their hundreds', () => {
    expect([200, 204, 301, 304, 400, 404, 429, 500, 503].map(statusClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '3xx',
      '4xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
    expect(statusClass(101)).toBe('1xx');
  });
});
