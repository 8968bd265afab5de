import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmtpSink } from '../../../../../tests/support/smtp-sink';
import type { EmailDelivery, Transport } from '../transport';

// The outbox with the store's real SMTP transport and a real SMTP server on 127.0.0.1: the relay is
// down for a while, then up; every message written meanwhile arrives, and each exactly once.

const held = vi.hoisted(() => ({ transport: undefined as Transport<EmailDelivery> | undefined }));
vi.mock('../transports.server', () => ({
  emailTransport: () => held.transport,
  smsTransport: () => {
    throw new Error('no SMS in this test');
  },
  checkTransports: () => undefined,
  closeTransports: async () => undefined,
}));

describe('the outbox and a relay that is down for a while', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    Object.assign(process.env, { PGLITE_DIR: 'memory://', TEST_CLOCK: '1', OUTBOX_MAX_ATTEMPTS: '5', OUTBOX_RETRY_SECONDS: '30' });
    sink = await SmtpSink.start();
    await sink.stop();
    const { smtpTransport } = await import('../smtp/smtp.server');
    held.transport = smtpTransport({
      url: sink.url(),
      from: 'Vitrin <siparis@vitrin.example>',
      timeoutSeconds: 2,
      origin: () => 'https://shop.example',
    });
  });
  afterAll(async () => {
    await sink.stop();
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('keeps every message while the relay is down and delivers each once when it is back', async () => {
    const { enqueue, flushOutbox } = await import('../index.server');
    const { db } = await import('@lib/platform/db/client.server');
    const { outgoingMessages } = await import('../tables.server');
    const { advanceClock } = await import('@lib/platform/clock/clock.server');
    const database = await db();
    const code = (n: number) => ({
      channel: 'email' as const,
      to: `musteri${n}@example.com`,
      lang: 'tr' as const,
      kind: 'code' as const,
      data: { code: `12345${n}`, minutes: 3, purpose: 'register' as const },
    });
    const ids = await enqueue(database, ...[0, 1, 2, 3, 4].map(code));
    await flushOutbox();
    const waiting = await database.select().from(outgoingMessages);
    expect(waiting.filter((row) => ids.includes(row.id)).map((row) => [row.status, row.attempts])).toEqual(Array(5).fill(['pending', 1]));
    expect(sink.received).toEqual([]);

    await sink.start();
    advanceClock(31);
    await flushOutbox();
    await Promise.all(ids.map((id) => sink.waitFor((mail) => mail.messageId === `<${id}@vitrin.example>`)));
    // Nothing is due again: a later round sends none of them a second time.
    advanceClock(3600);
    await flushOutbox();
    for (const id of ids) expect(sink.countOf(`${id}@vitrin.example`)).toBe(1);
    for (const id of ids)
      expect((await database.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
  });
});
