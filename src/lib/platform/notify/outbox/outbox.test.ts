import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryError, type EmailDelivery, type SmsDelivery, type Transport } from '../transport';

// The outbox on an in-memory PGlite with transports the test controls: what is written with a
// change and what is not, once-only keys, retries on the store's clock, failures the operator
// resends, commercial consent, and a sender that died mid-send.

const sent: (EmailDelivery | SmsDelivery)[] = [];
let failures: DeliveryError[] = [];
const controlled = <M extends EmailDelivery | SmsDelivery>(): Transport<M> => ({
  name: 'test',
  async deliver(message) {
    const failure = failures.shift();
    if (failure) throw failure;
    sent.push(message);
    return { providerId: `p-${sent.length}` };
  },
});
vi.mock('../transports.server', () => ({
  emailTransport: controlled,
  smsTransport: controlled,
  checkTransports: () => undefined,
  closeTransports: async () => undefined,
}));

const code = { code: '123456', minutes: 3, purpose: 'register' as const };

async function load() {
  const outbox = await import('../index.server');
  const { db } = await import('@lib/platform/db/client.server');
  const { outgoingMessages } = await import('../tables.server');
  const clock = await import('@lib/platform/clock/clock.server');
  return { ...outbox, database: await db(), outgoingMessages, clock };
}
type Loaded = Awaited<ReturnType<typeof load>>;
let o: Loaded;
const rowOf = async (id: string) => (await o.database.select().from(o.outgoingMessages).where(eq(o.outgoingMessages.id, id)))[0]!;

describe('the durable outbox', () => {
  beforeAll(async () => {
    Object.assign(process.env, { PGLITE_DIR: 'memory://', TEST_CLOCK: '1', OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETRY_SECONDS: '30' });
    o = await load();
  });
  afterAll(async () => {
    await o.stopOutbox();
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });
  beforeEach(() => {
    sent.length = 0;
    failures = [];
  });

  it('writes messages with the transaction that causes them, and none when it rolls back', async () => {
    await expect(
      o.database.transaction(async (tx) => {
        await o.enqueue(tx, { channel: 'sms', to: '5320000001', lang: 'tr', kind: 'code', data: code });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [id] = await o.database.transaction((tx) =>
      o.enqueue(tx, { channel: 'sms', to: '5320000002', lang: 'en', kind: 'code', data: code }),
    );
    await o.flushOutbox();
    expect(sent.map((m) => m.to)).toEqual(['5320000002']);
    expect(sent[0]!.id).toBe(id);
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 1, provider: 'test', providerId: 'p-1' });
  });

  it('writes a message with a dedupe key once, however often it is enqueued', async () => {
    const message = {
      channel: 'email' as const,
      to: 'Ayse@Example.com',
      lang: 'tr' as const,
      kind: 'code' as const,
      data: code,
      dedupeKey: 'once:1',
    };
    const first = await o.enqueue(o.database, message);
    const second = await Promise.all([o.enqueue(o.database, message), o.enqueue(o.database, message)]);
    expect(first).toHaveLength(1);
    expect(second.flat()).toEqual([]);
    await o.flushOutbox();
    expect(sent.map((m) => m.to)).toEqual(['ayse@example.com']);
  });

  it('refuses a bad recipient or data that does not fit the kind, writing nothing', async () => {
    const before = (await o.database.select().from(o.outgoingMessages)).length;
    await expect(o.enqueue(o.database, { channel: 'sms', to: '02121234567', lang: 'tr', kind: 'code', data: code })).rejects.toThrow();
    await expect(o.enqueue(o.database, { channel: 'email', to: 'not-an-address', lang: 'tr', kind: 'code', data: code })).rejects.toThrow();
    await expect(
      o.enqueue(o.database, { channel: 'sms', to: '5320000003', lang: 'tr', kind: 'code', data: { ...code, code: 'abc' } }),
    ).rejects.toThrow();
    expect((await o.database.select().from(o.outgoingMessages)).length).toBe(before);
  });

  it('retries what may pass later on the store clock, doubling the wait, then fails it for the operator', async () => {
    failures = [
      new DeliveryError('421 try later', true, '421'),
      new DeliveryError('421 try later', true, '421'),
      new DeliveryError('421 try later', true, '421'),
    ];
    const [id] = await o.enqueue(o.database, { channel: 'email', to: 'retry@example.com', lang: 'tr', kind: 'code', data: code });
    await o.flushOutbox();
    const first = await rowOf(id!);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, errorCode: '421' });
    expect(first.nextAttemptAt.getTime() - o.clock.now().getTime()).toBeGreaterThan(25_000);
    // Not due yet: nothing is tried.
    await o.flushOutbox();
    expect((await rowOf(id!)).attempts).toBe(1);
    o.clock.advanceClock(31);
    await o.flushOutbox();
    const second = await rowOf(id!);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.nextAttemptAt.getTime() - o.clock.now().getTime()).toBeGreaterThan(55_000);
    o.clock.advanceClock(61);
    await o.flushOutbox();
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 3, errorCode: '421', lastError: '421 try later' });
    expect(sent).toEqual([]);
    expect((await o.outboxEntries('failed')).map((e) => e.id)).toContain(id);
    // The operator fixed the relay: the resend goes out, once, however often it is pressed.
    expect(await Promise.all([o.resendFailed([id!]), o.resendFailed([id!])]).then((n) => n[0]! + n[1]!)).toBe(1);
    await o.flushOutbox();
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.map((m) => m.id)).toEqual([id]);
    expect(await o.resendFailed([id!])).toBe(0);
  });

  it('fails at once what retrying cannot cure', async () => {
    failures = [new DeliveryError('invalid number', false, '70')];
    const [id] = await o.enqueue(o.database, { channel: 'sms', to: '5320000004', lang: 'tr', kind: 'code', data: code });
    await o.flushOutbox();
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 1, errorCode: '70' });
  });

  it('sends a commercial message only while the member allows the channel, checked at sending', async () => {
    const allowed = new Set([1]);
    o.setCommercialConsent(async (customerId) => allowed.has(customerId));
    const campaign = { title: 'Kış', body: 'Yeni sezon', path: '/campaigns/kis' };
    const ids = await o.enqueue(
      o.database,
      { channel: 'sms', to: '5320000005', lang: 'tr', kind: 'campaign', data: campaign, customerId: 1 },
      { channel: 'sms', to: '5320000006', lang: 'tr', kind: 'campaign', data: campaign, customerId: 2 },
    );
    await expect(
      o.enqueue(o.database, { channel: 'sms', to: '5320000007', lang: 'tr', kind: 'campaign', data: campaign }),
    ).rejects.toThrow();
    await o.flushOutbox();
    expect(sent.map((m) => [m.to, m.commercial])).toEqual([['5320000005', true]]);
    expect((await rowOf(ids[1]!)).status).toBe('suppressed');
  });

  it('takes over a message whose sender died mid-send once its lease runs out, and sends a code at once', async () => {
    const [id] = await o.enqueue(o.database, { channel: 'sms', to: '5320000008', lang: 'tr', kind: 'code', data: code });
    // A sender takes it and dies before any outcome.
    const { claimDue } = await import('./claim.server');
    expect((await claimDue(o.database, 10)).map((r) => r.id)).toContain(id);
    await o.flushOutbox(50);
    expect(sent).toEqual([]);
    o.clock.advanceClock(61);
    await o.flushOutbox();
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 2 });
    await o.sendNow({ channel: 'sms', to: '5320000009', lang: 'tr', kind: 'code', data: code });
    expect(sent.map((m) => m.to)).toEqual(['5320000008', '5320000009']);
  });
});
