import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { GIFT_CARD_API } from '../../../../src/lib/checkout/payments/giftcards/schema';
import { ONECARD_API } from '../../../../src/lib/checkout/payments/onecard/api';
import { ApiClient } from '../../../support/api-client';
import { ownServer } from '../../../support/own-server';
import { registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { dearPiece, GIFT, PIN } from '../../checkout/giftcards/helpers';
import { cardBody, freeCard } from '../../checkout/onecard/helpers';
import { CARDS, cartTotal, checkout, checkoutBody, saveAddress } from './helpers';

// One member's one bag checked out by several calls at once, each with its own idempotency key
// (two tabs, a client making a key per click), on PostgreSQL (PGlite runs one query at a time, so
// the race never shows there): the first checkout holds the bag's lines, the others are told it is
// in progress (or that the bag is empty once it is paid); one order, one bank charge, one unit of
// stock, and what the member applied (a gift card, loyalty points) spent once. A payment that
// fails or is given up at 3-D Secure frees the bag for the next try, and a 3-D page left open is
// given up by the bag's next checkout rather than holding the bag until the pending sweep.

const harness = ownServer({ OTP_SENDS_PER_ADDRESS: '100000' });

const stockOf = (variantId: number) => harness.number('select stock as n from variants where id = $1', [variantId]);

/** A new member with a saved address and one piece of the n-th dear pick in the bag. */
async function memberWithBag(n: number) {
  const { client, form } = await registerCustomer(new ApiClient(harness.server.url));
  const addressId = await saveAddress(client);
  const pick = dearPiece(n);
  await add(client, pick);
  return { client, addressId, pick, email: form.Email as string };
}

/** The member's orders by status, and the bank charges made for them. */
async function ordersOf(email: string) {
  const rows = (await harness.sql.query<{ status: string }>('select status from orders where email = $1', [email])).rows;
  const charges = await harness.number(
    'select count(*) as n from bank_payments b join orders o on o.number = b.reference where o.email = $1',
    [email],
  );
  return { statuses: rows.map((row) => row.status).sort(), charges };
}

/** Sends `calls` checkouts of the member's bag at once, each with a key of its own; each answer's code. */
async function checkoutsAtOnce(shopper: { client: ApiClient; addressId: number }, calls: number): Promise<string[]> {
  const total = await cartTotal(shopper.client);
  const answers = await Promise.all(
    Array.from({ length: calls }, () => checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.approves))),
  );
  return answers.map((a) => String(a.body.Exception?.ErrorCode ?? (a.body.Result?.IsSucceed ? 'paid' : JSON.stringify(a.body))));
}

/** Every answer but one paid is the bag being in progress or already empty. */
function onePaid(codes: string[]) {
  expect(
    codes.filter((c) => c === 'paid'),
    codes.join(),
  ).toHaveLength(1);
  for (const code of codes.filter((c) => c !== 'paid')) expect(['CHECKOUT_IN_PROGRESS', 'CART_EMPTY']).toContain(code);
}

