import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { assertSfClient } from '@lib/sellerqa/headers.server';
import { askSeller } from '@lib/sellerqa/questions.server';
import { createQuestionSchema } from '@lib/sellerqa/rules';

/** POST create-seller-question (ProductId, Text, OrderNumber?, StoreId 2): a member's question to a marketplace seller. */
export const POST = endpoint({ body: createQuestionSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  return askSeller(customerIdOf(context), body, context.locals.lang);
});
