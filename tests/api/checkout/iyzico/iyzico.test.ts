import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API, type CheckoutResult } from '../../../../src/lib/checkout/steps/schema';
import type { InstallmentOptionsReply } from '../../../../src/lib/checkout/payments/card/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import type { ApiClient } from '../../../support/api-client';
import { type FakeIyzico, startFakeIyzico } from '../../../support/fake-iyzico';
import { type RunningServer, startServer } from '../../../support/server';
import { plenty } from '../../bag/cart/helpers';
import { CANCEL, cancel, detailOf, ORDERS } from '../../orders/after-sales/helpers';
import { cartLines, cartTotal, checkout, checkoutBody, member, threeDMessageOf } from '../../orders/records/helpers';

// The store paying cards through iyzico's official client against a fake iyzico on 127.0.0.1
// (tests/support/fake-iyzico.ts): only the base address differs from production. One store for the
// file, its provider timeout at 5 s: every call of every test has that long, however busy the
// machine (at 1 s, a BIN lookup beside the browser suite once timed out), and the one slow answer
// costs those seconds. The 3-D pages are walked as the browser would: the store's page, the bank's
// page, its button, iyzico's post to the return.

const CARDS = {
  garanti: '5400360000000003',
  akbank3d: '5526080000000006',
  debit: '5890040000000016',
  insufficientFunds: '4111111111111129',
  invalidCvc: '4124111111111116',
  fraudSuspect: '4121111111111119',
  mdStatusZero: '4131111111111117',
} as const;

/** The store's provider timeout in this file. */
const TIMEOUT_S = 5;

let fake: FakeIyzico;
let server: RunningServer;
let picked = 0;

