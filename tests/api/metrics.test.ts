import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { rawExchange } from '../support/raw-http';
import { type RunningServer, startServer, waitForOutput } from '../support/server';

// GET /metrics on a server of this file's own (the suite's servers have no METRICS_TOKEN), on the
// suite's database: in-memory PGlite, or the PostgreSQL of the PostgreSQL pass. Its SITE_URL names
// another address, as behind a proxy, where Prometheus scrapes the server's own address; an https one
// on the sandboxes, which only ALLOW_SANDBOX_PROVIDERS=1 lets start (decision 0046).

const TOKEN = 'metrics-test-token-0123456789';
const AUTHORISED = { Authorization: `Bearer ${TOKEN}` };
const SITE_WARNING = 'SITE_URL does not match the address requests come to';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    METRICS_TOKEN: TOKEN,
    DATABASE_URL: inject('databaseUrl'),
    SITE_URL: 'https://shop.example',
    ALLOW_SANDBOX_PROVIDERS: '1',
  });
}, 120_000);
afterAll(() => server?.stop());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** One scrape with the token, parsed. */
async function scrape(): Promise<{ text: string; samples: Sample[]; value: (name: string, labels?: Record<string, string>) => number }> {
  const response = await fetch(`${server.url}/metrics`, { headers: AUTHORISED });
  expect(response.status).toBe(200);
  const text = await response.text();
  const samples = parse(text);
  // The sum over the samples of a name whose labels include these.
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);
  return { text, samples, value };
}

const letters = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe('GET /metrics: who may read it', () => {
  it('is absent (404) on a server without METRICS_TOKEN, token or not', async () => {
    for (const headers of [{}, AUTHORISED]) {
      const response = await fetch(`${inject('baseUrl')}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('storefront_');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("takes a scrape at the server's own address for no shopper: no SITE_URL warning, which a shopper's request still gives", async () => {
    expect((await fetch(`${server.url}/metrics`, { headers: AUTHORISED })).status).toBe(200);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(server.output()).not.toContain(SITE_WARNING);
    await fetch(`${server.url}/robots.txt`);
    await waitForOutput(server, SITE_WARNING);
  });

  it('answers 401 with the bearer challenge and nothing else without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer x']) {
      const response = await fetch(`${server.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('');
    }
  });

  it('refuses oversized and odd Authorization headers with 401, never a fault', async () => {
    const huge = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}${'a'.repeat(10 * 1024)}` } });
    expect(huge.status).toBe(401);
    const latin = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${'\u00e7'.repeat(30)}` } });
    expect(latin.status).toBe(401);
    // Raw UTF-8 bytes, which fetch would not send, and a scheme with no token after it.
    const { host } = new URL(server.url);
    for (const value of [`Bearer ${'ş'.repeat(40)}`, 'Bearer ', 'Bearer', `Bearer ${TOKEN}\u00a0`]) {
      const answer = await rawExchange(
        server.url,
        `GET /metrics HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${value}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.slice(0, 12), value).toBe('HTTP/1.1 401');
    }
  });

  it('shows nothing at look-alike addresses, even with the token', async () => {
    for (const path of ['/metrics/', '/en/metrics', '/METRICS', '/metrics.txt']) {
      const response = await fetch(`${server.url}${path}`, { headers: AUTHORISED, redirect: 'manual' });
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('storefront_http_requests_total');
    }
    const posted = await fetch(`${server.url}/metrics`, { method: 'POST', headers: AUTHORISED });
    expect(posted.status).not.toBe(200);
    expect(await posted.text()).not.toContain('storefront_http_requests_total');
  });

  it('answers the token with the Prometheus text: no caching, no indexing, no language redirect, no cookie, not in the sitemap', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { ...AUTHORISED, Cookie: 'LanguageId=2' }, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('# TYPE storefront_http_requests_total counter');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/metrics');
    // Scrapes in parallel each get the whole text.
    const parallel = await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.url}/metrics`, { headers: AUTHORISED })));
    for (const answer of parallel) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('process_resident_memory_bytes');
    }
  });
});

