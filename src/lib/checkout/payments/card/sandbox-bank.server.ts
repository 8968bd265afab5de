import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { db, now } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { cardDigits, isCardNumber, maskCard } from './cards';
import { BANK_CODES } from './codes';
import { binInfo } from './directory.server';
import type { AuthoriseOutcome, AuthoriseRequest, PaymentGateway, ThreeDOutcome } from '../gateway';
import { decide } from './sandbox-rules';
import { bankSecret } from './secret.server';
import { checkReturn } from './signature.server';
import { bankPayments } from './tables.server';

// The sandbox bank: a stand-in acquirer inside the project (docs/decisions/0017-sandbox-bank.md).
// It keeps its own record of each payment in bank_payments, keyed by the store's reference, and
// never holds more of a card than its masked number.

type Row = typeof bankPayments.$inferSelect;

/** Statuses a payment ends declined in. */
const DECLINED = new Set(['declined', '3d_failed', 'cancelled']);

// The 3-D page of a payment, on this site.
const threeDPath = (id: string) => `/sandbox-bank/3d/${id}`;

async function schemeOfMasked(masked: string): Promise<string> {
  return (await binInfo(masked.slice(0, 6)))?.scheme ?? 'unknown';
}

/** The outcome a stored payment answers, now and on every repeat of its reference. */
async function outcomeOf(row: Row, scheme?: string): Promise<AuthoriseOutcome> {
  const trace = { maskedCard: row.maskedCard, brand: scheme ?? (await schemeOfMasked(row.maskedCard)), bankCode: row.bankCode };
  if (row.status === 'awaiting_3d') return { status: 'three_d', transactionId: row.id, redirectUrl: threeDPath(row.id), ...trace };
  if (DECLINED.has(row.status)) return { status: 'declined', transactionId: row.id, code: row.code, ...trace };
  return { status: 'approved', transactionId: row.id, ...trace };
}

/** Only a path on this site or an http(s) address may receive the 3-D page's form. */
function checkReturnUrl(url: string): void {
  if (!/^(\/(?!\/)|https?:\/\/)/.test(url)) throw new Error('returnUrl must be a path or an http(s) address');
}

async function authorise(request: AuthoriseRequest): Promise<AuthoriseOutcome> {
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw new Error('amount must be a positive number of kuruş');
  checkReturnUrl(request.returnUrl);
  const digits = cardDigits(request.card.number);
  // A number that is no card, or a BIN no bank issues: refused before anything is recorded.
  if (!isCardNumber(digits)) throw new DomainError('INVALID_BIN');
  const info = await binInfo(digits);
  if (!info) throw new DomainError('INVALID_BIN');
  if (request.threeD && !info.bank.threeDSecure) throw new DomainError('BANK_WITHOUT_3D');
  const decision = decide(
    {
      digits,
      expMonth: request.card.expMonth,
      expYear: request.card.expYear,
      securityCode: request.card.securityCode,
      installmentCount: request.installmentCount,
      threeD: request.threeD,
      scheme: info.scheme,
      cardType: info.cardType,
      forceThreeD: info.forceThreeD,
      bankThreeD: info.bank.threeDSecure,
      planCounts: info.bank.plans.map((p) => p.count),
    },
    now(),
  );
  const database = await db();
  const threeD = decision.status === 'three_d';
  const row = {
    id: randomUUID(),
    reference: request.reference,
    amount: request.amount,
    installmentCount: request.installmentCount,
    maskedCard: maskCard(digits),
    bankCode: info.bank.code,
    status: threeD ? 'awaiting_3d' : decision.status,
    code: decision.status === 'declined' ? decision.code : threeD ? '' : BANK_CODES.approved,
    threeDCode: threeD ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
    returnUrl: threeD ? request.returnUrl : null,
    completedAt: threeD ? null : now(),
    // The store's clock, which the 3-D page expires by and the pending sweep reads.
    createdAt: now(),
  };
  // One reference, one charge: a repeat (or a parallel twin) inserts nothing and reads the first.
  const [inserted] = await database.insert(bankPayments).values(row).onConflictDoNothing({ target: bankPayments.reference }).returning();
  if (inserted) return outcomeOf(inserted, info.scheme);
  const [first] = await database.select().from(bankPayments).where(eq(bankPayments.reference, request.reference));
  return outcomeOf(first!, first!.maskedCard === row.maskedCard ? info.scheme : undefined);
}

/** The payment a signed return names, when it still stands as the return says. */
async function readThreeDReturn(fields: Record<string, string>): Promise<ThreeDOutcome | null> {
  const signed = checkReturn(await bankSecret(), fields);
  if (!signed) return null;
  const [row] = await (await db()).select().from(bankPayments).where(eq(bankPayments.id, signed.PaymentId));
  if (!row || row.reference !== signed.Reference || row.code !== signed.Code) return null;
  // A return whose payment has moved on (refunded, or a declined return for a payment since approved) is a replay.
  const status = row.status === 'approved' ? 'approved' : DECLINED.has(row.status) ? 'declined' : null;
  if (status !== signed.Status) return null;
  return { reference: row.reference, transactionId: row.id, status, code: status === 'declined' ? row.code : null };
}

async function cancelPending(transactionId: string): Promise<'cancelled' | 'approved' | 'declined'> {
  const database = await db();
  const [cancelled] = await database
    .update(bankPayments)
    .set({ status: 'cancelled', code: BANK_CODES.threeDAbandoned, completedAt: now() })
    .where(and(eq(bankPayments.id, transactionId), eq(bankPayments.status, 'awaiting_3d')))
    .returning({ id: bankPayments.id });
  if (cancelled) return 'cancelled';
  const [row] = await database.select({ status: bankPayments.status }).from(bankPayments).where(eq(bankPayments.id, transactionId));
  if (row?.status === 'approved' || row?.status === 'refunded') return 'approved';
  return row?.status === 'cancelled' ? 'cancelled' : 'declined';
}

async function refund(transactionId: string, amount: number): Promise<{ ok: boolean; code: string }> {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: BANK_CODES.invalidAmount };
  const database = await db();
  // One statement: concurrent refunds can never together exceed the approved amount.
  const [done] = await database
    .update(bankPayments)
    .set({
      refunded: sql`${bankPayments.refunded} + ${amount}`,
      status: sql`case when ${bankPayments.refunded} + ${amount} = ${bankPayments.amount} then 'refunded' else ${bankPayments.status} end`,
    })
    .where(
      and(
        eq(bankPayments.id, transactionId),
        eq(bankPayments.status, 'approved'),
        lte(sql`${bankPayments.refunded} + ${amount}`, bankPayments.amount),
      ),
    )
    .returning({ id: bankPayments.id });
  if (done) return { ok: true, code: BANK_CODES.approved };
  const [row] = await database.select({ status: bankPayments.status }).from(bankPayments).where(eq(bankPayments.id, transactionId));
  return { ok: false, code: row?.status === 'approved' ? BANK_CODES.invalidAmount : BANK_CODES.invalidTransaction };
}

/** The sandbox bank as the store's payment gateway: its BIN answers are its own tables' (plans do not depend on the amount). */
export const sandboxBank: PaymentGateway = { authorise, readThreeDReturn, cancelPending, refund, lookupCard: (cardNo) => binInfo(cardNo) };
