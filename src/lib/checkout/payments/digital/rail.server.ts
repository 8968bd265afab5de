import type { PaymentRail } from '@lib/checkout/payments/rail';
import type { DigitalCode } from './providers';
import { sandboxProvider } from './sandbox.server';

/** A digital provider's rail: the shopper pays on the provider's page, sent there by the RedirectUrl. */
export function digitalRail(code: DigitalCode): PaymentRail {
  return {
    async pay({ reference, amount, lang }) {
      const { sessionId, redirectUrl } = await sandboxProvider.start(code, { reference, amount, lang });
      return { status: 'three_d', transactionId: sessionId, redirectUrl, maskedCard: '', brand: code, bankCode: null };
    },
    cancelPending: (transactionId) => sandboxProvider.cancelPending(transactionId),
    refund: (transactionId, amount) => sandboxProvider.refund(transactionId, amount),
  };
}
