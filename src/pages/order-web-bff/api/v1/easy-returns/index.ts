import { endpoint } from '@lib/platform/index.server';
import { returnOrderSchema } from '@lib/orders';
import { submitReturn } from '@lib/orders/index.server';

/** POST return order: { IsSucceeded, ErrorMessages, Data: { EasyReturnId, ShowCaptcha } }; a repeated IdempotencyKey answers the first return. */
export const POST = endpoint({ body: returnOrderSchema }, async (context, { body }) => submitReturn(context.locals.session, body));
