import { call, type CallOptions } from '@lib/platform/http/client';
import type { Envelope } from '@lib/platform/http/envelope';
import { localizedPath, type Lang } from '@lib/platform/i18n/lang';

/** The login page with the current page as returnUrl, used when the session has expired. */
function loginUrl(lang: Lang, returnUrl = window.location.pathname + window.location.search): string {
  return `${localizedPath('/customer/login', lang)}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * A call of an account island: the shared client, plus the session rule of docs/behaviour/navigation-and-routes.md#session-and-sign-out: an expired session
 * (401 SESSION_TIMEOUT) asks for a new login and comes back here afterwards.
 */
export async function accountCall<T>(lang: Lang, url: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const answer = await call<T>(url, options);
  if (!answer.Success && answer.Exception?.ErrorCode === 'SESSION_TIMEOUT') {
    window.location.assign(loginUrl(lang));
    return new Promise<never>(() => {});
  }
  return answer;
}
