import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EDITOR_API } from '@lib/catalogue/content/api';
import { ApiClient } from '../support/api-client';
import { type OwnDatabase, ownDatabase } from '../support/postgres';
import { type RunningServer, startServer } from '../support/server';
import { edited, loadPage, saveOver, staffClient } from './catalogue/editor/content-helpers';

// Two server processes on one PostgreSQL database, as behind a load balancer, must behave as one
// store: sessions, limits and kept pages are the database's, never one process's memory. Runs on
// the PostgreSQL the suite was given, in a database of its own, or on a throwaway cluster.

const LIMITS = { OTP_SENDS_PER_HOUR: '5', LOGIN_MAX_FAILURES_ACCOUNT: '5', CAPTCHA_AFTER: '1000' };

let database: OwnDatabase;
let servers: RunningServer[] = [];
/** Each of 20 calls goes to the two processes in turn. */
const either = (i: number) => servers[i % 2]!.url;

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  // Both start at once on the empty database: they must not run the same migration or seed twice.
  servers = await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: database.url, SEED_DEMO: 'always', ...LIMITS })));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe('two processes on one PostgreSQL database', () => {
  it('accept a session made on either one on the other, with its verification token', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const onA = new ApiClient(a.url);
    const signedIn = await onA.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    onA.forgetToken();
    const token = await onA.verificationToken();

    const onB = new ApiClient(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const initialized = await onB.get<{ IsLoggedIn: boolean }>('/cop-api/customer/initialize');
    expect(initialized.body.Result?.IsLoggedIn).toBe(true);
    const written = await onB.post<{ Partner: string }>('/cop-api/partner-guid', { Partner: 'both' }, { token });
    expect(written.status).toBe(200);
    expect((await onA.get('/cop-api/partner-guid')).body.Result).toEqual(written.body.Result);
  });

  it('hold the code-send limit together: 20 sends at once over both give exactly the limit', async () => {
    const clients = Array.from({ length: 20 }, (_, i) => new ApiClient(either(i)));
    await Promise.all(clients.map((client) => client.verificationToken()));
    const sends = await Promise.all(
      clients.map((client) => client.post('/cop-api/customer/forgot-password', { Email: 'ayse@vitrin.example' })),
    );
    const statuses = sends.map((send) => send.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(Number(LIMITS.OTP_SENDS_PER_HOUR));
    expect(sends.filter((send) => send.body.Exception?.ErrorCode === 'OTP_SEND_LIMIT')).toHaveLength(
      20 - Number(LIMITS.OTP_SENDS_PER_HOUR),
    );
    const outbox = await new ApiClient(servers[1]!.url).get<unknown[]>('/dev/outbox.json?recipient=ayse%40vitrin.example&limit=50');
    expect(outbox.body.Result).toHaveLength(Number(LIMITS.OTP_SENDS_PER_HOUR));
  });

  it('hold the sign-in limit together: 20 wrong passwords at once over both', async () => {
    const clients = Array.from({ length: 20 }, (_, i) => new ApiClient(either(i)));
    await Promise.all(clients.map((client) => client.verificationToken()));
    const tries = await Promise.all(
      clients.map((client) => client.post('/cop-api/customer/login', { Username: 'mehmet@vitrin.example', Password: 'Yanlis2024' })),
    );
    const codes = tries.map((attempt) => attempt.body.Exception?.ErrorCode);
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(Number(LIMITS.LOGIN_MAX_FAILURES_ACCOUNT));
    expect(codes.filter((code) => code === 'LOGIN_THROTTLED')).toHaveLength(20 - Number(LIMITS.LOGIN_MAX_FAILURES_ACCOUNT));
  });

  it('renew the product and listing pages each of them keeps once the product changes in the database', async () => {
    const sitemap = await (await new ApiClient(servers[0]!.url).request('/sitemap.xml')).text();
    const path = new URL(/<loc>([^<]*\/product\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    const id = Number(/-(\d+)$/.exec(path)![1]);
    const visit = async (server: RunningServer, page = path) => {
      const response = await new ApiClient(server.url).request(page);
      return { kept: response.headers.get('x-page-cache'), html: await response.text() };
    };
    for (const server of servers) {
      await visit(server);
      expect((await visit(server)).kept, server.url).toBe('hit');
      await visit(server, '/categories/kadin');
      expect((await visit(server, '/categories/kadin')).kept, server.url).toBe('hit');
    }
    // The store has no product editing yet; the back office will be another process writing the
    // same tables, so the change is written to the shared database directly.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(`update products set name_tr = name_tr || ' Yenilendi' where id = $1`, [id]);
    } finally {
      await client.end();
    }
    for (const server of servers) {
      const renewed = await visit(server);
      expect(renewed.kept, server.url).toBe('miss');
      expect(renewed.html, server.url).toContain('Yenilendi');
      expect((await visit(server)).kept, server.url).toBe('hit');
      // A product's name shows in listings and rows: every listing renews with it.
      expect((await visit(server, '/categories/kadin')).kept, server.url).toBe('miss');
    }
  });

  it('serve what an editor publishes through one of them at the very next request of either', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const path = '/en/content/loyalty-segmentbeige';
    const look = async (server: RunningServer) => {
      const response = await new ApiClient(server.url).request(path);
      return { kept: response.headers.get('x-page-cache'), html: await response.text() };
    };
    for (const server of servers) {
      await look(server);
      expect((await look(server)).kept, server.url).toBe('hit');
    }
    // Signed in on one process, the staff member's session works on the other too.
    const publisher = await staffClient('publisher', a.url);
    const detail = await loadPage(publisher, 'loyalty', 'segmentbeige');
    const title = `Beige ${Date.now()}`;
    const saved = await saveOver(publisher, detail, edited(detail.latest.document, { en: { data: { title } } }));
    const onB = new ApiClient(b.url);
    for (const [name, value] of publisher.cookies) onB.cookies.set(name, value);
    expect((await onB.post(EDITOR_API.publish('loyalty', 'segmentbeige'), { number: saved.number })).status).toBe(200);
    for (const server of servers) {
      const renewed = await look(server);
      expect(renewed.kept, server.url).toBe('miss');
      expect(renewed.html, server.url).toContain(title);
    }
  });
});
