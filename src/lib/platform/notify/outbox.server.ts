import { desc, eq } from 'drizzle-orm';
import { db } from '@lib/platform/db/client.server';
import { messageSchema, type Notifier, type OutgoingMessage } from './notifier';
import { outboxMessages } from './tables.server';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** The sandbox transport: keeps every message in the database for /dev/outbox and the tests. */
export const outboxNotifier: Notifier = {
  async send(message: OutgoingMessage) {
    const valid = messageSchema.parse(message);
    await (await db()).insert(outboxMessages).values(valid);
  },
};

/** Messages in the outbox, newest first, optionally for one recipient. */
export async function listOutbox(options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const query = (await db()).select().from(outboxMessages);
  const filtered = options.recipient ? query.where(eq(outboxMessages.recipient, options.recipient)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit ?? 100);
}
