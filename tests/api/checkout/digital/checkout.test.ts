import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { PAYPAL_TEST_ACCOUNTS } from '../../../../src/lib/checkout/payments/digital/providers';
import { ApiClient } from '../../../support/api-client';
import { plenty } from '../../bag/cart/helpers';
import { cartLines, cartTotal, member } from '../../orders/records/helpers';
import { campaignFor, finish, formFields, orderOf, payDigital, postReturn, RETURN, started, submitPage } from './helpers';

// Paying with a digital provider (GarantiPay, PayPal) end to end over HTTP: the checkout starts a
// session and sends the shopper to the provider's page; its signed answer comes back to the store's
// return, which finalises the order once, paid or failed, and sends the shopper on.

const paymentError = (location: string) => new URL(location, 'http://x').searchParams.get('paymentError');

describe('paying with a digital provider', () => {
  it('GarantiPay: approve on its page, the order received with one rail payment, a replayed return changes nothing', async () => {
    const shopper = await member([{ pick: plenty(200), quantity: 2 }]);
    // GarantiPay's offer (100 TL off from 1.500 TL) applies to this bag, and the order keeps it.
    const campaign = await campaignFor(shopper.client, 'garanti_pay');
    expect(campaign.IsDiscountApplied).toBe(true);
    expect(campaign.TotalAmountToBePaid).toBe((await cartTotal(shopper.client)) - 10_000);
    const result = await started(shopper, 'garanti_pay');
    expect((await orderOf(shopper.client, result.OrderNumber!)).Status).toBe('payment_pending');
    const page = await (await shopper.client.request(result.RedirectUrl!)).text();
    expect(page).toContain('GarantiPay');
    expect(page).toContain('Vitrin');
    const done = await finish(shopper.client, result.RedirectUrl!, 'approve');
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/checkout/orderreceived?orderNumber=${result.OrderNumber}`);
    const order = await orderOf(shopper.client, result.OrderNumber!);
    expect(order.Status).toBe('received');
    expect(order.Total).toBe(campaign.TotalAmountToBePaid);
    expect(order.Payments).toEqual([expect.objectContaining({ Instrument: 'garanti_pay', Amount: order.Total })]);
    expect(await cartLines(shopper.client)).toEqual([]);
    // The same return again (a reload, a back button) finds the order final: same place, nothing new.
    expect(await postReturn(shopper.client, done.fields)).toEqual({ status: 303, location: done.location });
    expect((await orderOf(shopper.client, result.OrderNumber!)).Payments).toHaveLength(1);
    // The page itself, opened again, only hands back its signed end.
    expect(formFields(await (await shopper.client.request(result.RedirectUrl!)).text()).Status).toBe('approved');
  });

  it('PayPal: cancel on its page fails the order with stock back and the bag intact; a new attempt pays', async () => {
    const shopper = await member([{ pick: plenty(201), quantity: 2 }]);
    const before = await cartLines(shopper.client);
    const first = await started(shopper, 'paypal');
    // While the order waits, its stock is held.
    expect((await cartLines(shopper.client))[0]!.Stock).toBe(before[0]!.Stock - 2);
    const cancelled = await finish(shopper.client, first.RedirectUrl!, 'cancel');
    expect(cancelled.location.startsWith('/checkout/payment?')).toBe(true);
    expect(paymentError(cancelled.location)).toBe('Ödemeniz alınamadı: Ödemeyi sağlayıcının sayfasında iptal ettiniz.');
    expect((await orderOf(shopper.client, first.OrderNumber!)).Status).toBe('failed');
    expect(await cartLines(shopper.client)).toEqual(before);
    // Paying again (a new attempt, a new idempotency key) starts a new session and succeeds.
    const second = await started(shopper, 'paypal');
    expect(second.OrderNumber).not.toBe(first.OrderNumber);
    expect(second.RedirectUrl).not.toBe(first.RedirectUrl);
    const paid = await finish(shopper.client, second.RedirectUrl!, 'approve', PAYPAL_TEST_ACCOUNTS.pays);
    expect(paid.location).toBe(`/checkout/orderreceived?orderNumber=${second.OrderNumber}`);
    expect((await orderOf(shopper.client, second.OrderNumber!)).Status).toBe('received');
    // The first, cancelled return replayed now changes neither order.
    expect((await postReturn(shopper.client, cancelled.fields)).location).toBe(cancelled.location);
    expect((await orderOf(shopper.client, first.OrderNumber!)).Status).toBe('failed');
    expect((await orderOf(shopper.client, second.OrderNumber!)).Status).toBe('received');
  });

  it('in English: the provider page under /en and the reason in English on the payment page under /en', async () => {
    const shopper = await member([{ pick: plenty(202) }]);
    shopper.client.cookies.set('LanguageId', '2');
    const result = await started(shopper, 'garanti_pay');
    expect(result.RedirectUrl).toMatch(/^\/en\/sandbox-pay\//);
    const page = await (await shopper.client.request(result.RedirectUrl!)).text();
    expect(page).toContain('Pay with GarantiPay');
    const cancelled = await finish(shopper.client, result.RedirectUrl!, 'cancel');
    expect(cancelled.location.startsWith('/en/checkout/payment?')).toBe(true);
    expect(paymentError(cancelled.location)).toBe('Your payment was not taken: You cancelled the payment on the provider’s page.');
  });

  it('PayPal: a wrong log-in counts tries and the third declines; the refused test account declines', async () => {
    const shopper = await member([{ pick: plenty(203) }]);
    const result = await started(shopper, 'paypal');
    const wrong = { email: PAYPAL_TEST_ACCOUNTS.pays.email, password: 'yanlis' };
    const once = await submitPage(shopper.client, result.RedirectUrl!, 'approve', wrong);
    expect(once).toContain('2 deneme hakkınız kaldı');
    await submitPage(shopper.client, result.RedirectUrl!, 'approve', wrong);
    const third = formFields(await submitPage(shopper.client, result.RedirectUrl!, 'approve', wrong));
    expect(third).toMatchObject({ Status: 'declined', Code: 'DIGITAL_PAYMENT_DECLINED' });
    expect(paymentError((await postReturn(shopper.client, third)).location)).toBe(
      'Ödemeniz alınamadı: Ödeme sağlayıcı ödemenizi onaylamadı. Lütfen tekrar deneyin ya da başka bir ödeme yöntemi seçin.',
    );

    const other = await member([{ pick: plenty(204) }]);
    const refused = await started(other, 'paypal');
    const end = await finish(other.client, refused.RedirectUrl!, 'approve', PAYPAL_TEST_ACCOUNTS.declined);
    expect(paymentError(end.location)).toBe(
      'Ödemeniz alınamadı: Ödeme sağlayıcı ödemenizi onaylamadı. Lütfen tekrar deneyin ya da başka bir ödeme yöntemi seçin.',
    );
    expect((await orderOf(other.client, refused.OrderNumber!)).Status).toBe('failed');
  });

  it('a forged, altered or foreign return changes nothing; a stale page token changes nothing', async () => {
    const shopper = await member([{ pick: plenty(205) }]);
    const result = await started(shopper, 'garanti_pay');
    // A declined end, signed, then altered to say approved: refused, the order still waits.
    const other = await member([{ pick: plenty(206) }]);
    const theirs = await started(other, 'garanti_pay');
    const cancelled = formFields(await submitPage(other.client, theirs.RedirectUrl!, 'cancel'));
    const attempts: Record<string, string>[] = [
      { ...cancelled, Status: 'approved' },
      { ...cancelled, Reference: result.OrderNumber! },
      { ...cancelled, PaymentId: result.RedirectUrl!.split('/').pop()!, Reference: result.OrderNumber! },
      { ...cancelled, Signature: '0'.repeat(64) },
      { PaymentId: 'x'.repeat(5000), Reference: 'y', Status: 'approved', Code: '00', Signature: 'z' },
      {},
    ];
    for (const fields of attempts) {
      const answer = await postReturn(shopper.client, fields);
      expect(answer.status).toBe(303);
      expect(paymentError(answer.location)).toBe(
        'Ödeme sağlayıcıdan gelen yanıt doğrulanamadı. Lütfen tekrar deneyin ya da başka bir ödeme yöntemi seçin.',
      );
    }
    expect((await orderOf(shopper.client, result.OrderNumber!)).Status).toBe('payment_pending');
    expect((await orderOf(other.client, theirs.OrderNumber!)).Status).toBe('payment_pending');
    // A page post with a token of another session, or none, leaves the page open.
    const foreignToken = formFields(await (await other.client.request(theirs.RedirectUrl!)).text()).token;
    const stale = await submitPage(shopper.client, result.RedirectUrl!, 'approve', undefined, foreignToken ?? 'x');
    expect(formFields(stale).Signature).toBeUndefined();
    expect(formFields(stale).token).toBeTruthy();
    const json = await shopper.client.request(RETURN, {
      method: 'POST',
      body: '{"PaymentId":1}',
      headers: { 'Content-Type': 'application/json', Origin: shopper.client.baseUrl },
    });
    expect(json.status).toBe(303);
    // The same refusal in English for an English shopper.
    shopper.client.cookies.set('LanguageId', '2');
    expect(paymentError((await postReturn(shopper.client, attempts[0]!)).location)).toBe(
      'We could not verify the payment provider’s answer. Please try again or choose another payment method.',
    );
  });

  it("another shopper cannot give up or read someone's pending order", async () => {
    const owner = await member([{ pick: plenty(207) }]);
    const result = await started(owner, 'paypal');
    const stranger = new ApiClient();
    const given = await stranger.post(CHECKOUT_API.finalizeFailed, { OrderNumber: result.OrderNumber });
    expect(given.status).toBeGreaterThanOrEqual(400);
    expect((await stranger.get(`${CHECKOUT_API.orderReceived}?orderNumber=${result.OrderNumber}`)).status).toBeGreaterThanOrEqual(400);
    expect((await orderOf(owner.client, result.OrderNumber!)).Status).toBe('payment_pending');
  });

  it('finalise failed cancels a waiting session (the page then only returns the refusal); an approved one is kept paid', async () => {
    const shopper = await member([{ pick: plenty(208) }]);
    const before = await cartLines(shopper.client);
    const waiting = await started(shopper, 'paypal');
    const given = await shopper.client.post<{ Status: string }>(CHECKOUT_API.finalizeFailed, { OrderNumber: waiting.OrderNumber });
    expect(given.body.Result!.Status).toBe('failed');
    expect(await cartLines(shopper.client)).toEqual(before);
    expect(formFields(await (await shopper.client.request(waiting.RedirectUrl!)).text()).Status).toBe('declined');

    const approved = await started(shopper, 'garanti_pay');
    // Approved on the page, but the shopper never came back: giving up finds it paid.
    await submitPage(shopper.client, approved.RedirectUrl!, 'approve');
    const kept = await shopper.client.post<{ Status: string }>(CHECKOUT_API.finalizeFailed, { OrderNumber: approved.OrderNumber });
    expect(kept.body.Result!.Status).toBe('received');
  });

  it('bad input: an unknown method, a card-less card payment and an oversized body are refused before anything starts', async () => {
    const shopper = await member([{ pick: plenty(209) }]);
    const before = await cartLines(shopper.client);
    const unknown = await shopper.client.post(CHECKOUT_API.checkout, { OrderInfo: { PaymentMethodCode: 'paypal2' } });
    expect(unknown.status).toBe(400);
    const huge = await shopper.client.post(CHECKOUT_API.checkout, { OrderInfo: { PaymentMethodCode: 'paypal' }, Pad: 'x'.repeat(300_000) });
    expect([400, 413]).toContain(huge.status);
    expect(await cartLines(shopper.client)).toEqual(before);
    const unknownPage = await shopper.client.request('/sandbox-pay/00000000-0000-0000-0000-000000000000');
    expect(unknownPage.status).toBe(404);
    expect((await shopper.client.request('/sandbox-pay/not-a-session')).status).toBe(404);
    // The method is the provider's, so no card is needed; the payment starts.
    expect((await payDigital(shopper, 'paypal')).status).toBe(200);
  });
});