beforeAll(async () => {
  fake = await startFakeIyzico();
  server = await startServer({ ...fake.env, PROVIDER_TIMEOUT_SECONDS: String(TIMEOUT_S) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** A member of this store with `count` products in the bag (each test its own). */
async function shopper(count = 1, lang: 'tr' | 'en' = 'tr') {
  const picks = Array.from({ length: count }, () => ({ pick: plenty(10 + picked++) }));
  const found = await member(picks, server.url);
  if (lang === 'en') found.client.cookies.set('LanguageId', '2');
  return found;
}

/** Pays the bag with a card (3-D when asked); the checkout answer. */
async function pay(who: Awaited<ReturnType<typeof shopper>>, card: string, threeD = false) {
  return checkout(who.client, checkoutBody(who.addressId, await cartTotal(who.client), card, { CreditCard: { Is3DPayment: threeD } }));
}

const received = (client: ApiClient, number: string) => client.get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${number}`);

/** The named fields and the action of a page's first form (or the one with the given id). */
function formOf(html: string, id?: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const found = id ? forms.find((f) => f[1]!.includes(`id="${id}"`)) : forms[0];
  expect(found, `a form in ${html.slice(0, 200)}`).toBeTruthy();
  const action = /action="([^"]*)"/.exec(found![1]!)![1]!.replaceAll('&#38;', '&');
  const fields = Object.fromEntries([...found![2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  return { action, fields };
}

const post = (url: string, fields: Record<string, string>, origin?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** Walks a 3-D payment: the store's page, the bank's page and its button; iyzico's post to the store's return (its fields). */
async function bankAnswers(client: ApiClient, redirectUrl: string, button: 'approve' | 'fail') {
  const page = await client.request(redirectUrl);
  expect(page.status).toBe(200);
  const toBank = formOf(await page.text());
  const bankPage = await (await post(toBank.action, toBank.fields)).text();
  const pressed = formOf(bankPage, button);
  return formOf(await (await post(pressed.action, pressed.fields)).text()).fields;
}

/** Posts iyzico's return to the store as the frame's browser does; the return page's status and message (null: nothing changed). */
async function returnToStore(client: ApiClient, fields: Record<string, string>) {
  // The store's same-origin check asks an Origin of its own: what a cross-site return from iyzico's page lacks today (see the report).
  const answer = await client.request(CHECKOUT_API.threeDReturn, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const { message } = threeDMessageOf(await answer.text());
  expect(answer.status).toBe(message ? 200 : 400);
  return { message };
}

describe('cards paid through iyzico', () => {
  it('offers the instalments iyzico gives for a BIN, priced for what the card pays', async () => {
    const who = await shopper(2);
    const total = await cartTotal(who.client);
    const options = await who.client.post<InstallmentOptionsReply>(CHECKOUT_API.installmentOptions, {
      cardNo: '5400 3600',
      isPickup: false,
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.Result).toMatchObject({
      BankCode: 'garanti',
      BankName: 'Garanti Bankası',
      Programme: 'Bonus',
      BankLogoUrl: '/images/banks/garanti.svg',
      CardScheme: 'mastercard',
      CardType: 'credit',
      TotalAmount: total,
    });
    const counts = options.body.Result!.Options.map((o) => o.Count);
    expect(counts[0]).toBe(1);
    expect(counts.every((c) => [1, 2, 3, 6, 9].includes(c))).toBe(true);
    // The fake's 3-instalment plan adds 3.5 %: the store shows it as the plan's total.
    const three = options.body.Result!.Options.find((o) => o.Count === 3);
    if (three) expect(three.TotalAmount).toBe(total + Math.round((total * 35) / 1000));
    expect(fake.requests).toContainEqual({
      path: '/payment/iyzipos/installment',
      body: expect.objectContaining({ binNumber: '54003600' }),
    });
    const debit = await who.client.post<InstallmentOptionsReply>(CHECKOUT_API.installmentOptions, { cardNo: CARDS.debit, isPickup: false });
    expect(debit.body.Result).toMatchObject({ BankName: 'Akbank', CardType: 'debit', NoInstallmentReason: 'debit' });
    const unknown = await who.client.post(CHECKOUT_API.installmentOptions, { cardNo: '6011000000000004', isPickup: false });
    expect(unknown.body.Exception?.ErrorCode).toBe('INVALID_BIN');
  });

  it('approves a card without 3-D: the order received, stock taken, one charge of the reference at iyzico', async () => {
    const who = await shopper(1);
    const [line] = await cartLines(who.client);
    const answer = await pay(who, CARDS.garanti);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const number = answer.body.Result!.OrderNumber!;
    const order = (await received(who.client, number)).body.Result!;
    expect(order.Status).toBe('received');
    expect(order.Payments[0]).toMatchObject({
      Instrument: 'credit_card',
      Amount: order.Total,
      MaskedCard: '540036******0003',
      BankName: 'Garanti BBVA',
    });
    const [charge, ...more] = fake.chargesOf(number);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ basketId: number, price: order.Total, installment: 1, threeD: false });
    expect(charge!.items.map((i) => i.price).reduce((a, b) => a + b, 0)).toBe(order.Total);
    const next = await member([{ pick: plenty(10 + picked - 1) }], server.url);
    expect((await cartLines(next.client))[0]!.Stock).toBe(line!.Stock - 1);
  });

  it('declines with iyzico’s reason in the shopper’s language, and gives the stock back', async () => {
    for (const [card, lang, reason] of [
      [CARDS.insufficientFunds, 'tr', 'Kartınızın limiti bu ödeme için yetersiz. Lütfen başka bir kart deneyin.'],
      [CARDS.invalidCvc, 'en', 'The security code is incorrect. Please check the code on the back of your card and try again.'],
    ] as const) {
      const who = await shopper(1, lang);
      const before = await cartLines(who.client);
      const answer = await pay(who, card);
      expect(answer.status).toBe(402);
      expect(answer.body.Exception?.ErrorCode).toBe('PAYMENT_FAILED');
      expect(answer.body.Message).toContain(reason);
      const number = (answer.body.Result as CheckoutResult).OrderNumber!;
      expect((await received(who.client, number)).body.Result!.Status).toBe('failed');
      expect(await cartLines(who.client)).toEqual(before);
      expect(fake.chargesOf(number)).toEqual([]);
    }
    // An error answer of iyzico's own (status failure) declines too, and charges nothing.
    const who = await shopper(1);
    fake.failNext('10204', '/payment/auth');
    const failed = await pay(who, CARDS.garanti);
    expect(failed.body.Exception?.ErrorCode).toBe('PAYMENT_FAILED');
    expect(fake.chargesOf((failed.body.Result as CheckoutResult).OrderNumber!)).toEqual([]);
  });

  it('pays with 3-D Secure: the bank’s page served once from the store, iyzico’s return completes it', async () => {
    const who = await shopper(1);
    const answer = await pay(who, CARDS.akbank3d, true);
    expect(answer.body.Result).toMatchObject({ IsSucceed: true, IsAsyncPayment: true });
    const { RedirectUrl, OrderNumber } = answer.body.Result!;
    expect(RedirectUrl).toMatch(/^\/cop-api\/checkout\/iyzico\/3d\/[0-9a-f-]{36}$/);
    const page = await who.client.request(RedirectUrl!);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain(`form-action ${fake.baseUrl}`);
    expect(policy).toMatch(/script-src 'sha256-[^']+'/);
    expect(policy).toContain("frame-ancestors 'self'");
    const toBank = formOf(await page.text());
    expect(toBank.action.startsWith(`${fake.baseUrl}/bank/3d/`)).toBe(true);
    // Served once: its content is gone, a second opening finds nothing.
    expect((await who.client.request(RedirectUrl!)).status).toBe(404);
    const pressed = formOf(await (await post(toBank.action, toBank.fields)).text(), 'approve');
    const callback = formOf(await (await post(pressed.action, pressed.fields)).text());
    expect(callback.action).toBe(`${server.url}${CHECKOUT_API.threeDReturn}`);
    expect(callback.fields).toMatchObject({ status: 'success', mdStatus: '1', conversationId: OrderNumber });
    const outcome = await returnToStore(who.client, callback.fields);
    expect(outcome.message).toMatchObject({ status: 'approved', OrderNumber });
    expect((await received(who.client, OrderNumber!)).body.Result!.Status).toBe('received');
    // A replayed return completes nothing again.
    expect((await returnToStore(who.client, callback.fields)).message).toMatchObject({ status: 'approved' });
    expect(fake.chargesOf(OrderNumber!)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/payment/3dsecure/auth' && r.body.conversationId === OrderNumber)).toHaveLength(1);
    // A debit card pays with 3-D Secure only (iyzico's rule): asked without, it is sent to its page all the same.
    const debit = await pay(await shopper(1), CARDS.debit);
    expect(debit.body.Result).toMatchObject({ IsSucceed: true, IsAsyncPayment: true });
  });

  it('fails a 3-D payment whose verification failed (mdStatus 0), and one iyzico declines at completion with its own reason', async () => {
    const who = await shopper(1);
    const answer = await pay(who, CARDS.mdStatusZero, true);
    const fields = await bankAnswers(who.client, answer.body.Result!.RedirectUrl!, 'approve');
    expect(fields).toMatchObject({ status: 'failure', mdStatus: '0' });
    const outcome = await returnToStore(who.client, fields);
    expect(outcome.message?.status).toBe('failed');
    expect(outcome.message?.Message).toContain('3-D Secure doğrulaması tamamlanmadı.');
    expect(
      fake.requests.some((r) => r.path === '/payment/3dsecure/auth' && r.body.conversationId === answer.body.Result!.OrderNumber),
    ).toBe(false);

    const english = await shopper(1, 'en');
    const declined = await pay(english, CARDS.fraudSuspect, true);
    const approved = await bankAnswers(english.client, declined.body.Result!.RedirectUrl!, 'approve');
    const ended = await returnToStore(english.client, approved);
    expect(ended.message).toMatchObject({ status: 'failed' });
    expect(ended.message?.Message).toContain('Fraud suspect');
    expect((await received(english.client, declined.body.Result!.OrderNumber!)).body.Result!.Status).toBe('failed');
  });

  it('changes nothing for a forged return, and cancels a 3-D payment the shopper abandoned, never charging it', async () => {
    const who = await shopper(1);
    const answer = await pay(who, CARDS.akbank3d, true);
    const number = answer.body.Result!.OrderNumber!;
    const fields = await bankAnswers(who.client, answer.body.Result!.RedirectUrl!, 'approve');
    for (const forged of [
      { ...fields, signature: fields.signature!.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...fields, status: 'failure', mdStatus: '0' },
      { ...fields, paymentId: '99999999', signature: undefined as unknown as string },
      { ...fields, conversationId: 'VT-NOT-OURS' },
    ]) {
      const back = await returnToStore(who.client, Object.fromEntries(Object.entries(forged).filter(([, v]) => v !== undefined)));
      expect(back.message).toBeNull();
    }
    expect((await received(who.client, number)).body.Result!.Status).toBe('payment_pending');
    const given = await who.client.post<{ Status: string }>(CHECKOUT_API.finalizeFailed, { OrderNumber: number });
    expect(given.body.Result!.Status).toBe('failed');
    // iyzico's genuine return arriving after that finds the payment cancelled: nothing is completed.
    expect((await returnToStore(who.client, fields)).message?.status).toBe('failed');
    expect(fake.chargesOf(number)).toEqual([]);
    expect(fake.requests.some((r) => r.path === '/payment/3dsecure/auth' && r.body.conversationId === number)).toBe(false);
  });

  it('settles a charge answered past the timeout by asking iyzico: one charge, one order, the same answer on a retry', async () => {
    const who = await shopper(1);
    const body = checkoutBody(who.addressId, await cartTotal(who.client), CARDS.garanti);
    // Answered a second and a half after the store gave up, the charge already made.
    fake.slowNext(TIMEOUT_S * 1000 + 1_500);
    const first = await checkout(who.client, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const number = first.body.Result!.OrderNumber!;
    expect(fake.requests.filter((r) => r.path === '/payment/detail' && r.body.paymentConversationId === number)).toHaveLength(1);
    // The shopper, who saw the page hang, sends the same order again.
    const again = await checkout(who.client, body);
    expect(again.body.Result).toEqual(first.body.Result);
    expect((await received(who.client, number)).body.Result!.Status).toBe('received');
    expect(fake.paymentsOf(number)).toHaveLength(1);
    expect(fake.chargesOf(number)).toHaveLength(1);
    const orders = await who.client.get<{ Orders: { OrderNumber: string }[] }>(ORDERS);
    expect(orders.body.Result!.Orders.map((o) => o.OrderNumber)).toEqual([number]);
  });

  it('cancels an order paid today with iyzico’s same-day cancel; refunds one item of another item by item; ledgers agree', async () => {
    const today = await shopper(2);
    const paid = await pay(today, CARDS.garanti);
    const number = paid.body.Result!.OrderNumber!;
    const list = await today.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${number}`);
    const orderId = list.body.Result!.Orders[0]!.OrderId;
    const detail = await detailOf(today.client, orderId);
    const all = await cancel(
      today.client,
      orderId,
      detail.Items.map((i) => i.OrderItemID),
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.Result!.Refund).toMatchObject({ Amount: detail.Total, Status: 'completed' });
    const charge = fake.chargesOf(number)[0]!;
    expect(fake.giveBacks.filter((g) => g.paymentId === charge.paymentId)).toEqual([
      expect.objectContaining({ kind: 'cancel', amount: detail.Total }),
    ]);

    const partly = await shopper(2);
    const second = await pay(partly, CARDS.garanti);
    const secondNumber = second.body.Result!.OrderNumber!;
    const secondId = (await partly.client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${secondNumber}`)).body.Result!
      .Orders[0]!.OrderId;
    const before = await detailOf(partly.client, secondId);
    const items = (await partly.client.get<{ Items: { OrderItemID: number; PaidAmount: number }[] }>(`${CANCEL}/items?OrderId=${secondId}`))
      .body.Result!.Items;
    const one = await cancel(partly.client, secondId, [items[0]!.OrderItemID]);
    expect(one.body.Result!.Refund).toMatchObject({ Amount: items[0]!.PaidAmount, Status: 'completed' });
    const after = await detailOf(partly.client, secondId);
    const ledger = after.Refunds.reduce((sum, r) => sum + r.Amount, 0);
    const payment = fake.chargesOf(secondNumber)[0]!;
    const given = fake.giveBacks.filter((g) => g.paymentId === payment.paymentId);
    expect(given.every((g) => g.kind === 'refund')).toBe(true);
    expect(given.reduce((sum, g) => sum + g.amount, 0)).toBe(ledger);
    expect(ledger).toBe(items[0]!.PaidAmount);
    expect(payment.items.reduce((sum, i) => sum + i.refunded, 0)).toBe(ledger);
    expect(before.Total - ledger).toBe(payment.price - payment.items.reduce((sum, i) => sum + i.refunded, 0));
  });
});
