import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { otpRequirement } from '@lib/programmes/reborn/approval.server';
import { rebornIdSchema } from '@lib/programmes/reborn/schema';

/** GET is-otp-required (rebornId): whether approval needs a code, whether it was given, where codes go. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) => otpRequirement(customerIdOf(context), query.rebornId));
