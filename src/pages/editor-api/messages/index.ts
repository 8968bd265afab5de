import { type MessageRow, messagesQuerySchema, OUTBOX_PAGE } from '@lib/catalogue';
import { requireStaff } from '@lib/catalogue/index.server';
import { endpoint, outboxEntries } from '@lib/platform/index.server';

/** GET ?status=failed|pending|sent: the outbox's messages in that state, newest first, at most 100 (publishers only). */
export const GET = endpoint({ query: messagesQuerySchema }, async ({ locals }, { query }) => {
  requireStaff(locals, 'publisher');
  const entries: MessageRow[] = await outboxEntries(query.status, OUTBOX_PAGE);
  return { entries };
});
