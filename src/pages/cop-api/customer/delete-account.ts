import { deleteAccount } from '@lib/app/index.server';
import { otpVerifySchema } from '@lib/account';
import { endpoint, sessionOf, signOut } from '@lib/platform/index.server';

/** POST the deletion's code: a right one erases the account, ends every session of it and clears this cookie. */
export const POST = endpoint({ body: otpVerifySchema }, async (context, { body }) => {
  await deleteAccount({ session: sessionOf(context), requestId: body.RequestId, code: body.Otp, lang: context.locals.lang });
  await signOut(context);
  return null;
});
