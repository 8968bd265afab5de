import type { APIContext, MiddlewareNext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const versions = vi.hoisted(() => new Map<number, string>());
vi.mock('../../catalog/page-version.server', () => ({ productPageVersion: async (id: number) => versions.get(id) }));
const { cachePages } = await import('./cache.server');

let rendered = 0;
function visit(path: string, { session = false, method = 'GET', status = 200, cookie = false } = {}) {
  const url = new URL(`http://shop.test${path}`);
  const context = {
    request: new Request(url, { method }),
    url,
    locals: { lang: 'tr', device: 'desktop', session: session ? { csrfToken: 't' } : undefined },
  };
  const next = (async () => {
    rendered += 1;
    const headers = new Headers({ 'Content-Type': 'text/html' });
    if (cookie) headers.set('Set-Cookie', 'a=b');
    return new Response(`<p>render ${rendered}</p>`, { status, headers });
  }) as MiddlewareNext;
  return cachePages(context as unknown as APIContext, next) as Promise<Response>;
}
const read = async (response: Response) => [response.headers.get('X-Page-Cache'), await response.text()];

describe('product page cache', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    versions.set(7, '1:').set(8, '1:');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('renders a product page once per version and serves the kept page in between', async () => {
    const first = await read(await visit('/product/dress-7'));
    expect(first[0]).toBe('miss');
    expect(await read(await visit('/product/dress-7'))).toEqual(['hit', first[1]]);
    versions.set(7, '2:');
    const changed = await read(await visit('/product/dress-7'));
    expect(changed[0]).toBe('miss');
    expect(changed[1]).not.toBe(first[1]);
    expect(await read(await visit('/product/dress-7?colour=red'))).toEqual(['miss', expect.any(String)]);
  });

  it('renders every time for a visitor with a session, and for other methods and paths', async () => {
    for (const [path, options] of [
      ['/product/dress-8', { session: true }],
      ['/product/dress-8', { method: 'HEAD' }],
      ['/categories/kadin', {}],
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
    versions.set(10, '1:').set(11, '1:');
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
