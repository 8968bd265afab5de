import { endpoint } from '@lib/platform/http/api.server';
import { plusInstallments } from '@lib/checkout/payments/card/instalments.server';
import { additionalBankInstallmentsBody } from '@lib/checkout/payments/card/schema';
import type { AdditionalBankInstallmentsReply } from '@lib/checkout/payments/card/schema';

/** POST additional bank instalments (cardNo): the instalments the card's bank adds on its own; only the BIN is read. */
export const POST = endpoint(
  { body: additionalBankInstallmentsBody },
  async (context, { body }): Promise<AdditionalBankInstallmentsReply> => {
    const { bankCode, count } = await plusInstallments(body.cardNo);
    return {
      BankCode: bankCode,
      AdditionalInstallmentCount: count,
      Text: count > 0 ? context.locals.t('payments:plusInstallments', { count }) : null,
    };
  },
);
