import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListPage } from '../../../../src/lib/orders/records/detail-schema';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { registerCustomer } from '../../account/members/helpers';
import { ORDERS } from '../after-sales/helpers';
import { add } from '../../bag/cart/helpers';
import { own, pay, saveAddress } from './helpers';

// The order list brings the orders it shows up to the store's clock (the fulfilment sandbox) in one
// pass: one read finds the orders with a step due, only those are moved on. On a server of its own
// whose clock the tests move, counting the statements a read costs on its /metrics.

const TOKEN = 'catch-up-test-metrics-token-0123';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1', METRICS_TOKEN: TOKEN });
}, 120_000);
afterAll(async () => server?.stop());

/** A member who paid for `count` orders of one item each. */
async function buyer(count: number) {
  const { client } = await registerCustomer(new ApiClient(server.url));
  const shopper = { client, addressId: await saveAddress(client) };
  for (let i = 0; i < count; i += 1) {
    await add(client, own(i + 3));
    const paid = await pay(shopper);
    expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
  }
  return client;
}

/** The member's order list (one tab), read once. */
async function listOf(client: ApiClient, tab = 'all'): Promise<OrderListPage> {
  const answer = await client.get<OrderListPage>(`${ORDERS}?tab=${tab}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!;
}

/** Statements the server has run so far, as its metrics count them. */
async function statements(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^storefront_db_query_duration_seconds_count (\d+)$/m.exec(text)?.[1]);
}

/** The fewest statements one read of the list cost in three reads (the server's timer may run beside one). */
async function statementsOfList(client: ApiClient): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const before = await statements();
    await listOf(client);
    counts.push((await statements()) - before);
  }
  return Math.min(...counts);
}

describe('the order list catches its orders up in one pass', () => {
  it('moves every order of the page whose step fell due in one read, and a tab shows where they are now', async () => {
    const client = await buyer(4);
    expect((await listOf(client)).Orders.flatMap((o) => o.Statuses)).toEqual(['received', 'received', 'received', 'received']);
    // An hour and a minute on, every order's step to "preparing" is due: one read moves them all.
    expect((await client.post('/cop-api/test/clock', { seconds: 61 * 60 })).status).toBe(200);
    expect((await listOf(client)).Orders.map((o) => o.Statuses)).toEqual([['preparing'], ['preparing'], ['preparing'], ['preparing']]);
    // Four days on, all delivered: the first read of the ongoing tab no longer shows them.
    for (let day = 0; day < 4; day += 1) expect((await client.post('/cop-api/test/clock', { seconds: 86_400 })).status).toBe(200);
    expect((await listOf(client, 'ongoing')).Orders).toEqual([]);
    expect((await listOf(client)).Orders.map((o) => o.Statuses)).toEqual([['delivered'], ['delivered'], ['delivered'], ['delivered']]);
  });

  it('reads a page of orders with nothing due in as many statements as a page of one order', async () => {
    const [one, five] = [await buyer(1), await buyer(5)];
    expect((await listOf(five)).Orders).toHaveLength(5);
    expect(await statementsOfList(five)).toBe(await statementsOfList(one));
  });
});