describe('one bag checked out by several calls at once on PostgreSQL', () => {
  it.each([4, 20])(
    '%i checkouts with keys of their own: one order, one bank charge, one unit of stock',
    async (calls) => {
      const shopper = await memberWithBag(calls);
      const before = await stockOf(shopper.pick.variant.id);
      onePaid(await checkoutsAtOnce(shopper, calls));
      expect(await ordersOf(shopper.email)).toEqual({ statuses: ['received'], charges: 1 });
      expect(await stockOf(shopper.pick.variant.id)).toBe(before - 1);
    },
    120_000,
  );

  /** The two stored-value instruments a member applies in the bag (they cannot be combined): how, and their balance. */
  const instruments = {
    'a gift card': {
      apply: async (client: ApiClient) => {
        const entered = await client.post(GIFT_CARD_API.balance, { GiftCardNo: GIFT.thirtyThousand, GiftPin: PIN });
        expect(entered.status, JSON.stringify(entered.body)).toBe(200);
        return client.post(GIFT_CARD_API.use, { amount: 100_000 });
      },
      balance: () => harness.number('select balance as n from stored_cards where number = $1', [GIFT.thirtyThousand]),
      instrument: 'gift_card',
    },
    'loyalty points': {
      apply: async (client: ApiClient) => {
        const entered = await client.post(ONECARD_API.balance, cardBody(freeCard(7)));
        expect(entered.status, JSON.stringify(entered.body)).toBe(200);
        return client.post(ONECARD_API.use, { Point: 300, PrioritySelection: 1 });
      },
      balance: () => harness.number('select balance as n from one_cards where card_no = $1', [freeCard(7)]),
      instrument: 'loyalty',
    },
  };

  it.each(Object.entries(instruments))(
    '%s applied once is spent once by 4 checkouts at once',
    async (_, way) => {
      const shopper = await memberWithBag(way.instrument === 'loyalty' ? 31 : 30);
      const applied = await way.apply(shopper.client);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const before = await way.balance();
      onePaid(await checkoutsAtOnce(shopper, 4));
      expect(await ordersOf(shopper.email)).toEqual({ statuses: ['received'], charges: 1 });
      const spent = await harness.sql.query<{ amount: number }>(
        'select p.amount from order_payments p join orders o on o.id = p.order_id where o.email = $1 and p.instrument = $2',
        [shopper.email, way.instrument],
      );
      expect(spent.rows).toHaveLength(1);
      expect(await way.balance()).toBe(before - spent.rows[0]!.amount);
    },
    120_000,
  );

  it('a declined payment frees the bag: the next try is paid', async () => {
    const shopper = await memberWithBag(40);
    const before = await stockOf(shopper.pick.variant.id);
    const total = await cartTotal(shopper.client);
    const declined = await checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.insufficientFunds));
    expect(declined.body.Exception?.ErrorCode).toBe('PAYMENT_FAILED');
    expect(await stockOf(shopper.pick.variant.id)).toBe(before);
    const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
    expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
    expect(await ordersOf(shopper.email)).toEqual({ statuses: ['failed', 'received'], charges: 2 });
  }, 60_000);

  it('a 3-D Secure page given up (the modal closed) frees the bag: the next try is paid', async () => {
    const shopper = await memberWithBag(41);
    const before = await stockOf(shopper.pick.variant.id);
    const total = await cartTotal(shopper.client);
    const started = (await checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.threeD))).body.Result!;
    expect(started.IsAsyncPayment).toBe(true);
    expect(await stockOf(shopper.pick.variant.id)).toBe(before - 1);
    const given = await shopper.client.post<{ Status: string }>(CHECKOUT_API.finalizeFailed, { OrderNumber: started.OrderNumber });
    expect(given.body.Result?.Status, JSON.stringify(given.body)).toBe('failed');
    expect(await stockOf(shopper.pick.variant.id)).toBe(before);
    const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
    expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
    expect((await ordersOf(shopper.email)).statuses).toEqual(['failed', 'received']);
    expect(await stockOf(shopper.pick.variant.id)).toBe(before - 1);
  }, 60_000);

  it('a 3-D Secure page left open (the tab closed) is given up by the next checkout of the bag, which is paid', async () => {
    const shopper = await memberWithBag(42);
    const before = await stockOf(shopper.pick.variant.id);
    const total = await cartTotal(shopper.client);
    const started = (await checkout(shopper.client, checkoutBody(shopper.addressId, total, CARDS.threeD))).body.Result!;
    expect(started.IsAsyncPayment).toBe(true);
    // Another tab pays the same bag: the bank's page is given up first, never two orders of the bag.
    const paid = await checkout(shopper.client, checkoutBody(shopper.addressId, total));
    expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
    expect((await ordersOf(shopper.email)).statuses).toEqual(['failed', 'received']);
    expect(await stockOf(shopper.pick.variant.id)).toBe(before - 1);
    expect(
      await harness.number("select count(*) as n from bank_payments where reference = $1 and status = 'cancelled'", [started.OrderNumber]),
    ).toBe(1);
  }, 60_000);
});
