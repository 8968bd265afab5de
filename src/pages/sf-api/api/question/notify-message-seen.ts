import { DomainError } from '@lib/platform/errors/domain-error';
import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { assertSfClient } from '@lib/programmes/seller-questions/headers.server';
import { markSeen } from '@lib/programmes/seller-questions/questions.server';
import { seenSchema } from '@lib/programmes/seller-questions/rules';

/** POST notify-message-seen (customerId, messageId, StoreId 2): the member has seen the answer. */
export const POST = endpoint({ body: seenSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  if (body.customerId !== customerIdOf(context)) throw new DomainError('SELLER_QUESTION_FORBIDDEN');
  return markSeen(body.customerId, body.messageId);
});
