import { shareSendSchema } from '@lib/cart/schema';
import { sendShare } from '@lib/cart/share.server';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** POST share/send { Channel, To }: the cart's link by SMS or e-mail. */
export const POST = endpoint({ body: shareSendSchema }, async (context, { body }) => sendShare(callerOf(context), body.Channel, body.To));
