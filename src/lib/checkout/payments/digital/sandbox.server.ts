import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { db, now } from '@lib/platform/index.server';
import { DomainError, localizedPath } from '@lib/platform';
import { checkReturn } from '@lib/checkout/payments/card/signature.server';
import { PROVIDER_ANSWERS } from './codes';
import type { DigitalProvider, ProviderOutcome, StartRequest } from './provider';
import { type DigitalCode, SANDBOX_KURUS } from './providers';
import { digitalSecret } from './secret.server';
import { digitalOutages, digitalSessions } from './tables.server';

// The sandbox GarantiPay and PayPal (docs/decisions/0022-digital-providers.md): one provider
// service inside the project with its own tables. It starts a session per order reference, and its
// page (page.server.ts) ends each session once, approved or refused, with a signed return.

/** The provider's page of a session, in the shopper's language. */
const sessionPath = (id: string, lang: StartRequest['lang']) => localizedPath(`/sandbox-pay/${id}`, lang);

/** Statuses a session ends refused in. */
export const REFUSED = new Set(['cancelled', 'declined', 'expired']);

/** Whether the sandbox provider is switched off (an outage set by the test control). */
async function isDown(code: DigitalCode): Promise<boolean> {
  const [row] = await (await db()).select().from(digitalOutages).where(eq(digitalOutages.provider, code));
  return Boolean(row);
}

/** Switches a sandbox provider off or on again (the test control of an outage). */
export async function setOutage(code: DigitalCode, down: boolean): Promise<void> {
  const database = await db();
  if (down) await database.insert(digitalOutages).values({ provider: code }).onConflictDoNothing();
  else await database.delete(digitalOutages).where(eq(digitalOutages.provider, code));
}

async function start(code: DigitalCode, request: StartRequest) {
  // A provider that is down, or the documented ,13 TL amount, cannot start a session.
  if (
    !Number.isInteger(request.amount) ||
    request.amount <= 0 ||
    request.amount % 100 === SANDBOX_KURUS.initFails ||
    (await isDown(code))
  ) {
    throw new DomainError('MOBIL_EXPRESS_INITIALIZE_FAILED');
  }
  const database = await db();
  // Created by the store's clock, which the provider's page expires by and the pending sweep reads.
  const row = {
    id: randomUUID(),
    provider: code,
    reference: request.reference,
    amount: request.amount,
    status: 'awaiting',
    createdAt: now(),
  };
  // One reference, one session: a repeat (or a parallel twin) inserts nothing and reads the first.
  const [inserted] = await database
    .insert(digitalSessions)
    .values(row)
    .onConflictDoNothing({ target: digitalSessions.reference })
    .returning();
  const session = inserted ?? (await database.select().from(digitalSessions).where(eq(digitalSessions.reference, request.reference)))[0]!;
  if (session.provider !== code) throw new DomainError('MOBIL_EXPRESS_INITIALIZE_FAILED');
  return { sessionId: session.id, redirectUrl: sessionPath(session.id, request.lang) };
}

async function readReturn(fields: Record<string, string>): Promise<ProviderOutcome | null> {
  const signed = checkReturn(await digitalSecret(), fields);
  if (!signed || !/^[0-9a-f-]{36}$/.test(signed.PaymentId)) return null;
  const [row] = await (await db()).select().from(digitalSessions).where(eq(digitalSessions.id, signed.PaymentId));
  if (!row || row.reference !== signed.Reference || row.code !== signed.Code) return null;
  const status = row.status === 'approved' ? 'approved' : REFUSED.has(row.status) ? 'declined' : null;
  if (status !== signed.Status) return null;
  return { reference: row.reference, sessionId: row.id, status, code: status === 'declined' ? row.code : null };
}

async function cancelPending(sessionId: string): Promise<'cancelled' | 'approved' | 'declined'> {
  const database = await db();
  const [cancelled] = await database
    .update(digitalSessions)
    .set({ status: 'cancelled', code: PROVIDER_ANSWERS.expired, completedAt: now() })
    .where(and(eq(digitalSessions.id, sessionId), eq(digitalSessions.status, 'awaiting')))
    .returning({ id: digitalSessions.id });
  if (cancelled) return 'cancelled';
  const [row] = await database.select({ status: digitalSessions.status }).from(digitalSessions).where(eq(digitalSessions.id, sessionId));
  if (row?.status === 'approved' || row?.status === 'refunded') return 'approved';
  return row?.status === 'declined' ? 'declined' : 'cancelled';
}

async function refund(sessionId: string, amount: number): Promise<{ ok: boolean; code: string }> {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: 'INVALID_AMOUNT' };
  const database = await db();
  // One statement: parallel refunds together never give back more than was paid.
  const [done] = await database
    .update(digitalSessions)
    .set({
      refunded: sql`${digitalSessions.refunded} + ${amount}`,
      status: sql`case when ${digitalSessions.refunded} + ${amount} = ${digitalSessions.amount} then 'refunded' else ${digitalSessions.status} end`,
    })
    .where(
      and(
        eq(digitalSessions.id, sessionId),
        eq(digitalSessions.status, 'approved'),
        lte(sql`${digitalSessions.refunded} + ${amount}`, digitalSessions.amount),
      ),
    )
    .returning({ id: digitalSessions.id });
  if (done) return { ok: true, code: PROVIDER_ANSWERS.approved };
  const [row] = await database.select({ status: digitalSessions.status }).from(digitalSessions).where(eq(digitalSessions.id, sessionId));
  return { ok: false, code: row?.status === 'approved' ? 'INVALID_AMOUNT' : 'INSTRUMENT_NOT_AVAILABLE' };
}

/** The sandbox providers as the store's digital provider. */
export const sandboxProvider: DigitalProvider = { start, readReturn, cancelPending, refund };
