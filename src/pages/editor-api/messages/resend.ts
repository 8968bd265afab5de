import { resendBodySchema } from '@lib/catalogue';
import { requireStaff } from '@lib/catalogue/index.server';
import { endpoint, logger, resendFailed } from '@lib/platform/index.server';

/** POST { ids }: failed messages back in line, attempts counted afresh; answers how many went (publishers only). */
export const POST = endpoint({ body: resendBodySchema }, async ({ locals }, { body }) => {
  const staff = requireStaff(locals, 'publisher');
  const resent = await resendFailed(body.ids);
  // Who sent a message again is the operator's record (a resend can reach a customer twice).
  logger.info({ staffId: staff.id, ids: body.ids, resent }, 'outbox messages resent');
  return { resent };
});
