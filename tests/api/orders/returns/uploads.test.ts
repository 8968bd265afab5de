import fc from 'fast-check';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { type RunningServer, startServer } from '../../../support/server';
import { own } from '../records/helpers';
import { deliver, newMember, paidOrder, photo, postBytes, RETURNS, upload, type World } from './helpers';

// The photo rules under fuzzing: whatever the bytes, the name or the order of the chunks, an upload
// is either refused with a 4xx of the catalogue or stored as sharp's re-encoding of a real picture.

let database: OwnDatabase;
let server: RunningServer;
let world: World;
let shopper: Awaited<ReturnType<typeof newMember>>;
let orderId: number;

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'always', OTP_SENDS_PER_ADDRESS: '100000' });
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  world = { url: server.url, sql };
  shopper = await newMember(world);
  orderId = (await paidOrder(world, shopper, [own(0)])).orderId;
  await deliver(world, orderId);
}, 180_000);

afterAll(async () => {
  await world?.sql.end();
  await server?.stop();
  await database?.drop();
});

const text = (s: string) => new TextEncoder().encode(s);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** What the server stored for an upload: its type and bytes. */
async function stored(id: string) {
  const { rows } = await world.sql.query<{ content_type: string; data: Buffer }>(
    'select content_type, data from return_uploads where id = $1',
    [id],
  );
  return rows[0]!;
}

describe('return photo uploads', () => {
  it('keeps a polyglot only as its re-encoded picture, never the smuggled bytes', async () => {
    const jpeg = await photo('jpeg');
    const png = await photo('png');
    const html = text('<html><script>alert(1)</script></html>');
    const zip = join(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), text('evil.html'), new Uint8Array(64));
    for (const bytes of [join(jpeg, html), join(jpeg, zip), join(png, html)]) {
      const result = await upload(shopper.client, orderId, bytes);
      expect(result.status).toBeLessThan(500);
      if (result.id) {
        const row = await stored(result.id);
        expect(['image/jpeg', 'image/png']).toContain(row.content_type);
        expect(row.data.includes('<script>')).toBe(false);
        expect(row.data.includes('evil.html')).toBe(false);
        expect((await sharp(row.data).metadata()).width).toBe(64);
      }
    }
    // A PNG with a script in a text chunk decodes: it is stored re-encoded, without the chunk.
    const withChunk = await sharp(png)
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    const tagged = await upload(shopper.client, orderId, new Uint8Array(withChunk), 'etiket.png');
    expect(tagged.id).toBeTruthy();
    expect((await stored(tagged.id!)).data.includes('<script>')).toBe(false);
  });

  it('refuses wrong types, truncated images, bad names and oversize files with a 4xx, never a 500', async () => {
    const jpeg = await photo('jpeg', 200);
    const files = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 3000 }),
      fc.uint8Array({ minLength: 0, maxLength: 2000 }).map((tail) => join(new Uint8Array([0xff, 0xd8, 0xff]), tail)),
      fc
        .uint8Array({ minLength: 0, maxLength: 2000 })
        .map((tail) => join(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), tail)),
      fc.integer({ min: 4, max: jpeg.length - 4 }).map((cut) => jpeg.subarray(0, cut)),
      fc.constantFrom(text('GIF89a....'), text('<svg onload=alert(1)>'), text('%PDF-1.4 no objects'), text('<?php echo 1; ?>')),
    );
    const names = fc.oneof(
      fc.constantFrom(
        'photo.jpg',
        '../../etc/passwd',
        'a/b.jpg',
        'C:\\x.png',
        '<img>.png',
        '.htaccess',
        '',
        'x'.repeat(200),
        'foto\u0000.jpg',
      ),
      fc.string({ maxLength: 120 }),
    );
    await fc.assert(
      fc.asyncProperty(files, names, async (bytes, name) => {
        const result = await upload(shopper.client, orderId, bytes, name);
        expect(result.status).toBeLessThan(500);
        if (result.id) {
          // Only a real picture under a plain name may pass; what is stored decodes as one.
          const row = await stored(result.id);
          expect((await sharp(row.data).metadata()).format).toMatch(/jpeg|png/);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('checks the size cap before a chunk passes it, and takes chunks only in order, resumably', async () => {
    const tooLarge = await shopper.client.post(`${RETURNS}/uploads/start`, {
      OrderId: orderId,
      Kind: 'photo',
      FileName: 'b.jpg',
      Size: 9 * 1024 * 1024,
    });
    expect(tooLarge.body.Exception?.ErrorCode).toBe('UPLOAD_TOO_LARGE');
    const jpeg = join(await photo('jpeg', 600), new Uint8Array(0));
    const start = await shopper.client.post<{ UploadId: string }>(`${RETURNS}/uploads/start`, {
      OrderId: orderId,
      Kind: 'photo',
      FileName: 'p.jpg',
      Size: jpeg.length,
    });
    const id = start.body.Result!.UploadId;
    const chunk = (offset: number, bytes: Uint8Array) =>
      postBytes(shopper.client, `${RETURNS}/uploads/chunk?uploadId=${id}&offset=${offset}`, bytes);
    // Out of order and beyond the size: refused, nothing stored.
    expect((await chunk(10, jpeg.subarray(10, 20))).body.Exception?.ErrorCode).toBe('UPLOAD_OFFSET_MISMATCH');
    expect((await chunk(jpeg.length, new Uint8Array(5))).body.Exception?.ErrorCode).toBe('UPLOAD_TOO_LARGE');
    expect((await chunk(0, join(jpeg, new Uint8Array(1)).subarray(0, Math.min(jpeg.length + 1, 65_536)))).status).toBeGreaterThanOrEqual(
      400,
    );
    // Half sent, the connection drops: status says where to carry on.
    const half = Math.floor(jpeg.length / 2);
    expect((await chunk(0, jpeg.subarray(0, half))).body.Result!.Received).toBe(half);
    const status = await shopper.client.get<{ Received: number }>(`${RETURNS}/uploads/status?uploadId=${id}`);
    expect(status.body.Result!.Received).toBe(half);
    expect((await chunk(0, jpeg.subarray(0, half))).body.Exception?.ErrorCode).toBe('UPLOAD_OFFSET_MISMATCH');
    const done = await chunk(half, jpeg.subarray(half));
    expect(done.body.Result!.IsComplete).toBe(true);
  });
});
