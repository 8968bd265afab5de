import { describe, expect, it } from 'vitest';
import { CHECKOUT_API, type CheckoutResult } from '../../../../src/lib/checkout/steps/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import { ApiClient } from '../../../support/api-client';
import { plenty } from '../../bag/cart/helpers';
import { CARDS, cartLines, cartTotal, checkout, checkoutBody, finishThreeD, member, pay, threeDMessageOf } from './helpers';

// Each sandbox test card's outcome through the checkout call, and what it leaves behind: a paid
// order empties the cart and takes stock; a declined or failed 3-D payment leaves both as they were.

const received = (client: ApiClient, number: string) => client.get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${number}`);

async function outbox(client: ApiClient, recipient: string) {
  return (
    await client.get<{ channel: string; body: string; subject?: string }[]>(
      `/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=5`,
    )
  ).body.Result!;
}

describe('paying by card', () => {
  it('approves directly: order received, cart emptied, stock taken, confirmation by e-mail and SMS', async () => {
    const shopper = await member([{ pick: plenty(160), quantity: 2 }]);
    const [line] = await cartLines(shopper.client);
    const answer = await pay(shopper, CARDS.approves);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.Result!;
    expect(result).toMatchObject({ IsSucceed: true, IsAsyncPayment: false, ErrorList: [], ShowCartLink: false });
    expect(result.RedirectUrl).toBe(`/checkout/orderreceived?orderNumber=${result.OrderNumber}`);
    expect(await cartLines(shopper.client)).toEqual([]);
    const order = (await received(shopper.client, result.OrderNumber!)).body.Result!;
    expect(order).toMatchObject({ Status: 'received', IsGuest: false, Email: shopper.email });
    expect(order.Lines).toEqual([expect.objectContaining({ VariantId: line!.VariantId, Quantity: 2 })]);
    expect(order.Payments).toEqual([
      expect.objectContaining({ Instrument: 'credit_card', Amount: order.Total, MaskedCard: '540036******0003', LastDigits: '0003' }),
    ]);
    const mails = await outbox(shopper.client, shopper.email);
    expect(mails.find((m) => m.subject?.includes(result.OrderNumber!))).toBeTruthy();
    const sms = await outbox(shopper.client, shopper.phone);
    expect(sms.find((m) => m.body.includes(result.OrderNumber!))).toBeTruthy();
    // The stock went down by what was ordered: the same variant added again shows it.
    const again = await member([{ pick: plenty(160) }]);
    expect((await cartLines(again.client))[0]!.Stock).toBe(line!.Stock - 2);
  });

  it('in English: the redirect under /en and the confirmation in English', async () => {
    const shopper = await member([{ pick: plenty(172) }]);
    shopper.client.cookies.set('LanguageId', '2');
    const result = (await pay(shopper)).body.Result!;
    expect(result.RedirectUrl).toBe(`/en/checkout/orderreceived?orderNumber=${result.OrderNumber}`);
    const mails = await outbox(shopper.client, shopper.email);
    expect(mails.find((m) => m.subject === `Your order is confirmed: ${result.OrderNumber}`)).toBeTruthy();
  });

  it('declines with the bank reason (51, 54) and leaves stock and cart as they were', async () => {
    for (const [card, reason] of [
      [CARDS.insufficientFunds, 'limit'],
      [CARDS.expired, 'expired'],
    ] as const) {
      const shopper = await member([{ pick: plenty(card === CARDS.expired ? 162 : 161) }]);
      const before = await cartLines(shopper.client);
      const answer = await pay(shopper, card);
      expect(answer.status).toBe(402);
      expect(answer.body.Exception?.ErrorCode).toBe('PAYMENT_FAILED');
      expect(answer.body.Message).toContain('Ödemeniz alınamadı');
      const result = answer.body.Result as CheckoutResult;
      expect(result.IsSucceed).toBe(false);
      expect(result.ErrorList).toHaveLength(1);
      expect(result.ErrorList[0]).toBe(answer.body.Message);
      expect(reason).toBeTruthy();
      expect(await cartLines(shopper.client)).toEqual(before);
      expect((await received(shopper.client, result.OrderNumber!)).body.Result!.Status).toBe('failed');
    }
  });

  it('answers the card campaign BIN with a changed total, then pays the confirmed one', async () => {
    const shopper = await member([{ pick: plenty(163), quantity: 3 }]);
    const shown = await cartTotal(shopper.client);
    const control = await shopper.client.post<{ IsChanged: boolean; PreviousAmount: number; ActualAmount: number }>(
      CHECKOUT_API.amountControl,
      {
        TotalAmountToBePaid: shown,
        PaymentMethodCode: 'credit_card',
        CardNo: CARDS.campaign,
        isPickup: false,
      },
    );
    expect(control.body.Result!.IsChanged).toBe(true);
    const actual = control.body.Result!.ActualAmount;
    expect(actual).toBeLessThan(shown);
    const campaign = await shopper.client.get<{ TotalAmountToBePaid: number }>(
      `${CHECKOUT_API.cardCampaign}?cardNo=${CARDS.campaign.slice(0, 8)}&paymentMethodCode=credit_card`,
    );
    expect(campaign.body.Result!.TotalAmountToBePaid).toBe(actual);
    const first = await checkout(shopper.client, checkoutBody(shopper.addressId, shown, CARDS.campaign));
    expect(first.status).toBe(409);
    expect(first.body.Exception?.ErrorCode).toBe('CART_TOTAL_CHANGED');
    expect(first.body.Result).toEqual({ PreviousAmount: shown, ActualAmount: actual });
    expect(await cartLines(shopper.client)).toHaveLength(1);
    const confirmed = await checkout(shopper.client, checkoutBody(shopper.addressId, actual, CARDS.campaign));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const order = (await received(shopper.client, confirmed.body.Result!.OrderNumber!)).body.Result!;
    expect(order.Total).toBe(actual);
    expect(order.Discounts.some((d) => d.Kind === 'payment' && d.Amount === shown - actual)).toBe(true);
  });

  it('pays in 3 instalments: the bag total charged, the count kept on the order and its payment', async () => {
    const shopper = await member([{ pick: plenty(171) }]);
    const total = await cartTotal(shopper.client);
    expect(total).toBeGreaterThanOrEqual(10_000);
    const answer = await checkout(
      shopper.client,
      checkoutBody(shopper.addressId, total, CARDS.approves, { CreditCard: { InstallmentCount: 3 } }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = (await received(shopper.client, answer.body.Result!.OrderNumber!)).body.Result!;
    expect(order).toMatchObject({ Total: total, InstallmentCount: 3 });
    expect(order.Payments[0]).toMatchObject({ Amount: total, InstallmentCount: 3, BankName: 'Garanti BBVA' });
  });

  it('asks for confirmation when the total shown is off by 1 TL or more, not below', async () => {
    const shopper = await member([{ pick: plenty(164) }]);
    const total = await cartTotal(shopper.client);
    const off = await checkout(shopper.client, checkoutBody(shopper.addressId, total + 100));
    expect(off.body.Exception?.ErrorCode).toBe('CART_TOTAL_CHANGED');
    expect(off.body.Result).toEqual({ PreviousAmount: total + 100, ActualAmount: total });
    const close = await checkout(shopper.client, checkoutBody(shopper.addressId, total + 99));
    expect(close.status, JSON.stringify(close.body)).toBe(200);
  });

  it('3-D Secure: the bank page, then its return finalises the order once and tells the checkout window', async () => {
    const shopper = await member([{ pick: plenty(165) }]);
    const answer = await pay(shopper, CARDS.threeD);
    expect(answer.status).toBe(200);
    const result = answer.body.Result!;
    expect(result).toMatchObject({ IsSucceed: true, IsAsyncPayment: true });
    expect(result.RedirectUrl).toMatch(/^\/sandbox-bank\/3d\//);
    expect((await received(shopper.client, result.OrderNumber!)).body.Result!.Status).toBe('payment_pending');
    const html = await finishThreeD(shopper.client, result.RedirectUrl!, 'verify');
    const { message } = threeDMessageOf(html);
    expect(message).toMatchObject({
      type: 'checkout:3d',
      status: 'approved',
      OrderNumber: result.OrderNumber,
      RedirectUrl: `/checkout/orderreceived?orderNumber=${result.OrderNumber}`,
    });
    expect((await received(shopper.client, result.OrderNumber!)).body.Result!.Status).toBe('received');
    expect(await cartLines(shopper.client)).toEqual([]);
  });

  it('a failed 3-D Secure leaves stock and cart untouched; a replayed or forged return changes nothing', async () => {
    const shopper = await member([{ pick: plenty(166), quantity: 2 }]);
    const before = await cartLines(shopper.client);
    const result = (await pay(shopper, CARDS.threeD)).body.Result!;
    const html = await finishThreeD(shopper.client, result.RedirectUrl!, 'wrong');
    const { message } = threeDMessageOf(html);
    expect(message).toMatchObject({ status: 'failed', RedirectUrl: null });
    expect(message!.Message).toContain('Ödemeniz alınamadı');
    expect(await cartLines(shopper.client)).toEqual(before);
    expect((await received(shopper.client, result.OrderNumber!)).body.Result!.Status).toBe('failed');
    // A forged return: a page with no message, status 400, and nothing changed.
    const forged = await shopper.client.request(CHECKOUT_API.threeDReturn, {
      method: 'POST',
      body: new URLSearchParams({
        PaymentId: 'x',
        Reference: result.OrderNumber!,
        Status: 'approved',
        Code: '00',
        Signature: 'f'.repeat(64),
      }),
      headers: { Origin: shopper.client.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect(threeDMessageOf(await forged.text()).message).toBeNull();
    expect((await received(shopper.client, result.OrderNumber!)).body.Result!.Status).toBe('failed');
    expect(await cartLines(shopper.client)).toEqual(before);
  });

  it('finalise failed gives up a pending 3-D payment once: stock back once, the same answer again', async () => {
    const shopper = await member([{ pick: plenty(167), quantity: 3 }]);
    const before = await cartLines(shopper.client);
    const result = (await pay(shopper, CARDS.threeD)).body.Result!;
    const other = await member([{ pick: plenty(167) }]);
    expect((await cartLines(other.client))[0]!.Stock).toBe(before[0]!.Stock - 3);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        shopper.client.post<{ Status: string; Message: string | null }>(CHECKOUT_API.finalizeFailed, { OrderNumber: result.OrderNumber }),
      ),
    );
    for (const answer of answers)
      expect(answer.body.Result).toMatchObject({ OrderNumber: result.OrderNumber, Status: 'failed', RedirectUrl: null });
    expect((await cartLines(other.client))[0]!.Stock).toBe(before[0]!.Stock);
    expect(await cartLines(shopper.client)).toEqual(before);
    const strangers = await other.client.post(CHECKOUT_API.finalizeFailed, { OrderNumber: result.OrderNumber });
    expect(strangers.status).toBe(404);
  });

  it('a repeated submission with the same key gives the first answer and no second order', async () => {
    const shopper = await member([{ pick: plenty(168) }]);
    const body = checkoutBody(shopper.addressId, await cartTotal(shopper.client));
    const first = await checkout(shopper.client, body);
    const second = await checkout(shopper.client, body);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const declined = await member([{ pick: plenty(169) }]);
    const declinedBody = checkoutBody(declined.addressId, await cartTotal(declined.client), CARDS.insufficientFunds);
    const [a, b] = [await checkout(declined.client, declinedBody), await checkout(declined.client, declinedBody)];
    expect(b.status).toBe(402);
    expect(b.body).toEqual(a.body);
  });
});

describe('who sees an order', () => {
  it("another member's or a stranger's order number answers 404 exactly like a missing one", async () => {
    const owner = await member([{ pick: plenty(170), quantity: 2 }]);
    const number = (await pay(owner)).body.Result!.OrderNumber!;
    const intruder = await member([]);
    const missing = await received(intruder.client, 'V000101-AAAAAA');
    for (const client of [intruder.client, new ApiClient()]) {
      const answer = await received(client, number);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
    const list = await owner.client.request('/customer');
    // The member's list shows it with its unit count.
    const html = await list.text();
    expect(html).toContain(number);
    expect(html).toContain('2 ürün');
  });

  it('guest last order info is null for a member and a new visitor', async () => {
    const shopper = await member([]);
    expect((await shopper.client.get(CHECKOUT_API.guestLastOrder)).body.Result).toBeNull();
    expect((await new ApiClient().get(CHECKOUT_API.guestLastOrder)).body.Result).toBeNull();
  });

  it('sends the app link by SMS and refuses a malformed number', async () => {
    const client = new ApiClient();
    const sent = await client.post(CHECKOUT_API.sendAppLink, { PhoneNumber: '5321234567' });
    expect(sent.status).toBe(200);
    const sms = (await client.get<{ body: string }[]>('/dev/outbox.json?recipient=5321234567&limit=1')).body.Result!;
    expect(sms[0]!.body).toContain('http');
    expect((await client.post(CHECKOUT_API.sendAppLink, { PhoneNumber: '0321' })).status).toBe(400);
  });
});
