import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { otpRequirement } from '@lib/programmes/index.server';
import { rebornIdSchema } from '@lib/programmes';

/** GET is-otp-required (rebornId): whether approval needs a code, whether it was given, where codes go. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) => otpRequirement(customerIdOf(context), query.rebornId));
