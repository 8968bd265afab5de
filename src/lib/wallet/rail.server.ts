import { DomainError } from '@lib/errors/domain-error';
import type { PaymentRail } from '@lib/payments/rail';

// Replaced by the card wallet's sandbox provider in this issue.
/** The card wallet rail: pays with a saved card of the shopper's wallet. */
export const walletRail: PaymentRail = {
  pay: async () => {
    throw new DomainError('INSTRUMENT_NOT_AVAILABLE');
  },
  cancelPending: async () => 'cancelled',
  refund: async () => ({ ok: false, code: '12' }),
};
