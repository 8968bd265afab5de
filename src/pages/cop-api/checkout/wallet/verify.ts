import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { verifyBody } from '@lib/checkout';
import { verifyCode, walletCaller } from '@lib/checkout/index.server';

/** POST the one-time code or PIN of a link or an added card (referenceNo, code); 1409 keeps the prompt. */
export const POST = endpoint({ body: verifyBody }, async (context, { body }) =>
  verifyCode(await walletCaller(customerIdOf(context), context.locals.lang), body.referenceNo, body.code),
);
