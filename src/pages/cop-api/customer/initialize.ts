import { initializeQuerySchema } from '@lib/account';
import { endpoint, env } from '@lib/platform/index.server';
import { safeReturnUrl } from '@lib/platform';

/**
 * GET customer initialize: what an account screen needs before it draws (signed in or not, where
 * to return, the code try limit, the registration order, the /sf-api key and client id), with the
 * returnUrl kept on this site.
 */
export const GET = endpoint({ query: initializeQuerySchema }, async ({ locals }, { query }) => ({
  IsLoggedIn: locals.session?.customerId != null,
  PageType: query.pageType || null,
  ReturnUrl: safeReturnUrl(query.returnUrl),
  OtpMaxTryCount: env().OTP_MAX_TRY_COUNT,
  EmailVerificationRequired: env().EMAIL_VERIFICATION_REQUIRED,
  // The /sf-api calls' public key and client id (seller questions and banners).
  SfApi: { ApiKey: env().SF_API_KEY, ClientId: env().SF_CLIENT_ID },
}));
