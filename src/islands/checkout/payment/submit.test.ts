import { describe, expect, it, vi } from 'vitest';
import { finalizeFailed, outcomeOf } from './submit';

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
