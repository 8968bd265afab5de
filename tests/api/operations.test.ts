import { get } from 'node:http';
import { inject, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

describe('operations', () => {
  it('answers /healthz with 200 while the database answers', async () => {
    const response = await new ApiClient().request('/healthz');
    expect(response.status).toBe(200);
    // The suite runs twice: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is given.
    expect(await response.json()).toEqual({ status: 'ok', database: inject('databaseUrl') ? 'postgres' : 'pglite' });
  });

  it('answers /readyz with 200 while the process takes shoppers, never kept', async () => {
    const response = await new ApiClient().request('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('serves /.well-known/security.txt (RFC 9116) for the store, in both languages, expiring within a year', async () => {
    const response = await new ApiClient().request('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    // The suite's store is reached at 127.0.0.1 and sends no e-mail of its own: never a mailbox at an address.
    const origin = new URL(fields.Canonical!).origin;
    expect(fields.Contact).toBe(`${origin}/content/bilgi-merkezi`);
    expect((await new ApiClient().request('/content/bilgi-merkezi')).status).toBe(200);
    expect(fields['Preferred-Languages']).toBe('tr, en');
    expect(fields.Canonical).toMatch(/^https?:\/\/[^/]+\/\.well-known\/security\.txt$/);
    const days = (Date.parse(fields.Expires!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
  });

  it('answers every API call with ErrorCode 5000 in maintenance, pages still render', async () => {
    const client = new ApiClient(inject('maintenanceUrl'));
    for (const path of ['/cop-api/session', '/cop-api/localization', '/sf-api/api/anything']) {
      const answer = await client.get(path);
      expect(answer.body, path).toMatchObject({ Success: false, Exception: { ErrorCode: 5000 } });
    }
    expect((await client.request('/maintenance')).status).toBe(200);
    expect((await client.request('/healthz')).status).toBe(200);
  });

  it('serves built files as they are and everything else through the store', async () => {
    const client = new ApiClient();
    const home = await (await client.request('/')).text();
    const assets = [...home.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(js|css))"/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(assets.map(([, kind]) => kind).sort()).toEqual(expect.arrayContaining(['css', 'js']));
    for (const [path, kind] of assets) {
      const asset = await client.request(path);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get('content-type'), path).toContain(kind === 'js' ? 'javascript' : 'text/css');
      expect(asset.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
    const icon = await client.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0');
    // fetch() turns a conditional request into a no-cache one, so revalidate as a browser does.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${client.baseUrl}/favicon.svg`, { headers: { 'If-None-Match': icon.headers.get('etag')! } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
    // Not a built file: the store answers (its not-found page), and a malformed address is refused.
    const missing = await client.request('/_astro/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html');
    expect((await client.request('/%E0%A4%A')).status).toBe(400);
  });

  it('hides the development outbox when DEV_OUTBOX is off', async () => {
    const client = new ApiClient(inject('maintenanceUrl'));
    expect((await client.request('/dev/outbox')).status).toBe(404);
    expect((await client.request('/dev/outbox.json')).status).toBe(404);
  });

  it('lists the development outbox when DEV_OUTBOX is on', async () => {
    const client = new ApiClient();
    const page = await client.request('/dev/outbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Geliştirme posta kutusu');
    const json = await client.get<unknown[]>('/dev/outbox.json?limit=5');
    expect(json.body.Success).toBe(true);
    expect(Array.isArray(json.body.Result)).toBe(true);
  });

  it('serves the catalogs through GET localization', async () => {
    const answer = await new ApiClient().get<Record<string, Record<string, unknown>>>('/cop-api/localization?lang=en');
    expect(answer.body.Result?.errors).toMatchObject({ generic: { title: 'Something went wrong' } });
  });
});
