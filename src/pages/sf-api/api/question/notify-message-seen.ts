import { DomainError } from '@lib/platform';
import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { assertSfClient, markSeen } from '@lib/programmes/index.server';
import { seenSchema } from '@lib/programmes';

/** POST notify-message-seen (customerId, messageId, StoreId 2): the member has seen the answer. */
export const POST = endpoint({ body: seenSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  if (body.customerId !== customerIdOf(context)) throw new DomainError('SELLER_QUESTION_FORBIDDEN');
  return markSeen(body.customerId, body.messageId);
});
