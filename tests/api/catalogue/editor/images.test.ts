import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { EDITOR_API, type ImageView } from '@lib/catalogue/content/api';
import { IMAGE_MAX_BYTES } from '@lib/catalogue/content/images/rules';
import { ApiClient } from '../../../support/api-client';
import { carriesSecret, cameraJpeg, metadataPng, NOT_PICTURES, truncatedJpeg } from '../../../support/image-fixtures';
import { rawRequest } from '../../../support/raw-http';
import { registerCustomer } from '../../account/members/helpers';
import { staffClient, uploadImage as upload } from './content-helpers';

// The editor's image uploads: only staff upload and list; a file is kept only when it is a whole
// picture within the caps, and each kept size is served in three formats without its metadata.

const base = () => inject('baseUrl');
const TYPES = { avif: ['image/avif', 'heif'], webp: ['image/webp', 'webp'], jpg: ['image/jpeg', 'jpeg'] } as const;

const list = async (client: ApiClient) => (await client.get<ImageView[]>(EDITOR_API.images)).body.Result!;

describe('uploading an image', () => {
  it('keeps a JPEG and a PNG and serves each kept size in AVIF, WebP and JPEG, without their EXIF, for a year', async () => {
    const editor = await staffClient('editor');
    const jpeg = await upload(editor, await cameraJpeg(2400, 1600), 'Yaz kampanyası.jpg');
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(200);
    expect(jpeg.body.Result).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      name: 'Yaz kampanyası.jpg',
      width: 2400,
      height: 1600,
    });
    const pngBytes = await metadataPng(900, 600);
    expect(pngBytes.length).toBeGreaterThan(1024 * 1024);
    const png = await upload(editor, pngBytes, 'logo.png');
    expect(png.body.Result).toMatchObject({ name: 'logo.png', width: 900, height: 600 });

    const shopper = new ApiClient();
    for (const [view, widths] of [
      [jpeg.body.Result!, [640, 1280, 1920]],
      [png.body.Result!, [640, 900]],
    ] as const)
      for (const width of widths)
        for (const [format, [type, sharpName]] of Object.entries(TYPES)) {
          const response = await shopper.request(`/images/content/${view.id}/${width}.${format}`);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe(type);
          expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          const bytes = new Uint8Array(await response.arrayBuffer());
          const meta = await sharp(bytes).metadata();
          expect([meta.format, meta.width, meta.exif]).toEqual([sharpName, width, undefined]);
          expect(carriesSecret(bytes)).toBe(false);
        }
  });

  it('refuses what is not a whole picture, whatever its name, and keeps nothing of it', async () => {
    const editor = await staffClient('editor');
    const before = await list(editor);
    const files: [string, Uint8Array][] = [
      ['note.jpg', NOT_PICTURES.text],
      ['page.jpg', NOT_PICTURES.html],
      ['logo.svg', NOT_PICTURES.svg],
      ['photo.jpg', NOT_PICTURES.jpegHeadedHtml],
      ['cut.jpg', await truncatedJpeg()],
      ['empty.jpg', new Uint8Array(0)],
    ];
    for (const [name, bytes] of files) {
      const answer = await upload(editor, bytes, name);
      expect([name, answer.status, answer.body.Exception?.ErrorCode]).toEqual([name, 415, 'CONTENT_IMAGE_INVALID']);
      expect(answer.body.Message).toBe('Bu dosya bir görsel değil. JPEG, PNG, WebP ya da AVIF yükleyin.');
    }
    expect(await list(editor)).toEqual(before);
  });

  it('refuses a file over 10 MB with the cap named, in the editor’s language, and keeps nothing', async () => {
    const editor = await staffClient('editor');
    const before = await list(editor);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await cameraJpeg(640, 480));
    const answer = await upload(editor, big);
    expect([answer.status, answer.body.Exception?.ErrorCode]).toEqual([413, 'CONTENT_IMAGE_TOO_LARGE']);
    expect(answer.body.Message).toBe('Görsel çok büyük. En fazla 10 MB ve 40 megapiksel bir görsel yükleyin.');
    expect(await list(editor)).toEqual(before);
  });

  it('lists the uploads newest first', async () => {
    const editor = await staffClient('editor');
    const first = (await upload(editor, await cameraJpeg(700, 500), 'first.jpg')).body.Result!;
    const second = (await upload(editor, await cameraJpeg(700, 500), 'second.jpg')).body.Result!;
    const images = await list(editor);
    expect(images.slice(0, 2)).toEqual([second, first]);
  });

  it('keeps parallel uploads apart, each under its own id', async () => {
    const editor = await staffClient('editor');
    const answers = await Promise.all([1, 2, 3].map(async (n) => upload(editor, await cameraJpeg(640 + n, 480), `parallel-${n}.jpg`)));
    const ids = answers.map((a) => a.body.Result!.id);
    expect(new Set(ids).size).toBe(3);
    const listed = (await list(editor)).map((i) => i.id);
    for (const id of ids) expect(listed).toContain(id);
  });
});

