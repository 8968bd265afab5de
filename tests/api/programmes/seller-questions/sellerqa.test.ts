import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SF_API, STORE_ID } from '../../../../src/lib/programmes/seller-questions/client';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { marketplacePiece, ownPiece } from '../../checkout/steps/helpers';

// Seller questions and banner ads over /sf-api, on a server of its own whose clock the tests move
// (the seller sandbox answers two minutes after a question): the header rules, paging by 10, the
// answer and its message, seen flags, and whose questions a member may read or mark.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1' });
});
afterAll(async () => server?.stop());

const HEADERS = { 'x-api-key': 'vitrin-sf-public-2026', 'x-client-id': 'vitrin-web' };

/** A client that sends the /sf-api headers the page's initial data gives. */
function sf(client: ApiClient): ApiClient {
  client.headers = { ...client.headers, ...HEADERS };
  return client;
}

async function member() {
  const { client, form } = await registerCustomer(new ApiClient(server.url));
  const permission = await client.get<{ CustomerId: number }>('/cop-api/customer/permission');
  return { client: sf(client), form, customerId: permission.body.Result!.CustomerId };
}

const ask = (client: ApiClient, ProductId: number, Text = 'Is this bag authentic and does it come with its box?') =>
  client.post<{ MessageId: number }>(SF_API.create, { ProductId, Text, StoreId: STORE_ID });

describe('the /sf-api header rules', () => {
  it('answers 401 without the public key and client id, or with wrong ones, and changes nothing', async () => {
    const { client, customerId } = await member();
    const bare = new ApiClient(server.url);
    for (const [name, value] of client.cookies) bare.cookies.set(name, value);
    expect(
      (await bare.post(SF_API.create, { ProductId: marketplacePiece(0).product.id, Text: 'A question of ten or more', StoreId: STORE_ID }))
        .status,
    ).toBe(401);
    bare.headers = { ...bare.headers, 'x-api-key': 'wrong-key-123', 'x-client-id': 'vitrin-web' };
    expect(
      (await bare.get(`${SF_API.questions}?customerId=${customerId}&PageSize=10&PageNumber=1&StoreId=2`)).body.Exception!.ErrorCode,
    ).toBe('SF_API_UNAUTHORISED');
    bare.headers = { ...bare.headers, 'x-api-key': HEADERS['x-api-key'], 'x-client-id': 'other-client' };
    expect((await bare.get(`${SF_API.banner}?placement=listing`)).status).toBe(401);
    const list = await client.get<{ totalCount: number }>(`${SF_API.questions}?customerId=${customerId}&StoreId=2`);
    expect(list.body.Result!.totalCount).toBe(0);
  });
});

