import { DomainError } from '@lib/errors/domain-error';
import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { assertSfClient } from '@lib/sellerqa/headers.server';
import { markSeen } from '@lib/sellerqa/questions.server';
import { seenSchema } from '@lib/sellerqa/rules';

/** POST notify-message-seen (customerId, messageId, StoreId 2): the member has seen the answer. */
export const POST = endpoint({ body: seenSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  if (body.customerId !== customerIdOf(context)) throw new DomainError('SELLER_QUESTION_FORBIDDEN');
  return markSeen(body.customerId, body.messageId);
});
