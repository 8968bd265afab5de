import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// What a store encodes is kept beside the built server for the build's next process (docs/decisions/0059).
describe('the pictures a build keeps', () => {
  let build: string;
  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), 'storefront-build-'));
    writeFileSync(join(build, 'entry.mjs'), '');
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));
  const kept = () => join(build, 'pictures', 'images_products_a2_candle-beige-front-240.avif');

  it('keeps each picture it encodes, private, and the next store of the build reads it instead of encoding it', async () => {
    const encoded = (await imageStore(1024 * 1024, 8, [build]).picture(ref(240, 'avif'))) as Uint8Array;
    await vi.waitFor(() => expect(existsSync(kept())).toBe(true));
    expect(new Uint8Array(readFileSync(kept()))).toEqual(encoded);
    expect(lstatSync(kept()).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(build, 'pictures')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(build, 'pictures'))).toEqual(['images_products_a2_candle-beige-front-240.avif']);
    // Bytes no encoder would make: the next store answers them, so it read and did not encode.
    writeFileSync(kept(), 'kept');
    const next = await imageStore(1024 * 1024, 8, [build]).picture(ref(240, 'avif'));
    expect(Buffer.from(next as Uint8Array).toString()).toBe('kept');
  });

  it('keeps no banner: its motif is any slug, and the names asked for would have no end', async () => {
    const banner = { kind: 'editorial', motif: 'anything-at-all', ratio: 'tile', width: 480, format: 'webp' } as const;
    const store = imageStore(1024 * 1024, 8, [build]);
    const webp = Buffer.from((await store.picture(banner)) as Uint8Array);
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    await store.picture(ref(240, 'avif'));
    await vi.waitFor(() => expect(existsSync(kept())).toBe(true));
    expect(readdirSync(join(build, 'pictures'))).toEqual(['images_products_a2_candle-beige-front-240.avif']);
  });

  it('keeps nothing where no server was built, and still answers', async () => {
    rmSync(join(build, 'entry.mjs'));
    const avif = Buffer.from((await imageStore(1024 * 1024, 8, [build]).picture(ref(240, 'avif'))) as Uint8Array);
    expect(avif.subarray(4, 12).toString()).toBe('ftypavif');
    expect(readdirSync(build)).toEqual([]);
  });
});
