import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@lib/platform/errors/domain-error';
import { carriesSecret, cameraJpeg, metadataPng, NOT_PICTURES, truncatedJpeg } from '../../../../../tests/support/image-fixtures';

// The upload check and its sizes on an in-memory database, without HTTP (tests/api/catalogue/editor/images.test.ts drives the endpoints).
describe('content image store', () => {
  let store: typeof import('./store.server');
  let count: () => Promise<number>;

  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { contentImageFiles, contentImages } = await import('../tables.server');
    store = await import('./store.server');
    const database = await db();
    count = async () => (await database.select().from(contentImages)).length + (await database.select().from(contentImageFiles)).length;
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  const refusal = (bytes: Uint8Array) =>
    store.saveImage(bytes, 'x.jpg', null).then(
      () => undefined,
      (error: unknown) => (error instanceof DomainError ? error.code : error),
    );

  it('keeps a camera JPEG at 640, 1280 and 1920 in AVIF, WebP and JPEG, upright and without its EXIF', async () => {
    const source = await cameraJpeg(2400, 1600);
    expect(carriesSecret(source)).toBe(true);
    const view = await store.saveImage(source, 'Yaz.jpg', null);
    expect(view).toEqual({ id: expect.stringMatching(/^[a-f0-9]{32}$/), name: 'Yaz.jpg', width: 2400, height: 1600 });
    for (const width of [640, 1280, 1920])
      for (const [format, sharpName] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const bytes = (await store.imageFile(view.id, width, format))!;
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
          format: sharpName,
          width,
          height: Math.round((1600 * width) / 2400),
          exif: undefined,
        });
        expect(carriesSecret(bytes)).toBe(false);
      }
    expect(await store.imageFile(view.id, 2400, 'jpg')).toBeUndefined();
    expect(await store.imageSize(view.id)).toEqual({ width: 2400, height: 1600 });
  });

  it('turns a photo taken sideways upright, as its EXIF orientation says', async () => {
    const sideways = new Uint8Array(
      await sharp(await cameraJpeg(800, 600))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    const view = await store.saveImage(sideways, 'portrait.jpg', null);
    expect([view.width, view.height]).toEqual([600, 800]);
    const meta = await sharp((await store.imageFile(view.id, 600, 'jpg'))!).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([600, 800, undefined]);
  });

  it('never blows a small PNG up: its own width is its largest, its transparency white in JPEG only', async () => {
    const view = await store.saveImage(await metadataPng(900, 600), 'logo.png', null);
    expect(await store.imageFile(view.id, 900, 'webp')).toBeDefined();
    expect(await store.imageFile(view.id, 640, 'avif')).toBeDefined();
    expect(await store.imageFile(view.id, 1280, 'avif')).toBeUndefined();
    expect((await sharp((await store.imageFile(view.id, 900, 'webp'))!).metadata()).hasAlpha).toBe(true);
    expect((await sharp((await store.imageFile(view.id, 900, 'jpg'))!).metadata()).hasAlpha).toBe(false);
  });

  it('refuses what only pretends to be a picture, and stores nothing', async () => {
    const before = await count();
    for (const bytes of [...Object.values(NOT_PICTURES), await truncatedJpeg(), new Uint8Array(0)])
      expect(await refusal(bytes)).toBe('CONTENT_IMAGE_INVALID');
    expect(await count()).toBe(before);
  });

  it('refuses a picture of more than 40 megapixels before decoding it', async () => {
    const huge = new Uint8Array(
      await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(await refusal(huge)).toBe('CONTENT_IMAGE_TOO_LARGE');
  });

  it('lists the uploads newest first', async () => {
    const first = await store.saveImage(await cameraJpeg(700, 700), 'first.jpg', null);
    const second = await store.saveImage(await cameraJpeg(700, 700), 'second.jpg', null);
    const list = await store.listImages();
    expect(list.slice(0, 2).map((i) => i.name)).toEqual(['second.jpg', 'first.jpg']);
    expect(list[0]).toEqual(second);
    expect(list.map((i) => i.id)).toContain(first.id);
  });
});
