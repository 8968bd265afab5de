import { DomainError } from '@lib/platform';
import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { assertSfClient, customerQuestions } from '@lib/programmes/index.server';
import { questionsQuerySchema } from '@lib/programmes';

/** GET get-customer-questions (customerId, PageSize ≤ 10, PageNumber, StoreId 2): messages, pageCount, itemsPerPage. */
export const GET = endpoint({ query: questionsQuerySchema }, async (context, { query }) => {
  assertSfClient(context.request.headers);
  // The customerId the call names must be the signed-in member's own.
  if (query.customerId !== customerIdOf(context)) throw new DomainError('SELLER_QUESTION_FORBIDDEN');
  return customerQuestions(query.customerId, query.PageNumber, query.PageSize, context.locals.lang);
});
