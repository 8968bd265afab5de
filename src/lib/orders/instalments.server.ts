import type { CheckoutInput } from '@lib/checkout/schema';
import { DomainError } from '@lib/errors/domain-error';
import type { OrderPrice } from './pricing.server';

/** Refuses an instalment count the cart, the card and the amount do not allow (INVALID_INSTALLMENT). */
export async function checkInstalments(input: CheckoutInput, price: OrderPrice, method: string): Promise<void> {
  const count = input.CreditCard.InstallmentCount;
  if (count === 1) return;
  const { Installment } = price.priced.summary;
  if (method !== 'credit_card' || !Installment.Available || count > Installment.MaxCount) throw new DomainError('INVALID_INSTALLMENT');
}
