import { describe, expect, it } from 'vitest';
import type { AuthoriseRequest, PaymentOrder } from '../gateway';
import { readAnswer, paymentAnswer } from './answers';
import { basketOf, gsmOf, PLACEHOLDER_IDENTITY, paymentRequest, splitName } from './request';

const order: PaymentOrder = {
  buyer: {
    id: 'member:7',
    name: 'Zeynep Nur Kaya',
    email: 'zeynep@vitrin.example',
    phone: '905321112233',
    identityNumber: null,
    ip: '85.34.78.112',
  },
  billing: { contactName: 'Zeynep Kaya', city: 'İstanbul', district: 'Kadıköy', line: 'Moda Caddesi No: 12/4, Caferağa, Kadıköy' },
  shipping: null,
  items: [
    { id: 'line:11', name: 'Yün palto', category: 'Atelier Nord', amount: 249_000 },
    { id: 'line:12', name: 'Şal', category: '', amount: 0 },
    { id: 'delivery', name: 'delivery', category: 'delivery', amount: 2_990 },
  ],
};

const request: AuthoriseRequest = {
  reference: 'VT-260301-0042',
  amount: 251_990,
  installmentCount: 3,
  card: { number: '5400360000000003', expMonth: 7, expYear: 2030, securityCode: '123', holder: 'Zeynep Kaya' },
  threeD: true,
  returnUrl: 'https://shop.example/cop-api/checkout/3d-return',
  lang: 'en',
  order,
};

describe('the payment request iyzico is sent', () => {
  it('charges the store’s total as price and paidPrice, item by item under the store’s ids', () => {
    const body = paymentRequest(request, order, basketOf(order, request.amount), request.returnUrl);
    expect(body).toMatchObject({
      locale: 'en',
      conversationId: 'VT-260301-0042',
      basketId: 'VT-260301-0042',
      price: '2519.90',
      paidPrice: '2519.90',
      currency: 'TRY',
      installment: 3,
      paymentChannel: 'WEB',
      paymentGroup: 'PRODUCT',
      callbackUrl: 'https://shop.example/cop-api/checkout/3d-return',
    });
    // The 0 TL line is left out (iyzico refuses a free item); an empty category gets one.
    expect(body.basketItems).toEqual([
      { id: 'line:11', name: 'Yün palto', category1: 'Atelier Nord', itemType: 'PHYSICAL', price: '2490.00' },
      { id: 'delivery', name: 'delivery', category1: 'delivery', itemType: 'PHYSICAL', price: '29.90' },
    ]);
    expect(body.paymentCard).toMatchObject({
      cardNumber: '5400360000000003',
      expireMonth: '07',
      expireYear: '2030',
      cvc: '123',
      registerCard: 0,
    });
  });

  it('names the buyer as iyzico asks: +90 phone, placeholder identity, the billing address for a parcel collected in store', () => {
    const body = paymentRequest({ ...request, threeD: false }, order, basketOf(order, request.amount));
    expect(body).not.toHaveProperty('callbackUrl');
    expect(body.buyer).toMatchObject({
      id: 'member:7',
      name: 'Zeynep Nur',
      surname: 'Kaya',
      gsmNumber: '+905321112233',
      identityNumber: PLACEHOLDER_IDENTITY,
      registrationAddress: 'Moda Caddesi No: 12/4, Caferağa, Kadıköy',
      city: 'İstanbul',
      country: 'Turkey',
      ip: '85.34.78.112',
    });
    expect(body.shippingAddress).toEqual(body.billingAddress);
    const invoiced = { ...order, buyer: { ...order.buyer, identityNumber: '10000000146' } };
    expect(paymentRequest(request, invoiced, basketOf(invoiced, request.amount)).buyer.identityNumber).toBe('10000000146');
  });

  it('refuses a basket that does not add up, repeats an id, or has a fraction', () => {
    expect(() => basketOf(order, 251_991)).toThrow(/add up/);
    expect(() => basketOf({ ...order, items: [...order.items, { id: 'delivery', name: 'x', category: 'x', amount: 1 }] }, 251_991)).toThrow(
      /repeat/,
    );
    expect(() => basketOf({ ...order, items: [{ id: 'a', name: 'a', category: 'a', amount: 10.5 }] }, 10.5)).toThrow(/whole/);
  });

  it('spells phones and names', () => {
    expect(['905321112233', '05321112233', '5321112233', '+90 (532) 111 22 33'].map(gsmOf)).toEqual(Array(4).fill('+905321112233'));
    expect(splitName('Ayşe')).toEqual({ name: 'Ayşe', surname: 'Ayşe' });
    expect(splitName('  Mehmet  Ali   Öztürk ')).toEqual({ name: 'Mehmet Ali', surname: 'Öztürk' });
  });
});

describe('iyzico’s answers', () => {
  it('read as kuruş with each item’s transaction, or as a refusal, or as unreadable', () => {
    const raw = {
      status: 'success',
      paymentId: '25000001',
      paidPrice: 2519.9,
      itemTransactions: [{ itemId: 'line:11', paymentTransactionId: 250000010, paidPrice: '2490.0' }],
    };
    expect(readAnswer(paymentAnswer, raw)).toEqual({
      ok: true,
      value: {
        status: 'success',
        paymentId: '25000001',
        paidPrice: 251_990,
        itemTransactions: [{ itemId: 'line:11', paymentTransactionId: '250000010', paidPrice: 249_000 }],
      },
    });
    expect(readAnswer(paymentAnswer, { status: 'failure', errorCode: '10051', errorMessage: 'Insufficient funds' })).toEqual({
      ok: false,
      code: '10051',
      message: 'Insufficient funds',
      malformed: false,
    });
    for (const garbage of ['<html>502</html>', null, { status: 'success' }, { ...raw, paidPrice: 'abc' }]) {
      expect(readAnswer(paymentAnswer, garbage)).toMatchObject({ ok: false, malformed: true });
    }
  });
});
