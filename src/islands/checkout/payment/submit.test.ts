import { describe, expect, it, vi } from 'vitest';
import { deliverySchema } from '@lib/checkout/steps/schema';
import { checkoutInput, finalizeFailed, outcomeOf } from './submit';

const result = (over: object) => ({
  IsSucceed: true,
  IsAsyncPayment: false,
  RedirectUrl: '/done',
  ErrorList: [],
  ShowCartLink: false,
  OrderNumber: 'X1',
  ...over,
});

describe('checkout answers', () => {
  it('follows RedirectUrl, or opens 3-D Secure for an async payment', () => {
    expect(outcomeOf({ Success: true, Result: result({}) }, 'f')).toEqual({ kind: 'redirect', url: '/done' });
    expect(outcomeOf({ Success: true, Result: result({ IsAsyncPayment: true, RedirectUrl: '/bank' }) }, 'f')).toEqual({
      kind: 'threeD',
      url: '/bank',
      orderNumber: 'X1',
    });
  });

  it('asks to confirm a changed total', () => {
    const answer = { Success: false, Exception: { ErrorCode: 'CART_TOTAL_CHANGED' }, Result: { PreviousAmount: 100, ActualAmount: 300 } };
    expect(outcomeOf(answer, 'f')).toEqual({ kind: 'amountChanged', change: { PreviousAmount: 100, ActualAmount: 300 } });
  });

  it('shows the ErrorList, else the Message, else the fallback, with the bag link when asked', () => {
    const failed = result({ IsSucceed: false, ErrorList: ['Insufficient funds'], ShowCartLink: true });
    expect(outcomeOf({ Success: true, Result: failed }, 'f')).toEqual({
      kind: 'failed',
      messages: ['Insufficient funds'],
      showCartLink: true,
    });
    expect(outcomeOf({ Success: false, Message: 'No stock', Exception: { ErrorCode: 'OUT_OF_STOCK' } }, 'f')).toMatchObject({
      messages: ['No stock'],
    });
    expect(outcomeOf({ Success: false }, 'fallback')).toMatchObject({ messages: ['fallback'] });
  });
});

describe('finalise as failed', () => {
  it('tries at most three times', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('net')).mockResolvedValue(null);
    expect(await finalizeFailed('X1', send)).toBeNull();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at the first success', async () => {
    const ended = { OrderNumber: 'X1', Status: 'failed' as const, RedirectUrl: null, Message: 'Wrong code' };
    const send = vi.fn().mockResolvedValueOnce(null).mockResolvedValue(ended);
    expect(await finalizeFailed('X1', send)).toEqual(ended);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('the checkout body', () => {
  const attempt = {
    delivery: deliverySchema.parse({ ShippingAddressID: 1, BillingAddressID: 1 }),
    isGuest: false,
    rail: 'card' as const,
    wallet: null,
    threeD: false,
    figures: { info: null, count: 1, rest: 0, method: 'credit_card' as const },
    values: {},
    digits: '',
    amount: 50_000,
    key: '00000000-0000-4000-8000-000000000000',
  };

  it('says what the points and the gift card pay as the page shows them, none as null, and claims no 3-D values or shopping credit', () => {
    const input = checkoutInput({
      ...attempt,
      tenders: [
        { Kind: 'loyalty', Label: 'OneCard', Amount: 10_000 },
        { Kind: 'gift_card', Label: '**** 0001', Amount: 40_000 },
      ],
    });
    expect(input).toMatchObject({
      LoyaltyCard: { Amount: 10_000 },
      GiftCard: { Amount: 40_000 },
      Masterpass3dValues: null,
      IsWorldPayShoppingCreditActive: false,
    });
    expect(checkoutInput({ ...attempt, tenders: [{ Kind: 'coins', Label: 'Coins', Amount: 500 }] })).toMatchObject({
      LoyaltyCard: null,
      GiftCard: null,
    });
  });
});