describe('questions to sellers', () => {
  it('takes a question about a marketplace product only, from a member only, with the store id 2', async () => {
    const { client } = await member();
    expect((await ask(client, ownPiece(0).product.id)).body.Exception!.ErrorCode).toBe('SELLER_QUESTION_NOT_MARKETPLACE');
    expect((await ask(client, 999_999)).body.Exception!.ErrorCode).toBe('SELLER_QUESTION_PRODUCT');
    expect((await ask(client, marketplacePiece(0).product.id, 'short')).body.Exception!.FieldErrors).toHaveProperty('Text');
    expect((await ask(client, marketplacePiece(0).product.id, 'x'.repeat(1001))).status).toBe(400);
    expect(
      (await client.post(SF_API.create, { ProductId: marketplacePiece(0).product.id, Text: 'A proper question here', StoreId: 3 })).status,
    ).toBe(400);
    expect((await ask(sf(new ApiClient(server.url)), marketplacePiece(0).product.id)).status).toBe(401);
    expect((await ask(client, marketplacePiece(0).product.id)).status).toBe(200);
  });

  it('pages by 10, answers after two minutes on the store clock with a message, and marks answers seen once', async () => {
    const { client, form, customerId } = await member();
    const product = marketplacePiece(1).product.id;
    const asked = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(client, product, `Question number ${i + 1} about the fit and size`)),
    );
    expect(asked.every((a) => a.status === 200)).toBe(true);
    const burst = await ask(client, product);
    expect(burst.status).toBe(429);
    const first = await client.get<{
      messages: { MessageId: number; Answer: string | null }[];
      pageCount: number;
      itemsPerPage: number;
      totalCount: number;
    }>(`${SF_API.questions}?customerId=${customerId}&PageSize=10&PageNumber=1&StoreId=2`);
    expect(first.body.Result).toMatchObject({ pageCount: 1, itemsPerPage: 10, totalCount: 10 });
    expect(first.body.Result!.messages.every((m) => m.Answer === null)).toBe(true);
    const second = await client.get<{ messages: unknown[]; pageCount: number }>(
      `${SF_API.questions}?customerId=${customerId}&PageSize=4&PageNumber=3&StoreId=2`,
    );
    expect(second.body.Result).toMatchObject({ pageCount: 3 });
    expect(second.body.Result!.messages).toHaveLength(2);
    expect((await client.get(`${SF_API.questions}?customerId=${customerId}&PageSize=11&StoreId=2`)).status).toBe(400);

    const messageId = first.body.Result!.messages[0]!.MessageId;
    // Not answered yet: nothing to mark.
    expect((await client.post<{ IsSeen: boolean }>(SF_API.seen, { customerId, messageId, StoreId: 2 })).body.Result!.IsSeen).toBe(false);
    expect((await client.post('/cop-api/test/clock', { seconds: 121 })).status).toBe(200);
    const answered = await client.get<{ messages: { MessageId: number; Answer: string | null; IsSeen: boolean }[] }>(
      `${SF_API.questions}?customerId=${customerId}&StoreId=2`,
    );
    expect(answered.body.Result!.messages.every((m) => m.Answer && !m.IsSeen)).toBe(true);
    const mail = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${encodeURIComponent(form.Email as string)}&limit=1`);
    expect(mail.body.Result![0]!.body).toContain('Satıcı soruları');
    const seen = await Promise.all(
      [1, 2, 3].map(() => client.post<{ IsSeen: boolean }>(SF_API.seen, { customerId, messageId, StoreId: 2 })),
    );
    expect(seen.every((s) => s.body.Result!.IsSeen)).toBe(true);
    const after = await client.get<{ messages: { MessageId: number; IsSeen: boolean }[] }>(
      `${SF_API.questions}?customerId=${customerId}&StoreId=2`,
    );
    expect(after.body.Result!.messages.filter((m) => m.IsSeen).map((m) => m.MessageId)).toEqual([messageId]);
  });

  it('lets no one read or mark another member’s questions', async () => {
    const owner = await member();
    const asked = await ask(owner.client, marketplacePiece(2).product.id);
    const other = await member();
    const read = await other.client.get(`${SF_API.questions}?customerId=${owner.customerId}&StoreId=2`);
    expect(read.body.Exception!.ErrorCode).toBe('SELLER_QUESTION_FORBIDDEN');
    const mark = await other.client.post(SF_API.seen, {
      customerId: other.customerId,
      messageId: asked.body.Result!.MessageId,
      StoreId: 2,
    });
    expect(mark.body.Exception!.ErrorCode).toBe('SELLER_QUESTION_NOT_FOUND');
    const guest = sf(new ApiClient(server.url));
    expect((await guest.get(`${SF_API.questions}?customerId=${owner.customerId}&StoreId=2`)).status).toBe(401);
    expect((await other.client.request('/customer/messages')).status).toBe(200);
  });
});

describe('banner ads', () => {
  it('serves the listing’s ads, counts known events and refuses unknown ads', async () => {
    const client = sf(new ApiClient(server.url));
    const ads = await client.get<{ AdId: string; Href: string }[]>(`${SF_API.banner}?placement=listing&category=kadin`);
    expect(ads.body.Result!.map((a) => a.AdId)).toEqual(['ad-women-bags', 'ad-new-season']);
    expect((await client.get(`${SF_API.banner}?placement=sidebar`)).status).toBe(400);
    expect(
      (await client.post<{ Counted: boolean }>(SF_API.event, { AdId: 'ad-new-season', Event: 'impression' })).body.Result!.Counted,
    ).toBe(true);
    expect((await client.post(SF_API.event, { AdId: 'ad-unknown', Event: 'click' })).body.Exception!.ErrorCode).toBe('AD_NOT_FOUND');
    expect((await client.post(SF_API.event, { AdId: 'ad-new-season', Event: 'hover' })).status).toBe(400);
    const flood = await Promise.all(
      Array.from({ length: 70 }, () => client.post<{ Counted: boolean }>(SF_API.event, { AdId: 'ad-new-season', Event: 'click' })),
    );
    expect(flood.filter((f) => f.body.Result?.Counted === false).length).toBeGreaterThan(0);
  });
});
