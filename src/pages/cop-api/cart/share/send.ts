import { shareSendSchema } from '@lib/bag/cart/schema';
import { sendShare } from '@lib/bag/cart/share.server';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** POST share/send { Channel, To }: the cart's link by SMS or e-mail. */
export const POST = endpoint({ body: shareSendSchema }, async (context, { body }) => sendShare(callerOf(context), body.Channel, body.To));
