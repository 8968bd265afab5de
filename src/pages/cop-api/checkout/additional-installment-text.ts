import { endpoint } from '@lib/platform/index.server';
import { plusInstallments } from '@lib/checkout/index.server';
import { additionalInstallmentTextBody, type AdditionalInstallmentTextReply } from '@lib/checkout';

/** POST additional instalment text (binNo): the bank's "+N instalments" line, or null. */
export const POST = endpoint(
  { body: additionalInstallmentTextBody },
  async (context, { body }): Promise<AdditionalInstallmentTextReply> => {
    const { count } = await plusInstallments(body.binNo);
    return { Text: count > 0 ? context.locals.t('payments:plusInstallments', { count }) : null };
  },
);
