import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageStore } from './encoder.server';

const ref = (width: number, format: 'avif' | 'webp' | 'jpg' = 'webp') =>
  ({ kind: 'product', shape: 'candle', colour: 'beige', view: 'front', width, format }) as const;

describe('the picture store', () => {
  it('encodes AVIF and WebP with their signatures', async () => {
    const store = imageStore(1024 * 1024, 8);
    const avif = Buffer.from((await store.picture(ref(240, 'avif'))) as Uint8Array);
    const webp = Buffer.from((await store.picture(ref(240, 'webp'))) as Uint8Array);
    expect(avif.subarray(4, 12).toString()).toBe('ftypavif');
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('encodes JPEG for e-mails: its signature, the asked size, no transparency, and cached under its own name', async () => {
    const store = imageStore(1024 * 1024, 8);
    const jpg = Buffer.from((await store.picture(ref(240, 'jpg'))) as Uint8Array);
    expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(jpg).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 240, 320, false]);
    // The same width in another format is another picture, not the JPEG from the cache.
    const webp = Buffer.from((await store.picture(ref(240, 'webp'))) as Uint8Array);
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    expect(store.stats().entries).toBe(2);
  });

  it('keeps its cache within its byte bound, however many names are asked for', async () => {
    const sizes = await Promise.all(
      [240, 360, 480].map(async (w) => ((await imageStore(1024 * 1024, 8).picture(ref(w))) as Uint8Array).length),
    );
    const bound = sizes.reduce((a, b) => a + b) - 1;
    const store = imageStore(bound, 8);
    for (const w of [240, 360, 480] as const) await store.picture(ref(w));
    const { bytes, entries } = store.stats();
    expect(bytes).toBeLessThanOrEqual(bound);
    expect(entries).toBeLessThan(3);
  });

  it('encodes a name once while it is being encoded, and refuses work past its queue', async () => {
    const store = imageStore(1024 * 1024, 1);
    const a = store.picture(ref(240));
    expect(store.picture(ref(240))).toBe(a);
    // Two encode at once; the next one waits and fills the queue of one; the one after is refused.
    store.picture(ref(360));
    store.picture(ref(480));
    expect(store.picture(ref(720))).toBeUndefined();
    await a;
  });
});
