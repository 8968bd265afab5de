import { accountSettings } from '@lib/account/settings.server';
import { initializeQuerySchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { otpSettings } from '@lib/otp/settings.server';
import { safeReturnUrl } from '@lib/routing/guard';

/**
 * GET customer initialize: what an account screen needs before it draws (signed in or not, where
 * to return, the code try limit, the registration order), with the returnUrl kept on this site.
 */
export const GET = endpoint({ query: initializeQuerySchema }, async ({ locals }, { query }) => ({
  IsLoggedIn: locals.session?.customerId != null,
  PageType: query.pageType || null,
  ReturnUrl: safeReturnUrl(query.returnUrl),
  OtpMaxTryCount: otpSettings().OTP_MAX_TRY_COUNT,
  EmailVerificationRequired: accountSettings().EMAIL_VERIFICATION_REQUIRED,
}));
