import { CHECKOUT_API } from '@lib/checkout/steps/schema';
import { shopperOrigin } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { cardDigits } from './cards';
import { paymentGateway } from '../gateway.server';
import type { PaymentRail } from '../rail';

/** The bank rail: the typed card of the checkout call, authorised by the payment gateway. */
export const bankRail: PaymentRail = {
  async pay({ reference, amount, input, lang, order }) {
    const card = input.CreditCard;
    if (!card) throw new DomainError('PAYMENT_METHOD_MISSING');
    return paymentGateway().authorise({
      reference,
      amount,
      installmentCount: card.InstallmentCount,
      card: {
        number: cardDigits(card.CardNo),
        expMonth: card.ExpMonth,
        expYear: card.ExpYear < 100 ? 2000 + card.ExpYear : card.ExpYear,
        securityCode: card.SecureCode,
        holder: card.CardName,
      },
      threeD: card.Is3DPayment,
      returnUrl: new URL(CHECKOUT_API.threeDReturn, shopperOrigin()).toString(),
      lang,
      order,
    });
  },
  cancelPending: (transactionId) => paymentGateway().cancelPending(transactionId),
  refund: (transactionId, amount, detail) => paymentGateway().refund(transactionId, amount, detail),
};
