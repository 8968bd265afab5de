import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import type { Executor } from '@lib/platform/db/client.server';
import type { Lang } from '@lib/platform/i18n/lang';
import { MESSAGE_KINDS, type MessageData, type MessageKind } from '../messages';
import { outgoingMessages } from '../tables.server';

/** The notice channel a committed enqueue wakes the sender on (PGlite delivers it at commit). */
export const OUTBOX_CHANNEL = 'outbox';

/** A message to send: who to, in which language, what kind, and its facts. */
export interface Outgoing<K extends MessageKind = MessageKind> {
  channel: 'sms' | 'email';
  /** A 10-digit mobile number (5xxxxxxxxx) or an e-mail address. */
  to: string;
  lang: Lang;
  kind: K;
  data: MessageData<K>;
  /** The member it is for: required for a commercial kind, whose consent is checked at sending. */
  customerId?: number;
  /** Makes the enqueue happen once: a second one with the same key is ignored (a settle run twice). */
  dedupeKey?: string;
}

const PHONE = /^5\d{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** The outbox row of a message, after checking its recipient and its data against the kind's schema. */
export function rowOf(message: Outgoing, id: string = randomUUID()) {
  const kind = MESSAGE_KINDS[message.kind];
  if (!kind) throw new Error(`unknown message kind ${message.kind}`);
  const to = message.channel === 'email' ? message.to.trim().toLowerCase() : message.to;
  if (!(message.channel === 'sms' ? PHONE : EMAIL).test(to)) throw new Error(`not a ${message.channel} recipient`);
  if (kind.commercial && message.customerId === undefined) throw new Error('a commercial message names its member');
  const at = now();
  return {
    id,
    channel: message.channel,
    recipient: to,
    lang: message.lang,
    kind: message.kind,
    data: kind.data.parse(message.data),
    commercial: kind.commercial,
    customerId: message.customerId ?? null,
    dedupeKey: message.dedupeKey ?? null,
    nextAttemptAt: at,
    createdAt: at,
  };
}

/**
 * Writes messages into the outbox through `executor`: pass the transaction of the change that
 * causes them, so they exist exactly when the change does. The sender delivers them once committed.
 * Answers the ids written (a message whose dedupe key was already used is not written again).
 */
export async function enqueue(executor: Executor, ...messages: Outgoing[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => rowOf(message));
  const written = await executor
    .insert(outgoingMessages)
    .values(rows)
    .onConflictDoNothing({ target: outgoingMessages.dedupeKey })
    .returning({ id: outgoingMessages.id });
  if (written.length > 0) await wakeSender(executor);
  return written.map((row) => row.id);
}

/** Tells the sender there is something to send; heard at commit, never before, so the rows can be seen. */
export async function wakeSender(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
