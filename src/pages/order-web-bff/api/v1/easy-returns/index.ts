import { endpoint } from '@lib/platform/http/api.server';
import { returnOrderSchema } from '@lib/orders/returns/reasons';
import { submitReturn } from '@lib/orders/returns/submit.server';

/** POST return order: { IsSucceeded, ErrorMessages, Data: { EasyReturnId, ShowCaptcha } }; a repeated IdempotencyKey answers the first return. */
export const POST = endpoint({ body: returnOrderSchema }, async (context, { body }) => submitReturn(context.locals.session, body));
