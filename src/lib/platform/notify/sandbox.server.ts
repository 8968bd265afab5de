import { desc, eq } from 'drizzle-orm';
import { db } from '@lib/platform/db/client.server';
import { outboxMessages } from './tables.server';
import { type Delivered, DeliveryError, type EmailDelivery, type SmsDelivery, type Transport } from './transport';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/**
 * Keeps a delivered message once: a second delivery of the same outgoing id changes nothing. It is
 * kept under the time the store wrote it, so the outbox reads newest-written first even when one
 * batch delivers several messages at once, in any order.
 */
async function keep(row: typeof outboxMessages.$inferInsert): Promise<Delivered> {
  await (await db()).insert(outboxMessages).values(row).onConflictDoNothing({ target: outboxMessages.messageId });
  return { providerId: row.messageId ?? undefined };
}

/**
 * The sandbox mailbox: keeps each e-mail for /dev/outbox and the tests. Like a real relay it
 * refuses what no relay could deliver: a domain under the reserved `.invalid` (RFC 2606) answers
 * 550, so the store's handling of a bounced address can be seen without a real one.
 */
export const sandboxEmail: Transport<EmailDelivery> = {
  name: 'sandbox',
  async deliver(message) {
    if (message.to.endsWith('.invalid')) throw new DeliveryError('550 mailbox unavailable', false, '550');
    return keep({
      messageId: message.id,
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      createdAt: message.writtenAt,
    });
  },
};

/** The sandbox SMS gateway: keeps each text for /dev/outbox and the tests. */
export const sandboxSms: Transport<SmsDelivery> = {
  name: 'sandbox',
  deliver: (message) =>
    keep({ messageId: message.id, channel: 'sms', recipient: message.to, body: message.text, createdAt: message.writtenAt }),
};

/** What the sandboxes received, newest first, optionally for one recipient. */
export async function listSandboxOutbox(options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const query = (await db()).select().from(outboxMessages);
  const filtered = options.recipient ? query.where(eq(outboxMessages.recipient, options.recipient)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit ?? 100);
}

/** One message the sandboxes received, by its number in the development outbox. */
export async function sandboxMessage(id: number): Promise<OutboxMessage | undefined> {
  const [row] = await (await db()).select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}
