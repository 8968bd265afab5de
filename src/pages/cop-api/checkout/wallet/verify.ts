import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { verifyBody } from '@lib/wallet/schema';
import { verifyCode, walletCaller } from '@lib/wallet/service.server';

/** POST the one-time code or PIN of a link or an added card (referenceNo, code); 1409 keeps the prompt. */
export const POST = endpoint({ body: verifyBody }, async (context, { body }) =>
  verifyCode(await walletCaller(customerIdOf(context), context.locals.lang), body.referenceNo, body.code),
);
