import { exportState, requestExport } from '@lib/app/index.server';
import { otpVerifySchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** GET: the member's latest request for their data, as their page shows it (null: none yet). */
export const GET = endpoint({}, (context) => exportState(context.locals.session, context.locals.lang));

/** POST the request's code: a right one starts the file (or answers the one already being built). */
export const POST = endpoint({ body: otpVerifySchema }, (context, { body }) =>
  requestExport({ session: sessionOf(context), requestId: body.RequestId, code: body.Otp, lang: context.locals.lang }),
);
