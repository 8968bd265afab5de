import { CART_API, sharedCartPath } from '@lib/cart/schema';
import { call } from '@lib/http/client';
import { localizedPath, type Lang } from '@lib/i18n/lang';

// Sharing the bag with a digital stylist (shopping-journey 1 and 7): a read-only link, sent by SMS or
// e-mail, or a ticket an advisor takes up. Advisors work every day 10:00 to 18:00, Istanbul time.

export const ADVISOR_HOURS = { opens: 10, closes: 18 } as const;

/** Whether the advisors are at work at a moment (Istanbul time). */
export function advisorsOpen(now = new Date()): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Istanbul' }).format(now));
  return hour >= ADVISOR_HOURS.opens && hour < ADVISOR_HOURS.closes;
}

/** What a share call came to: done (with its answer) or the server's words. */
export type ShareOutcome<T> = { ok: true; result: T } | { ok: false; message: string };

/** A share call; a failure the client already toasted comes back with no words of its own. */
export async function shareCall<T>(url: string, body?: unknown): Promise<ShareOutcome<T>> {
  try {
    const answer = await call<T>(url, { method: 'POST', body: body ?? {} });
    return answer.Success ? { ok: true, result: answer.Result as T } : { ok: false, message: answer.Message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/** The link of a shared bag: the answer's address, or one built from its token, in the page's language. */
export function shareLink(result: { Url?: string; Token?: string }, lang: Lang): string {
  if (result.Url) return result.Url;
  return `${window.location.origin}${localizedPath(sharedCartPath(result.Token ?? ''), lang)}`;
}

export const SHARE = { url: CART_API.shareUrl, send: CART_API.shareSend, ticket: CART_API.shareTicket } as const;
