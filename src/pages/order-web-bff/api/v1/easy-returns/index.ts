import { endpoint } from '@lib/http/api.server';
import { returnOrderSchema } from '@lib/returns/reasons';
import { submitReturn } from '@lib/returns/submit.server';

/** POST return order: { IsSucceeded, ErrorMessages, Data: { EasyReturnId, ShowCaptcha } }; a repeated IdempotencyKey answers the first return. */
export const POST = endpoint({ body: returnOrderSchema }, async (context, { body }) => submitReturn(context.locals.session, body));
