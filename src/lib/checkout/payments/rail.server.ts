import { digitalRail } from '@lib/checkout/payments/digital/rail.server';
import { walletRail } from '@lib/checkout/payments/wallet/rail.server';
import { bankRail } from './card/bank-rail.server';
import type { PaymentRail } from './rail';

/** The rail that pays the rest of an order for a payment method code (the order payment row's instrument). */
export function railFor(method: string): PaymentRail {
  switch (method) {
    case 'masterpass':
      return walletRail;
    case 'garanti_pay':
    case 'paypal':
      return digitalRail(method);
    default:
      return bankRail;
  }
}
