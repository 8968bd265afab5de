import { DomainError } from '@lib/errors/domain-error';
import type { PaymentRail } from '@lib/payments/rail';

// Replaced by the digital providers' sandbox in this issue.
/** A digital provider's rail: the shopper pays on the provider's page. */
export function digitalRail(_code: 'garanti_pay' | 'paypal'): PaymentRail {
  return {
    pay: async () => {
      throw new DomainError('MOBIL_EXPRESS_INITIALIZE_FAILED');
    },
    cancelPending: async () => 'cancelled',
    refund: async () => ({ ok: false, code: '12' }),
  };
}
