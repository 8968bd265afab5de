import { DomainError } from '@lib/platform/errors/domain-error';
import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { assertSfClient } from '@lib/programmes/seller-questions/headers.server';
import { customerQuestions } from '@lib/programmes/seller-questions/questions.server';
import { questionsQuerySchema } from '@lib/programmes/seller-questions/rules';

/** GET get-customer-questions (customerId, PageSize ≤ 10, PageNumber, StoreId 2): messages, pageCount, itemsPerPage. */
export const GET = endpoint({ query: questionsQuerySchema }, async (context, { query }) => {
  assertSfClient(context.request.headers);
  // The customerId the call names must be the signed-in member's own.
  if (query.customerId !== customerIdOf(context)) throw new DomainError('SELLER_QUESTION_FORBIDDEN');
  return customerQuestions(query.customerId, query.PageNumber, query.PageSize, context.locals.lang);
});
