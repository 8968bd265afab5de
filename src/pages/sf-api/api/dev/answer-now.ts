import { env } from '@lib/platform/config/env.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import { endpoint } from '@lib/platform/http/api.server';
import { answerAllNow } from '@lib/programmes/seller-questions/seller.server';

/** POST: the seller sandbox answers every waiting question now (development page only; unknown otherwise). */
export const POST = endpoint({}, async () => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  return { Answered: await answerAllNow() };
});
