import { endpoint } from '@lib/platform/http/api.server';
import { plusInstallments } from '@lib/checkout/payments/card/instalments.server';
import { additionalInstallmentTextBody } from '@lib/checkout/payments/card/schema';
import type { AdditionalInstallmentTextReply } from '@lib/checkout/payments/card/schema';

/** POST additional instalment text (binNo): the bank's "+N instalments" line, or null. */
export const POST = endpoint(
  { body: additionalInstallmentTextBody },
  async (context, { body }): Promise<AdditionalInstallmentTextReply> => {
    const { count } = await plusInstallments(body.binNo);
    return { Text: count > 0 ? context.locals.t('payments:plusInstallments', { count }) : null };
  },
);
