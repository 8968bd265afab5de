import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { assertSfClient } from '@lib/programmes/seller-questions/headers.server';
import { askSeller } from '@lib/programmes/seller-questions/questions.server';
import { createQuestionSchema } from '@lib/programmes/seller-questions/rules';

/** POST create-seller-question (ProductId, Text, OrderNumber?, StoreId 2): a member's question to a marketplace seller. */
export const POST = endpoint({ body: createQuestionSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  return askSeller(customerIdOf(context), body, context.locals.lang);
});
