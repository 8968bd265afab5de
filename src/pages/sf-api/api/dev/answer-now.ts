import { env, endpoint } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { answerAllNow } from '@lib/programmes/index.server';

/** POST: the seller sandbox answers every waiting question now (development page only; unknown otherwise). */
export const POST = endpoint({}, async () => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  return { Answered: await answerAllNow() };
});
