// Reborn (issue 14): the JavaScript the application form loads (gzip, every module and island it
// pulls in), and the photo uploads' throughput through the shared chunked calls (64 KB chunks), one
// photo at a time and four at once, as a member adding photos to an application sends them.
import sharp from 'sharp';
import { signIn } from './_member.mjs';
import { startBuiltServer } from './_server.mjs';
import { kb } from './_catalog.mjs';
import { BUDGETS, scriptWeight } from './_weight.mjs';

export const title = 'Reborn form JavaScript and photo upload throughput';
// An account page: the script budget of cart, checkout and account pages.
const BUDGET_KB = BUDGETS.pages.reborn.js;
const PHOTOS = 8;
const CHUNK = 64 * 1024;
const BASE = '/order-web-bff/api/v1/easy-returns/uploads';

/** A camera-like photo: noise does not compress, so the bytes are what a phone sends (about 1.5 MB). */
async function cameraPhoto(seed) {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  let x = seed * 2_654_435_761;
  for (let i = 0; i < noise.length; i += 1) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    noise[i] = x >>> 24;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads one photo as the form does: start, then each chunk in turn; the milliseconds it took. */
async function upload(url, session, bytes, name) {
  const headers = { Cookie: session.cookie, RequestVerificationToken: session.token, Origin: url, Accept: 'application/json' };
  const started = performance.now();
  const start = await fetch(`${url}${BASE}/start`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ Kind: 'reborn', FileName: name, Size: bytes.length }),
  }).then((r) => r.json());
  if (!start.Success) throw new Error(`upload start refused: ${JSON.stringify(start.Exception)}`);
  let last;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    last = await fetch(`${url}${BASE}/chunk?uploadId=${start.Result.UploadId}&offset=${offset}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body: bytes.subarray(offset, offset + CHUNK),
    }).then((r) => r.json());
    if (!last.Success) throw new Error(`chunk refused: ${JSON.stringify(last.Exception)}`);
  }
  if (!last.Result.IsComplete) throw new Error('upload not complete');
  return performance.now() - started;
}

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://', DEV_OUTBOX: '1' });
  try {
    const session = await signIn(server.url);
    const html = await (await fetch(`${server.url}/customer/reborn/new`, { headers: { Cookie: session.cookie } })).text();
    if (!html.includes('reborn')) throw new Error('the Reborn form did not render for the member');
    const js = scriptWeight(html);
    console.log(
      `Reborn form JavaScript: ${kb(js.total)} gzip in ${js.files} files (budget ${BUDGET_KB} KB) ${js.total <= BUDGET_KB * 1024 ? 'ok' : 'OVER'}`,
    );

    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraPhoto(i + 1)));
    const total = photos.reduce((sum, p) => sum + p.length, 0);
    const mb = total / 1024 / 1024;
    await upload(server.url, session, photos[0], 'warm.jpg');
    let started = performance.now();
    const each = [];
    for (const [i, bytes] of photos.entries()) each.push(await upload(server.url, session, bytes, `photo-${i}.jpg`));
    const serial = (performance.now() - started) / 1000;
    started = performance.now();
    for (let i = 0; i < PHOTOS; i += 4) {
      await Promise.all(photos.slice(i, i + 4).map((bytes, j) => upload(server.url, session, bytes, `four-${i + j}.jpg`)));
    }
    const four = (performance.now() - started) / 1000;
    each.sort((a, b) => a - b);
    console.log(`${PHOTOS} photos, ${mb.toFixed(1)} MB (${kb(total / PHOTOS)} each, ${CHUNK / 1024} KB chunks)`);
    console.log(
      `one at a time: ${(mb / serial).toFixed(1)} MB/s, a photo in ${each[Math.floor(PHOTOS / 2)].toFixed(0)} ms (median), ${each.at(-1).toFixed(0)} ms (slowest)`,
    );
    console.log(`four at once:  ${(mb / four).toFixed(1)} MB/s (${(serial / four).toFixed(2)}x one at a time)`);
  } finally {
    await server.stop();
  }
}
