import type { PaymentGateway } from './gateway';
import { sandboxBank } from './card/sandbox-bank.server';

/** The store's payment gateway: the one place a real acquirer would be chosen (by configuration); today the sandbox bank. */
export function paymentGateway(): PaymentGateway {
  return sandboxBank;
}
