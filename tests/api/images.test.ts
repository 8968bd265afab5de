import { describe, expect, it } from 'vitest';
import { ART_VERSION } from '@lib/catalogue/imagery/names';
import { ApiClient } from '../support/api-client';

// The picture endpoints over HTTP: our names only, the right type, a year of caching.
describe('product and editorial pictures', () => {
  const client = new ApiClient();

  it('serves a product picture as AVIF and WebP, immutable', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ]) {
      const answer = await client.request(`/images/products/${ART_VERSION}/coat-navy-front-240.${format}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  it('serves an editorial banner', async () => {
    const answer = await client.request(`/images/editorial/${ART_VERSION}/summer-sale-band-480.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 to any name it does not make, without drawing it', async () => {
    for (const path of [
      `/images/products/${ART_VERSION}/coat-navy-front-4000.avif`,
      `/images/products/${ART_VERSION}/coat-navy-front-240.png`,
      `/images/products/${ART_VERSION}/gown-navy-front-240.avif`,
      `/images/products/${ART_VERSION}/coat-mauve-front-240.avif`,
      `/images/products/${ART_VERSION}/coat-navy-side-240.avif`,
      '/images/products/a0/coat-navy-front-240.avif',
      `/images/products/${ART_VERSION}/..%2F..%2Fpackage.json`,
      '/images/products/coat-navy.svg',
      `/images/editorial/${ART_VERSION}/summer-sale-square-480.webp`,
      `/images/editorial/${ART_VERSION}/Summer-Sale-hero-480.webp`,
    ]) {
      expect((await client.request(path)).status, path).toBe(404);
    }
  });
});