describe('GET /metrics: what it shows', () => {
  it('counts requests by kind, route and status, with their durations', async () => {
    const before = await scrape();
    const client = new ApiClient(server.url);
    expect((await client.request('/')).status).toBe(200);
    expect((await client.request('/categories/kadin')).status).toBe(200);
    expect((await client.get('/cop-api/session')).status).toBe(200);
    expect((await client.request(`/${letters()}`)).status).toBe(404);
    const after = await scrape();

    const moved = (labels: Record<string, string>) =>
      after.value('storefront_http_requests_total', labels) - before.value('storefront_http_requests_total', labels);
    expect(moved({ kind: 'page', route: 'home', status: '200' })).toBe(1);
    expect(moved({ kind: 'page', route: 'listing', status: '200' })).toBe(1);
    expect(moved({ kind: 'api', route: 'session', status: '200' })).toBe(1);
    expect(moved({ kind: 'page', route: 'other', status: '404' })).toBe(1);
    // The scrape before this one is counted too, once its answer was ready.
    expect(moved({ kind: 'system', route: 'metrics', status: '200' })).toBe(1);

    const count = (s: Awaited<ReturnType<typeof scrape>>) =>
      s.value('storefront_http_request_duration_seconds_count', { kind: 'page', route: 'home', status_class: '2xx' });
    expect(count(after) - count(before)).toBe(1);
    const home = { kind: 'page', route: 'home', status_class: '2xx' };
    const sum =
      after.value('storefront_http_request_duration_seconds_sum', home) -
      before.value('storefront_http_request_duration_seconds_sum', home);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(30);
    // Buckets are cumulative and the last one holds every request.
    expect(after.value('storefront_http_request_duration_seconds_bucket', { ...home, le: '+Inf' })).toBe(count(after));
  });

  it("counts a product page kept for visitors: a miss, then a hit, and each answer's size", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    // A query of its own gives this test a page no request has asked for.
    const path = `${new URL(/<loc>([^<]*\/product\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname}?utm_source=metrics-${Date.now()}`;
    const before = await scrape();
    const answers = [];
    for (const visitor of [new ApiClient(server.url), new ApiClient(server.url)]) {
      const response = await visitor.request(path);
      answers.push({ cache: response.headers.get('x-page-cache'), body: await response.text() });
    }
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'hit']);
    const after = await scrape();
    const moved = (name: string, result: string) => after.value(name, { result }) - before.value(name, { result });
    expect(moved('storefront_kept_page_answers_total', 'miss')).toBe(1);
    expect(moved('storefront_kept_page_answers_total', 'hit')).toBe(1);
    // The page's size as the store counts it: its characters, or its bytes.
    const body = answers[1]!.body;
    for (const result of ['miss', 'hit']) {
      expect(moved('storefront_kept_page_answer_bytes_total', result)).toBeGreaterThanOrEqual(body.length);
      expect(moved('storefront_kept_page_answer_bytes_total', result)).toBeLessThanOrEqual(Buffer.byteLength(body));
    }
    expect(after.value('storefront_kept_pages')).toBeGreaterThanOrEqual(1);
    expect(after.value('storefront_kept_pages_bytes')).toBeGreaterThanOrEqual(body.length);
    // Every cache of the freshness layer says what it holds, the kept pages' among them.
    expect(after.value('storefront_cache_entries', { cache: 'kept pages' })).toBe(after.value('storefront_kept_pages'));
    expect(after.value('storefront_cache_entries', { cache: 'product details' })).toBeGreaterThanOrEqual(1);
  });

  it('shows database statement times, and the pool on PostgreSQL', async () => {
    const before = await scrape();
    // The health check asks the database every time.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const after = await scrape();
    const count = 'storefront_db_query_duration_seconds_count';
    expect(before.value(count)).toBeGreaterThan(0);
    expect(after.value(count)).toBeGreaterThan(before.value(count));
    expect(after.value('storefront_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(after.samples.some((s) => s.name === 'storefront_db_queries_in_flight')).toBe(true);
    const pool = after.samples.filter((s) => s.name === 'storefront_db_pool_clients');
    if (inject('databaseUrl')) {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(after.value('storefront_db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      // PGlite has one connection and no pool: its queue shows as the statements in flight.
      expect(pool).toEqual([]);
    }
  });

  it("shows the process: event-loop lag, resident memory and heap, from Node's own metrics", async () => {
    const { samples, value } = await scrape();
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('keeps its series bounded: fifty distinct unknown addresses add none', async () => {
    const shapes = [
      (id: string) => `/${id}`,
      (id: string) => `/en/${id}/x`,
      (id: string) => `/product/${id}`,
      (id: string) => `/cop-api/${id}`,
    ];
    const client = new ApiClient(server.url);
    const request = (path: string) => client.request(path).then((response) => response.arrayBuffer());
    // Each shape once, and a scrape, so the series these answers belong to exist before counting.
    for (const shape of shapes) await request(shape(letters()));
    await scrape();
    const series = (text: string) => text.split('\n').filter((line) => line.startsWith('storefront_http_')).length;
    const before = await scrape();
    const ids = Array.from({ length: 50 }, letters);
    for (let i = 0; i < ids.length; i += 10) {
      await Promise.all(ids.slice(i, i + 10).map((id, j) => request(shapes[(i + j) % shapes.length]!(id))));
    }
    const after = await scrape();
    // One more answered scrape moves counts, not series.
    expect(series(after.text)).toBe(series(before.text));
    for (const id of ids) expect(after.text).not.toContain(id);
  });
});
