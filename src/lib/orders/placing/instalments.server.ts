import type { CheckoutInput } from '@lib/checkout';
import { DomainError } from '@lib/platform';
import { binInfo, chosenInstallment, noInstalmentOf, type OrderPrice } from '@lib/checkout/index.server';

/**
 * Checks the card's bank before anything is reserved: a BIN no bank issues (INVALID_BIN), 3-D
 * Secure asked of a bank without it (BANK_WITHOUT_3D), an instalment count the card, its bank's
 * plans and the amount the card pays (what the stored-value instruments leave) do not allow
 * (INVALID_INSTALLMENT). The store charges the payable total in any
 * plan: a plan's interest is between the shopper and the bank, as the payment step says.
 */
export async function checkCardBank(input: CheckoutInput, price: OrderPrice, amount: number): Promise<void> {
  const card = input.CreditCard;
  if (!card) throw new DomainError('PAYMENT_METHOD_MISSING');
  const info = await binInfo(card.CardNo);
  if (!info) throw new DomainError('INVALID_BIN');
  if (card.Is3DPayment && !info.bank.threeDSecure) throw new DomainError('BANK_WITHOUT_3D');
  if (card.InstallmentCount > 1 && input.OrderInfo.PaymentMethodCode !== 'credit_card') throw new DomainError('INVALID_INSTALLMENT');
  // The offer's reckoning (cardShare): the same amount, the same no-instalment rule.
  await chosenInstallment(card.CardNo, amount, [{ noInstalment: noInstalmentOf(price) }], card.InstallmentCount);
}
