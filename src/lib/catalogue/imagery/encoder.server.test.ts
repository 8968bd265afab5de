import { describe, expect, it } from 'vitest';
import { imageStore } from './encoder.server';

const ref = (width: number, format: 'avif' | 'webp' = 'webp') =>
  ({ kind: 'product', shape: 'candle', colour: 'beige', view: 'front', width, format }) as const;

describe('the picture store', () => {
  it('encodes AVIF and WebP with their signatures', async () => {
    const store = imageStore(1024 * 1024, 8);
    const avif = Buffer.from((await store.picture(ref(240, 'avif'))) as Uint8Array);
    const webp = Buffer.from((await store.picture(ref(240, 'webp'))) as Uint8Array);
    expect(avif.subarray(4, 12).toString()).toBe('ftypavif');
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
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
