import { endpoint } from '@lib/platform/index.server';
import { plusInstallments } from '@lib/checkout/index.server';
import { additionalBankInstallmentsBody, type AdditionalBankInstallmentsReply } from '@lib/checkout';

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
