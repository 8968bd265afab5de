import { call } from '@lib/platform';
import { type CampaignBody, MESSAGES_API, type MessageRow, type OutboxView } from '@lib/catalogue/staff/messages';

// The messages page's calls on the outbox (/editor-api/messages) through the store's one HTTP
// client (cookies, verification header, toasts on faults); each resolves with the envelope.

/** The messages page's calls. */
export const outboxApi = {
  list: (status: OutboxView) => call<{ entries: MessageRow[] }>(MESSAGES_API.list, { query: { status } }),
  resend: (ids: string[]) => call<{ resent: number }>(MESSAGES_API.resend, { method: 'POST', body: { ids } }),
  announce: (body: CampaignBody) => call<{ written: number }>(MESSAGES_API.campaign, { method: 'POST', body }),
};