describe('who may upload', () => {
  it('refuses a visitor without a session and a signed-in shopper (401), before reading the file', async () => {
    const shopper = (await registerCustomer()).client;
    for (const client of [new ApiClient(), shopper]) {
      const answer = await upload(client, await cameraJpeg(700, 500));
      expect([answer.status, answer.body.Exception?.ErrorCode]).toEqual([401, 'STAFF_SIGNED_OUT']);
      const listed = await client.get(EDITOR_API.images);
      expect([listed.status, listed.body.Exception?.ErrorCode]).toEqual([401, 'STAFF_SIGNED_OUT']);
    }
  });
});

describe('an upload over the cap', () => {
  it('is refused by its declared length before the body is sent, in English for an English editor', async () => {
    const answer = await rawRequest(base(), EDITOR_API.images, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(IMAGE_MAX_BYTES + 1), Cookie: 'LanguageId=2' },
      feed: async (write, answered) => {
        await write(Buffer.from([0xff, 0xd8, 0xff]));
        await answered;
      },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      Success: false,
      Message: 'The image is too large. Upload at most 10 MB and 40 megapixels.',
      Exception: { ErrorCode: 'CONTENT_IMAGE_TOO_LARGE' },
    });
  });

  it('is refused as it streams when sent in chunks, and the upload path alone takes more than a JSON call', async () => {
    const chunk = Buffer.alloc(256 * 1024, 1);
    const streamed = await rawRequest(base(), EDITOR_API.images, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' },
      feed: async (write) => {
        while (await write(chunk));
      },
    });
    expect([streamed.status, JSON.parse(streamed.body).Exception.ErrorCode]).toEqual([413, 'CONTENT_IMAGE_TOO_LARGE']);
    expect(streamed.sent).toBeLessThan(4 * IMAGE_MAX_BYTES);
    // Another editor call keeps the JSON limit.
    const other = await rawRequest(base(), EDITOR_API.pages, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024) },
      feed: async (write, answered) => {
        await write(Buffer.from('{'));
        await answered;
      },
    });
    expect([other.status, JSON.parse(other.body).Exception.ErrorCode]).toEqual([413, 'REQUEST_TOO_LARGE']);
  });
});

describe('serving', () => {
  it('answers 404 for an unknown id, width or format', async () => {
    const editor = await staffClient('editor');
    const { id } = (await upload(editor, await cameraJpeg(700, 500))).body.Result!;
    const unknown = 'f'.repeat(32);
    for (const path of [
      `/images/content/${unknown}/640.avif`,
      `/images/content/${id}/1280.avif`,
      `/images/content/${id}/641.webp`,
      `/images/content/${id}/640.png`,
      `/images/content/${id}/640.svg`,
      `/images/content/${id.toUpperCase()}/640.jpg`,
      `/images/content/${id}/../640.jpg`,
      `/images/content/${id}`,
    ]) {
      const response = await fetch(base() + path, { redirect: 'manual' });
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${base()}/images/content/${id}/700.jpg`)).status).toBe(200);
  });
});
