import { describe, expect, inject, it } from 'vitest';
import { ART_VERSION } from '@lib/catalogue/imagery/names';
import { rawRequest } from '../support/raw-http';

// Text answers travel compressed to a client that accepts it (pages were 49 KB raw, 9 KB gzip);
// a client that does not gets them as they are; pictures are never compressed twice.
describe('compression', () => {
  const base = inject('baseUrl');

  it('compresses a page and a stylesheet for a client that accepts gzip, and says it varies', async () => {
    const page = await rawRequest(base, '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(await (await fetch(`${base}/`)).text())?.[1];
    expect(css).toBeDefined();
    const style = await rawRequest(base, css!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(style.headers['content-encoding']).toBe('gzip');
  });

  it('sends the page as it is to a client that accepts no encoding', async () => {
    const page = await rawRequest(base, '/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toMatch(/^<!doctype html>/i);
  });

  it('leaves pictures alone', async () => {
    const picture = await rawRequest(base, `/images/products/${ART_VERSION}/coat-navy-front-240.webp`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});
