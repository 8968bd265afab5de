import { env } from '@lib/config/env.server';
import { DomainError } from '@lib/errors/domain-error';
import { endpoint } from '@lib/http/api.server';
import { answerAllNow } from '@lib/sellerqa/seller.server';

/** POST: the seller sandbox answers every waiting question now (development page only; unknown otherwise). */
export const POST = endpoint({}, async () => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  return { Answered: await answerAllNow() };
});
