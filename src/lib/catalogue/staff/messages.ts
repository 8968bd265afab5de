import { z } from 'zod';
import { CAMPAIGN_LIMITS, LANGS, type OutboxEntry, sitePath } from '@lib/platform';

// The operator's calls on the outbox (/editor-api/messages, the editor's messages page): paths,
// request schemas and the shapes of their results, shared by the endpoints and the page's island,
// so both refuse the same input. Client-safe: no server module.

export const MESSAGES_API = {
  list: '/editor-api/messages',
  resend: '/editor-api/messages/resend',
  campaign: '/editor-api/messages/campaign',
} as const;

/** The states an operator lists: what failed (to resend), what waits, what went. */
const OUTBOX_VIEWS = ['failed', 'pending', 'sent'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

/** How many messages a list shows, and a resend takes at once. */
export const OUTBOX_PAGE = 100;

/** The channels a message goes by, e-mail first (the form's default). */
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** GET the messages in one state, newest first. */
export const messagesQuerySchema = z.object({ status: z.enum(OUTBOX_VIEWS).default('failed') });
/** POST failed messages back in line. */
export const resendBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(OUTBOX_PAGE) });
/** POST a campaign announcement; `key` is the form's own, so a repeated submission writes nothing twice. */
export const campaignBodySchema = z.object({
  channel: z.enum(CHANNELS),
  lang: z.enum(LANGS),
  title: z.string().trim().min(1).max(CAMPAIGN_LIMITS.title),
  body: z.string().trim().min(1).max(CAMPAIGN_LIMITS.body),
  path: sitePath,
  key: z.string().regex(/^[\w-]{8,64}$/),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;

/** One message as the operator's list shows it (the outbox's entry). */
export type MessageRow = OutboxEntry;
