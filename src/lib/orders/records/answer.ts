import type { CheckoutResult } from '@lib/checkout';
import { DomainError } from '@lib/platform';

/**
 * The checkout call's answer as an order keeps it (orders.answer), so a repeated submission with
 * the same key is given exactly the first answer: a success's Result, or a declined payment's
 * PAYMENT_FAILED with its Result and the bank's reason.
 */
export interface StoredAnswer {
  result: CheckoutResult;
  failure?: { code: 'PAYMENT_FAILED'; reason: string };
}

/** The checkout call's Result for an order, every field set. */
export function checkoutResult(orderNumber: string, fields: Partial<CheckoutResult>): CheckoutResult {
  return {
    IsSucceed: false,
    IsAsyncPayment: false,
    RedirectUrl: null,
    ErrorList: [],
    ShowCartLink: false,
    OrderNumber: orderNumber,
    ...fields,
  };
}

/** Gives a stored answer to the caller: the Result, or the failure it was. */
export function replay(answer: StoredAnswer): CheckoutResult {
  if (answer.failure) throw new DomainError(answer.failure.code, answer.result, { reason: answer.failure.reason });
  return answer.result;
}
