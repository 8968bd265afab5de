import { CART_API } from '@lib/bag/cart/schema';
import { call } from '@lib/platform';

// Sharing the bag with a digital stylist (docs/behaviour/bag.md#sharing-with-a-digital-stylist): a read-only link, sent by SMS or
// e-mail, or a ticket an advisor takes up (advisor-hours.ts has the hours).

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

/** A stylist ticket as the server took it: at once within hours, or queued for the next opening. */
export interface TicketAnswer {
  TicketNo: string;
  ScheduledFor: string;
  IsQueued: boolean;
}

export const SHARE = { url: CART_API.shareUrl, send: CART_API.shareSend, ticket: CART_API.shareTicket } as const;
