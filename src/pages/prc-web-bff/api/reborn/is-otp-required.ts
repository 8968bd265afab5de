import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { otpRequirement } from '@lib/reborn/approval.server';
import { rebornIdSchema } from '@lib/reborn/schema';

/** GET is-otp-required (rebornId): whether approval needs a code, whether it was given, where codes go. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) => otpRequirement(customerIdOf(context), query.rebornId));
