import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_API, REPAIR_TOKEN_TTL_SECONDS } from '../../../../src/lib/programmes/repair/rules';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { detailOf, devMove, paidOrder } from '../../orders/after-sales/helpers';

// Repair: the partner's booking frame on a server of its own whose clock the tests move (frame
// tokens lapse after 15 minutes). The token rules, the frame's headers, bookings of a delivered item
// or a described one, idempotency, and whose items and bookings a member may touch.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1' });
});
afterAll(async () => server?.stop());

const FRAME = '/sandbox-repair/book';

/** The frame token /customer/repair minted for this client's member. */
async function tokenOf(client: ApiClient): Promise<string> {
  const page = await client.request('/customer/repair', { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  const token = /sandbox-repair\/book\?token=([^"&]+)/.exec(await page.text())?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** The frame as the member's browser loads it: status, headers and HTML. */
async function frame(client: ApiClient, token: string) {
  const answer = await client.request(`${FRAME}?token=${encodeURIComponent(token)}`, { headers: { Accept: 'text/html' } });
  return { status: answer.status, headers: answer.headers, html: await answer.text() };
}

/** The first value of a select or a radio group in the frame's HTML. */
const firstOption = (html: string, name: string) => new RegExp(`name="${name}"[^>]*>\\s*<option value="([^"]+)"`).exec(html)?.[1] ?? '';

/** Posts the frame's form (as the browser does, from our own origin). */
async function book(client: ApiClient, fields: Record<string, string>, origin = server.url) {
  const answer = await client.request(FRAME, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await answer.text();
  return { status: answer.status, html, reference: /RP-[A-Z0-9]{6}/.exec(html)?.[0] };
}

async function member() {
  const { client } = await registerCustomer(new ApiClient(server.url));
  const token = await tokenOf(client);
  const { html } = await frame(client, token);
  return {
    client,
    token,
    html,
    form: (extra: Record<string, string>) => ({
      Token: token,
      IdempotencyKey: randomUUID(),
      Service: 'cleaning',
      StoreId: firstOption(html, 'StoreId'),
      DropOffDate: firstOption(html, 'DropOffDate'),
      ...extra,
    }),
  };
}

describe('the repair frame', () => {
  it('opens only with a fresh token of a signed-in member, and lets only our own origin frame it', async () => {
    const guest = await new ApiClient(server.url).request('/customer/repair', { headers: { Accept: 'text/html' } });
    expect([302, 303]).toContain(guest.status);
    const { client, token } = await member();
    const open = await frame(client, token);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(open.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await client.request('/customer/repair', { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/frame-src 'none'/);
    const [id, expiry, signature] = token.split('.');
    for (const bad of ['', 'junk', `${Number(id) + 1}.${expiry}.${signature}`, `${id}.${Number(expiry) + 3600}.${signature}`]) {
      expect((await frame(client, bad)).status).toBe(401);
    }
    expect((await client.post('/cop-api/test/clock', { seconds: REPAIR_TOKEN_TTL_SECONDS + 1 })).status).toBe(200);
    expect((await frame(client, token)).status).toBe(401);
    expect(
      (
        await book(client, {
          Token: token,
          IdempotencyKey: randomUUID(),
          Item: 'describe',
          Description: 'A brown leather belt, new buckle',
          Service: 'hardware',
          StoreId: '1',
          DropOffDate: '2030-01-01',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a post from another origin', async () => {
    const { client, form } = await member();
    const answer = await book(client, form({ Item: 'describe', Description: 'A black tote with a broken zip' }), 'https://evil.example');
    expect(answer.status).toBe(403);
    expect(answer.reference).toBeUndefined();
  });
});

describe('repair bookings', () => {
  it('books a delivered item of the member once per key, and tells them by e-mail', async () => {
    const { client, orderId, email } = await paidOrder(1, 1, server.url);
    const item = (await detailOf(client, orderId)).Items[0]!;
    const token = await tokenOf(client);
    expect((await frame(client, token)).html).not.toContain(`name="Item" value="${item.OrderItemID}"`);
    await devMove(client, orderId, 'deliver');
    const { html } = await frame(client, token);
    expect(html).toContain(`name="Item" value="${item.OrderItemID}"`);
    const fields = {
      Token: token,
      IdempotencyKey: randomUUID(),
      Item: String(item.OrderItemID),
      Service: 'leather_care',
      StoreId: firstOption(html, 'StoreId'),
      DropOffDate: firstOption(html, 'DropOffDate'),
    };
    const [first, ...again] = await Promise.all([book(client, fields), book(client, fields), book(client, fields)]);
    expect(first!.status, first!.html.slice(0, 400)).toBe(200);
    expect(first!.reference).toMatch(/^RP-[A-Z0-9]{6}$/);
    for (const answer of again) expect(answer.reference).toBe(first!.reference);
    const page = await (await client.request('/customer/repair', { headers: { Accept: 'text/html' } })).text();
    expect(page).toContain(first!.reference!);
    expect(page.match(/class="repair-booking"/g)).toHaveLength(1);
    const { body } = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${encodeURIComponent(email)}&limit=1`);
    expect(body.Result![0]!.body).toContain(first!.reference!);
  });

  it('answers another member’s item as missing, and refuses a short description, an unknown store, day or service', async () => {
    const owner = await paidOrder(1, 1, server.url);
    await devMove(owner.client, owner.orderId, 'deliver');
    const lineId = String((await detailOf(owner.client, owner.orderId)).Items[0]!.OrderItemID);
    const { form, client } = await member();
    const cases: [Record<string, string>, number][] = [
      [{ Item: lineId }, 404],
      [{ Item: 'describe', Description: 'too short' }, 400],
      [{ Item: 'describe', Description: 'A black tote with a broken zip', StoreId: '999999' }, 400],
      [{ Item: 'describe', Description: 'A black tote with a broken zip', DropOffDate: '2020-01-01' }, 400],
      [{ Item: 'describe', Description: 'A black tote with a broken zip', Service: 'tattoo' }, 400],
      [{ Item: 'describe', Description: 'x'.repeat(5000) }, 400],
      [{ Item: '0' }, 400],
    ];
    expect((await book(client, form({ Item: 'describe', Description: 'too short' }))).html).toContain('en az 10 karakterle');
    for (const [extra, status] of cases) {
      const answer = await book(client, form(extra));
      expect(answer.status, JSON.stringify(extra).slice(0, 80)).toBe(status);
      expect(answer.reference).toBeUndefined();
    }
    const page = await (await client.request('/customer/repair', { headers: { Accept: 'text/html' } })).text();
    expect(page).not.toMatch(/RP-[A-Z0-9]{6}/);
  });

  it('lets only the owner cancel a booking, once, and a guest not at all', async () => {
    const { client, form } = await member();
    const { reference } = await book(client, form({ Item: 'describe', Description: 'Suede loafers, worn heels' }));
    expect(reference).toBeDefined();
    const other = await member();
    expect((await other.client.post(REPAIR_API.cancel, { Reference: reference })).body.Exception!.ErrorCode).toBe(
      'REPAIR_BOOKING_NOT_FOUND',
    );
    expect((await new ApiClient(server.url).post(REPAIR_API.cancel, { Reference: reference })).status).toBe(401);
    expect((await client.post(REPAIR_API.cancel, { Reference: 'RP-1' })).status).toBe(400);
    for (let i = 0; i < 2; i += 1) {
      const cancelled = await client.post<{ Status: string }>(REPAIR_API.cancel, { Reference: reference });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.Result!.Status).toBe('cancelled');
    }
  });
});
