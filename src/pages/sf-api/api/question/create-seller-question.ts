import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { assertSfClient, askSeller } from '@lib/programmes/index.server';
import { createQuestionSchema } from '@lib/programmes';

/** POST create-seller-question (ProductId, Text, OrderNumber?, StoreId 2): a member's question to a marketplace seller. */
export const POST = endpoint({ body: createQuestionSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  return askSeller(customerIdOf(context), body, context.locals.lang);
});
