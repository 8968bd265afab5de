import type { APIContext, MiddlewareNext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const data = vi.hoisted(() => ({ catalogue: 1, products: new Map<number, number>(), validUntil: Number.POSITIVE_INFINITY }));
// The data's versions as the freshness layer reads them: the catalogue's, each product's, and
// until when the content shown holds.
vi.mock('@lib/platform/freshness/versions.server', () => ({
  defineScope: () => undefined,
  versionCounts: async () => ({}),
  versionOf: async (scopes: readonly string[]) => {
    const product = scopes.find((scope) => scope.startsWith('product:'));
    const own = product === undefined ? '' : data.products.get(Number(product.slice('product:'.length)));
    if (own === undefined) return undefined;
    return { version: `${data.catalogue}/${own}`, validUntil: data.validUntil };
  },
}));
const { cachePages } = await import('./cache.server');
const { keptRequestOf } = await import('../../../catalogue/kept-pages/kept-request');

let rendered = 0;
function visit(path: string, { method = 'GET', status = 200, cookie = false } = {}) {
  const url = new URL(`http://shop.test${path}`);
  // As loadContext decides it for a read of a kept path.
  const keptRequest =
    method === 'GET'
      ? keptRequestOf({ pathname: url.pathname, search: url.searchParams, languageCookie: undefined, device: 'desktop' })
      : undefined;
  const context = { request: new Request(url, { method }), url, locals: { keptRequest } };
  const next = (async () => {
    rendered += 1;
    const headers = new Headers({ 'Content-Type': 'text/html' });
    if (cookie) headers.set('Set-Cookie', 'a=b');
    return new Response(`<p>render ${rendered}</p>`, { status, headers });
  }) as MiddlewareNext;
  return cachePages(context as unknown as APIContext, next) as Promise<Response>;
}
const read = async (response: Response) => [response.headers.get('X-Page-Cache'), await response.text()];

describe('kept pages', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    data.products.set(7, 1).set(8, 1);
    data.validUntil = Number.POSITIVE_INFINITY;
  });
  afterEach(() => vi.unstubAllEnvs());

  it('keeps every kind of page shoppers land on, each language apart', async () => {
    for (const path of [
      '/',
      '/en',
      '/categories/kadin',
      '/categories',
      '/search?q=elbise',
      '/product/dress-7',
      '/campaigns/kis',
      '/content/iletisim',
    ]) {
      const first = await read(await visit(path));
      expect(first[0], path).toBe('miss');
      expect(await read(await visit(path)), path).toEqual(['hit', first[1]]);
    }
    expect((await visit('/')).headers.get('X-Page-Cache')).toBe('hit');
    expect((await visit('/en/')).headers.get('X-Page-Cache')).toBe('hit');
  });

  it('renders a product page again once the product or the catalogue moves', async () => {
    const first = await read(await visit('/product/dress-7'));
    data.products.set(7, 2);
    const changed = await read(await visit('/product/dress-7'));
    expect(changed[0]).toBe('miss');
    expect(changed[1]).not.toBe(first[1]);
    await visit('/categories/erkek');
    data.catalogue += 1;
    expect((await visit('/product/dress-7')).headers.get('X-Page-Cache')).toBe('miss');
    expect((await visit('/categories/erkek')).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('renders a page once for a crowd that asks at the same moment, and answers each', async () => {
    data.products.set(12, 1);
    const before = rendered;
    const answers = await Promise.all(Array.from({ length: 5 }, () => visit('/product/coat-12')));
    expect(rendered - before).toBe(1);
    const read = await Promise.all(answers.map(async (answer) => [answer.headers.get('X-Page-Cache'), await answer.text()]));
    expect(read.filter(([state]) => state === 'miss')).toHaveLength(1);
    expect(new Set(read.map(([, body]) => body)).size).toBe(1);
  });

  it('keeps one page for the same query in any order, and apart for another query', async () => {
    await visit('/categories/kadin?size=M&brand=x');
    expect((await visit('/categories/kadin?brand=x&size=M')).headers.get('X-Page-Cache')).toBe('hit');
    expect((await visit('/categories/kadin?brand=y&size=M')).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('renders again from the moment a campaign starts or ends', async () => {
    data.validUntil = Date.now() - 1;
    await visit('/campaigns');
    expect((await visit('/campaigns')).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('renders every time personal pages, other methods, and products that do not exist', async () => {
    for (const [path, options] of [
      ['/cart', {}],
      ['/customer/info', {}],
      ['/checkout/payment', {}],
      ['/product/dress-8', { method: 'HEAD' }],
      ['/product/missing-9', {}],
    ] as const) {
      const before = rendered;
      await visit(path, options);
      const again = await visit(path, options);
      expect(again.headers.get('X-Page-Cache'), path).toBeNull();
      expect(rendered - before, path).toBe(2);
    }
  });

  it('keeps only whole pages: no error pages, none that set cookies', async () => {
    data.products.set(10, 1).set(11, 1);
    await visit('/product/bag-10', { status: 404 });
    expect((await visit('/product/bag-10', { status: 404 })).headers.get('X-Page-Cache')).toBeNull();
    await visit('/product/bag-11', { cookie: true });
    expect((await visit('/product/bag-11')).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('is off under astro dev, where editors expect their change at once', async () => {
    vi.stubEnv('DEV', true);
    await visit('/product/dress-8');
    expect((await visit('/product/dress-8')).headers.get('X-Page-Cache')).toBeNull();
  });
});
