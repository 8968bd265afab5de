import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { rawExchange, rawRequest } from '../support/raw-http';

// The platform's answers at the edge: where a shopper may be sent after sign-in, how large a body
// may be, which host absolute links name, and the headers on every kind of answer.

const base = () => inject('baseUrl');

/** A signed session's headers for a state-changing call sent through rawRequest. */
async function sessionHeaders(client: ApiClient) {
  const token = await client.verificationToken();
  return {
    Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    RequestVerificationToken: token,
    Origin: client.baseUrl,
    'Content-Type': 'application/json',
  };
}

describe('returnUrl after sign-in (open redirect)', () => {
  const foreign = [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t/evil.example',
    '/\\evil.example',
    '/\t\\evil.example',
    '//evil.example',
    '/.//evil.example',
    'https://evil.example/customer',
    'https:evil.example',
    'javascript:alert(1)',
  ];

  it('answers initialize with the home page for every value a browser would take elsewhere', async () => {
    const client = new ApiClient();
    for (const value of foreign) {
      const answer = await client.get<{ ReturnUrl: string }>(`/cop-api/customer/initialize?returnUrl=${encodeURIComponent(value)}`);
      expect(answer.body.Result?.ReturnUrl, JSON.stringify(value)).toBe('/');
    }
    const kept = await client.get<{ ReturnUrl: string }>(`/cop-api/customer/initialize?returnUrl=${encodeURIComponent('/en/cart?step=2')}`);
    expect(kept.body.Result?.ReturnUrl).toBe('/en/cart?step=2');
  });

  it('never hands a foreign returnUrl to the sign-in and register forms', async () => {
    const client = new ApiClient();
    // The form's own property, as the page serialises it for the island.
    const islandReturnUrl = (html: string) => /&quot;returnUrl&quot;:\[0,&quot;([^&]*)&quot;\]/.exec(html)?.[1];
    for (const page of ['/customer/login', '/customer/register']) {
      for (const value of ['/\t/evil.example', '/.//evil.example']) {
        const response = await client.request(`${page}?returnUrl=${encodeURIComponent(value)}`);
        expect(response.status).toBe(200);
        expect(islandReturnUrl(await response.text()), `${page} ${JSON.stringify(value)}`).toBe('/');
      }
    }
  });
});

describe('request bodies over the limit', () => {
  const tooLarge = { Success: false, Message: expect.any(String), Exception: { ErrorCode: 'REQUEST_TOO_LARGE' } };

  it('refuses a declared length over 64 KB with 413 in the envelope before the body is sent', async () => {
    // The head promises 200 MB and the body never follows: the answer can only come from the head.
    const answer = await rawRequest(base(), '/cop-api/partner-guid', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024 * 1024), Cookie: 'LanguageId=2' },
      // Held open without a byte more until the server has answered.
      feed: async (write, answered) => {
        await write(Buffer.from('{"Partner":"'));
        await answered;
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({ ...tooLarge, Message: 'What you sent is too large. Please check it and try again.' });
  });

  it('counts a chunked body as it streams and stops reading at the limit', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const answer = await rawRequest(base(), '/cop-api/partner-guid', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      // An endless body: only the server stopping can end it.
      feed: async (write) => {
        while (await write(chunk));
      },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    // Far less than an endless body reached the socket: socket buffers, not the server, hold the rest.
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a client that waits for 100 Continue without asking it for the body', async () => {
    const answer = await rawRequest(base(), '/cop-api/partner-guid', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024), Expect: '100-continue' },
      feed: (_write, answered) => answered,
    });
    expect(answer.status).toBe(413);
  });

  it('lets a body within the limit through, whether its length is declared or chunked', async () => {
    const client = new ApiClient();
    const headers = await sessionHeaders(client);
    const declared = await rawRequest(base(), '/cop-api/partner-guid', {
      method: 'POST',
      headers,
      body: JSON.stringify({ Partner: 'declared', padding: 'x'.repeat(60 * 1024) }),
    });
    expect(declared.status, declared.body).toBe(200);
    const body = Buffer.from(JSON.stringify({ Partner: 'chunked', padding: 'x'.repeat(60 * 1024) }));
    const chunked = await rawRequest(base(), '/cop-api/partner-guid', {
      method: 'POST',
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
      feed: async (write) => {
        for (let at = 0; at < body.length; at += 4096) await write(body.subarray(at, at + 4096));
      },
    });
    expect(chunked.status, chunked.body).toBe(200);
    expect(JSON.parse(chunked.body).Result).toMatchObject({ Partner: 'chunked' });
  });
});

describe('the Host header', () => {
  const evil = { Host: 'evil.example' };

  it('never reaches robots.txt or sitemap.xml, which name the configured site', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const answer = await rawRequest(base(), path, { headers: evil });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain(`${base()}/`);
    }
  });

  it('never reaches canonical, hreflang or JSON-LD links, nor a page kept for others', async () => {
    const sitemap = await (await new ApiClient().request('/sitemap.xml')).text();
    const product = new URL(/<loc>([^<]*\/product\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    for (const path of [product, '/categories/kadin', '/en/']) {
      const answer = await rawRequest(base(), path, { headers: evil });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain(`<link rel="canonical" href="${base()}`);
    }
    const kept = await new ApiClient().request(product);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(await kept.text()).not.toContain('evil.example');
  });
});

describe('headers on every answer', () => {
  const secured = (headers: Record<string, unknown>) =>
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    });

  it('puts the security headers on built files and on the raw 400 answers', async () => {
    const client = new ApiClient();
    const home = await (await client.request('/')).text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.js)"/.exec(home)![1]!;
    for (const path of ['/favicon.svg', asset, '/%E0%A4%A']) {
      const response = await client.request(path);
      expect(response.status, path).toBe(path === '/%E0%A4%A' ? 400 : 200);
      secured(Object.fromEntries(response.headers));
    }
    // A request HTTP itself cannot parse never reaches the store; Node's bare answer is replaced.
    const garbled = await rawExchange(base(), 'GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const headers = Object.fromEntries(
      garbled
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    secured(headers);
  });

  it('tells clients when to come back from maintenance (Retry-After)', async () => {
    const answer = await new ApiClient(inject('maintenanceUrl')).get('/cop-api/session');
    expect(answer.status).toBe(503);
    expect(answer.body.Exception?.ErrorCode).toBe(5000);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
