import { CHECKOUT_API } from '@lib/checkout/steps/schema';
import { shopperOrigin } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { securityCodeLength } from '@lib/checkout/payments/card/cards';
import { cardDirectory, paymentGateway } from '@lib/checkout/payments/gateway.server';
import { chosenInstallment } from '@lib/checkout/payments/card/instalments.server';
import type { PaymentRail, RailRequest } from '@lib/checkout/payments/rail';
import { actionOf } from './codes';
import { answerOf, walletCaller, walletProvider } from './service.server';
import { tokenOf } from './tokens.server';

// The card wallet rail (docs/decisions/0021-card-wallet.md): the checkout's MasterPassInfo names the member's
// tokens; the provider opens the saved card they point at and the store's gateway charges it, with
// 3-D Secure when the card's bank or the provider (5010) asks. The 3-D return finishes it as for a
// typed card, so the rail row's providerRef is the bank's transaction id.

/** The member's card behind the checkout's tokens, checked: both tokens theirs, of one reference, for the card named. */
async function walletCard({ input, customerId, lang }: RailRequest) {
  const info = input.MasterPassInfo;
  if (!info?.Token || !info.TransactionToken || customerId == null) throw new DomainError('PAYMENT_METHOD_MISSING');
  const [parent, transaction] = await Promise.all([
    tokenOf(customerId, info.Token, 'token'),
    tokenOf(customerId, info.TransactionToken, 'transaction'),
  ]);
  if (transaction.referenceNo !== parent.referenceNo || (info.ReferenceNo && info.ReferenceNo !== parent.referenceNo)) {
    throw new DomainError('WALLET_NOT_FOUND');
  }
  if (transaction.cardId == null || info.InstallmentCount !== transaction.installmentCount) throw new DomainError('INVALID_INSTALLMENT');
  const caller = await walletCaller(customerId, lang);
  if (caller.userId !== transaction.userId) throw new DomainError('WALLET_NOT_FOUND');
  const reply = await walletProvider().open(caller, transaction.cardId);
  answerOf(reply);
  const opened = reply.opened!;
  if (info.CardAliasName && info.CardAliasName !== opened.card.Name) throw new DomainError('WALLET_CARD_NOT_FOUND');
  return { opened, transaction, providerThreeD: actionOf(reply.code) === 'three_d' };
}

/** The card wallet rail: pays with a saved card of the shopper's wallet. */
export const walletRail: PaymentRail = {
  async pay(request) {
    const { opened, transaction, providerThreeD } = await walletCard(request);
    // The bank's instalment rules hold for a saved card as for a typed one.
    await chosenInstallment(opened.card.Bin, request.amount, [], transaction.installmentCount);
    const scheme = (await cardDirectory(opened.card.Bin))?.scheme ?? 'visa';
    return paymentGateway().authorise({
      reference: request.reference,
      amount: request.amount,
      installmentCount: transaction.installmentCount,
      card: {
        number: opened.number,
        expMonth: opened.expMonth,
        expYear: opened.expYear,
        // A card on file is paid without its security code (never stored); the provider's cryptogram stands in.
        securityCode: '0'.repeat(securityCodeLength(scheme)),
        holder: opened.holder,
      },
      threeD: transaction.threeD || providerThreeD,
      returnUrl: new URL(CHECKOUT_API.threeDReturn, shopperOrigin()).toString(),
      lang: request.lang,
      order: request.order,
    });
  },
  cancelPending: (transactionId) => paymentGateway().cancelPending(transactionId),
  refund: (transactionId, amount, detail) => paymentGateway().refund(transactionId, amount, detail),
};
