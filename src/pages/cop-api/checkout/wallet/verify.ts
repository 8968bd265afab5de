import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { verifyBody } from '@lib/checkout/payments/wallet/schema';
import { verifyCode, walletCaller } from '@lib/checkout/payments/wallet/service.server';

/** POST the one-time code or PIN of a link or an added card (referenceNo, code); 1409 keeps the prompt. */
export const POST = endpoint({ body: verifyBody }, async (context, { body }) =>
  verifyCode(await walletCaller(customerIdOf(context), context.locals.lang), body.referenceNo, body.code),
);
