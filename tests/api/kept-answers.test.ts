import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { rawRequest } from '../support/raw-http';

// The listener answers a kept page before Astro (server/http/kept-answer.server.ts): the same
// bytes and headers the pipeline gives, compressed once per copy. The personal-data side of kept
// pages is in kept-pages.test.ts.

const base = () => inject('baseUrl');

/** An answer's raw bytes and headers, as they came over the wire (fetch would decompress them). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path as given, never resolved: "//" stays a path.
    const { hostname, port } = new URL(base());
    httpGet({ hostname, port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A home page address no other test asks for, so its first request renders it (a listing drops what it does not know). */
const freshPage = () => `/?ref=${randomUUID()}`;

describe('kept pages answered before rendering', () => {
  it('give a first visit the page with its language cookies and every header the pipeline gives', async () => {
    const path = freshPage();
    const rendered = await rawGet(path);
    expect(rendered.headers['x-page-cache']).toBe('miss');
    const requestId = `kept-${randomUUID()}`;
    const kept = await rawGet(path, { 'X-Request-Id': requestId });
    expect(kept.status).toBe(200);
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(kept.headers['set-cookie']).toEqual(rendered.headers['set-cookie']);
    expect(kept.headers['set-cookie']?.map((cookie) => cookie.split(';')[0])).toEqual(['LanguageId=1', 'AppType=spa']);
    for (const name of [
      'content-type',
      'x-robots-tag',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(kept.headers[name], name).toBe(rendered.headers[name]);
    expect(kept.headers['x-request-id']).toBe(requestId);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
  });

  it('send the same page compressed as the browser asks: br, else gzip, else as it is', async () => {
    const path = freshPage();
    const plain = (await rawGet(path, { Cookie: 'LanguageId=1' })).body;
    const br = await rawGet(path, { Cookie: 'LanguageId=1', 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect([br.headers['x-page-cache'], br.headers['content-encoding'], br.headers.vary]).toEqual(['hit', 'br', 'Accept-Encoding']);
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 4);
    const gzip = await rawGet(path, { Cookie: 'LanguageId=1', 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    const asIs = await rawGet(path, { Cookie: 'LanguageId=1', 'Accept-Encoding': 'identity' });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.body.equals(plain)).toBe(true);
  });

  it('never answer a request the guard sends elsewhere: a language cookie that differs from the address', async () => {
    const path = freshPage();
    await rawGet(path, { Cookie: 'LanguageId=1' });
    const english = await rawGet(path, { Cookie: 'LanguageId=2' });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe(`/en${path}`);
    // Kept under "/": a parser reading "//" as a host would answer it with the home page.
    await rawGet('/', { Cookie: 'LanguageId=1' });
    for (const doubled of ['//', '//?ref=x', '/categories//kadin']) {
      const answer = await rawGet(doubled, { Cookie: 'LanguageId=1' });
      expect([answer.status, answer.headers['x-page-cache']], doubled).toEqual([301, undefined]);
    }
  });

  it('still refuse a read that declares a body over the limit, before answering it', async () => {
    const path = freshPage();
    await rawGet(path, { Cookie: 'LanguageId=1' });
    const answer = await rawRequest(base(), path, {
      headers: { Cookie: 'LanguageId=1', 'Content-Length': String(200 * 1024 * 1024) },
      feed: async (write, answered) => {
        await write(Buffer.from('x'));
        await answered;
      },
    });
    expect(answer.status).toBe(413);
  });
});
