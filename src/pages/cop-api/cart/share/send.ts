import { shareSendSchema } from '@lib/bag';
import { sendShare } from '@lib/bag/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST share/send { Channel, To }: the cart's link by SMS or e-mail. */
export const POST = endpoint({ body: shareSendSchema }, async (context, { body }) => sendShare(callerOf(context), body.Channel, body.To));
