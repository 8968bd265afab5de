import { translator, logger } from '@lib/platform/index.server';
import { recordOrderEarning } from '@lib/checkout/index.server';
import { type Lang, localizedPath, ERRORS, type ErrorName } from '@lib/platform';
import { type CardTrace, declineReasonKey } from '@lib/checkout';
import { checkoutResult, type StoredAnswer } from '../records/answer';
import { finaliseFailed, finalisePaid } from './finalise.server';
import { reverseTenders } from './tenders.server';
import type { orders } from '../records/tables.server';

// An order's end, whoever learns of it first (the checkout call, the 3-D return, finalise-failed,
// the pending sweep): the same answer is stored, and the confirmation is written once.

type OrderRow = typeof orders.$inferSelect;

/** The order-received page of an order, in its language. */
export const receivedUrl = (number: string, lang: Lang) =>
  `${localizedPath('/checkout/orderreceived', lang)}?orderNumber=${encodeURIComponent(number)}`;

/** The payment step again, in a language, showing why the last attempt failed (on the method's tab when given). */
export function paymentRetryUrl(lang: Lang, reason: string, isGuest: boolean, method?: string): string {
  const query = new URLSearchParams({
    ...(isGuest ? { isGuestCheckout: 'True' } : {}),
    paymentError: reason,
    ...(method ? { method } : {}),
  });
  return `${localizedPath('/checkout/payment', lang)}?${query}`;
}

const paidAnswer = (order: OrderRow): StoredAnswer => ({
  result: checkoutResult(order.number, { IsSucceed: true, RedirectUrl: receivedUrl(order.number, order.lang as Lang) }),
});

/** Marks a pending order paid (its confirmation written to the outbox with it); the row when this call did it (undefined: already final). */
export async function settlePaid(
  orderId: number,
  bank: { transactionId: string | null; trace?: CardTrace },
): Promise<OrderRow | undefined> {
  const order = await finalisePaid(orderId, bank, paidAnswer);
  if (!order) return order;
  // The points the order earns wait on its OneCard until they are credited (or voided by a cancel).
  await recordOrderEarning(order).catch((error: unknown) =>
    logger.error({ err: error, order: order.number }, 'recording earned points failed'),
  );
  return order;
}

/** The reason of a failure code, in a language: a catalogue error's text, or a bank's decline reason. */
function reasonOf(code: string, lang: Lang): string {
  const t = translator(lang);
  return code in ERRORS ? t(ERRORS[code as ErrorName].text) : t(declineReasonKey(code));
}

/**
 * Marks a pending order failed with the code of whatever refused it (a bank, a provider, a
 * stored-value instrument), its reason in the order's language (a provider's own description when
 * given), and gives back every instrument it spent. Undefined when the order was already final.
 */
export async function settleFailed(
  orderId: number,
  code: string,
  transactionId?: string,
  description?: string,
): Promise<OrderRow | undefined> {
  const failed = await finaliseFailed(orderId, { code, ...(transactionId ? { transactionId } : {}) }, (order, cartChanged) => {
    const t = translator(order.lang as Lang);
    const reason = description || reasonOf(code, order.lang as Lang);
    return {
      result: checkoutResult(order.number, { ErrorList: [t('payments:errors.failed', { reason })], ShowCartLink: cartChanged }),
      failure: { code: 'PAYMENT_FAILED', reason },
    };
  });
  if (failed) await reverseTenders(failed.id, failed.number);
  return failed;
}
