import { endpoint } from '@lib/http/api.server';
import { plusInstallments } from '@lib/payments/instalments.server';
import { additionalInstallmentTextBody } from '@lib/payments/schema';
import type { AdditionalInstallmentTextReply } from '@lib/payments/schema';

/** POST additional instalment text (binNo): the bank's "+N instalments" line, or null. */
export const POST = endpoint(
  { body: additionalInstallmentTextBody },
  async (context, { body }): Promise<AdditionalInstallmentTextReply> => {
    const { count } = await plusInstallments(body.binNo);
    return { Text: count > 0 ? context.locals.t('payments:plusInstallments', { count }) : null };
  },
);
