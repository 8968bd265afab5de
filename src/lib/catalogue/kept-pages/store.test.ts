import { describe, expect, it } from 'vitest';
import { PageStore } from './store';

const page = (body: string) => ({ body: new TextEncoder().encode(body), headers: [['content-type', 'text/html']] as [string, string][] });
const text = (kept: { body: Uint8Array } | undefined) => (kept ? new TextDecoder().decode(kept.body) : undefined);
const SIZE = page('').headers[0]!.join('').length;

describe('PageStore', () => {
  it('gives a page back only for the version it was stored with', () => {
    const store = new PageStore({ maxSize: 1000, maxAgeMs: 60_000 });
    store.set('tr /product/a-1', '3', page('<p>a</p>'));
    expect(text(store.get('tr /product/a-1', '3'))).toBe('<p>a</p>');
    expect(store.get('en /product/a-1', '3')).toBeUndefined();
    expect(store.get('tr /product/a-1', '4')).toBeUndefined();
    // A newer version drops the old page for good: going back to '3' finds nothing either.
    expect(store.get('tr /product/a-1', '3')).toBeUndefined();
    expect(store.usage).toEqual({ pages: 0, size: 0 });
  });

  it('renders again after the maximum age', () => {
    let now = 0;
    const store = new PageStore({ maxSize: 1000, maxAgeMs: 100 }, () => now);
    store.set('k', '1', page('x'));
    now = 100;
    expect(text(store.get('k', '1'))).toBe('x');
    now = 101;
    expect(store.get('k', '1')).toBeUndefined();
  });

  it('renders again from the moment the page may show something else (a campaign starts)', () => {
    let now = 0;
    const store = new PageStore({ maxSize: 1000, maxAgeMs: 60_000 }, () => now);
    store.set('home', '1', page('before'), 50);
    now = 49;
    expect(text(store.get('home', '1'))).toBe('before');
    now = 50;
    expect(store.get('home', '1')).toBeUndefined();
  });

  it('drops the least recently used pages to stay within its size', () => {
    const store = new PageStore({ maxSize: 3 * (10 + SIZE), maxAgeMs: 60_000 });
    for (const key of ['a', 'b', 'c']) store.set(key, '1', page(key.repeat(10)));
    store.get('a', '1');
    store.set('d', '1', page('d'.repeat(10)));
    expect(store.get('b', '1')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => text(store.get(key, '1'))?.[0])).toEqual(['a', 'c', 'd']);
    expect(store.usage).toEqual({ pages: 3, size: 3 * (10 + SIZE) });
  });

  it('counts the bytes a page takes, Turkish letters two each', () => {
    const store = new PageStore({ maxSize: 1000, maxAgeMs: 60_000 });
    store.set('tr', '1', page('ışığı'));
    expect(store.usage).toEqual({ pages: 1, size: 10 + SIZE });
  });

  it('replaces a page stored again and refuses one larger than the whole store', () => {
    const store = new PageStore({ maxSize: 50, maxAgeMs: 60_000 });
    store.set('k', '1', page('old'));
    store.set('k', '2', page('new'));
    expect(text(store.get('k', '2'))).toBe('new');
    expect(store.usage.pages).toBe(1);
    store.set('big', '1', page('x'.repeat(51)));
    expect(store.get('big', '1')).toBeUndefined();
  });

  it('holds a compressed body with its copy, counted against the bound, and never for a copy replaced meanwhile', () => {
    const store = new PageStore({ maxSize: 2 * (SIZE + 10) + 5, maxAgeMs: 60_000 });
    store.set('a', '1', page('0123456789'));
    store.set('b', '1', page('0123456789'));
    const a = store.get('a', '1')!;
    store.addVariant('a', a, 'br', new Uint8Array(4));
    expect(store.get('a', '1')?.variants.get('br')?.byteLength).toBe(4);
    expect(store.usage).toEqual({ pages: 2, size: 2 * (SIZE + 10) + 4 });
    // Past the bound: the least recently used page goes.
    store.addVariant('a', a, 'gzip', new Uint8Array(2));
    expect(store.usage.pages).toBe(1);
    expect(store.get('b', '1')).toBeUndefined();
    // A newer version came while an old copy was being compressed: its variant is not held.
    store.set('a', '2', page('x'));
    store.addVariant('a', a, 'br', new Uint8Array(4));
    expect(store.get('a', '2')?.variants.size).toBe(0);
  });
});
