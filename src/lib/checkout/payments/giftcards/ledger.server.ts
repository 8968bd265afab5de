import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now, db, type Db } from '@lib/platform/index.server';
import type { ErrorName } from '@lib/platform';
import type { RedeemOutcome, StoredValueProvider } from '@lib/checkout/payments/stored-value';
import type { TenderKind } from '@lib/checkout/payments/tenders';
import { storedCardLedger, storedCards } from './tables.server';

// The sandbox issuer's money movements. Every movement is a ledger row written in the same
// transaction as the stored balance; a spend is one conditional UPDATE (balance >= amount), so
// parallel spends of one card queue on its row and the later ones see what the earlier left.
// A reference spends once and is reversed once (unique indexes), so repeats change nothing.

export type StoredCard = typeof storedCards.$inferSelect;
type CardKind = Extract<TenderKind, 'gift_card' | 'imf_card'>;
/** The advisory lock class under which an IMF card is issued for a phone. */
const IMF_ISSUE_LOCK = 7_246_120;

/** A new IMF card's maximum use per order, kuruş (the order's own cap of 20,000 TL). */
const IMF_DEFAULT_MAX_USE = 2_000_000;

const TOKEN_PREFIX = 'sv_';
/** The provider's token for a card applied to a session (never its PIN or security code). */
export const tokenOf = (card: Pick<StoredCard, 'id'>) => `${TOKEN_PREFIX}${card.id}`;
const cardIdOf = (token: string) => (token.startsWith(TOKEN_PREFIX) ? Number(token.slice(TOKEN_PREFIX.length)) : Number.NaN);

/** Why a card cannot be used now, or null: inactive, expired (by status or by date). */
export function cardRefusal(card: StoredCard): ErrorName | null {
  const prefix = card.kind === 'imf_card' ? 'IMF_CARD' : 'GIFT_CARD';
  if (card.status === 'inactive') return `${prefix}_INACTIVE`;
  if (card.status === 'expired' || (card.expiresAt && card.expiresAt <= now())) return `${prefix}_EXPIRED`;
  return null;
}

/** The most one order may use of a card: its balance, or the card's maximum when the balance is larger. */
export const maxUsable = (card: Pick<StoredCard, 'balance' | 'maxUse'>) => Math.min(card.balance, card.maxUse);

/** A card by its id, or undefined. */
export async function cardById(id: number): Promise<StoredCard | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [card] = await (await db()).select().from(storedCards).where(eq(storedCards.id, id));
  return card;
}

class Refused extends Error {
  constructor(readonly code: ErrorName) {
    super(code);
  }
}

const transactionIdOf = (entryId: number) => `SV${String(entryId).padStart(10, '0')}`;

async function spendOf(reference: string) {
  const [row] = await (await db())
    .select()
    .from(storedCardLedger)
    .where(and(eq(storedCardLedger.reference, reference), eq(storedCardLedger.entry, 'spend')));
  return row;
}

/** Spends an amount from a card once per reference; never below zero. */
async function redeem(kind: CardKind, request: { reference: string; token: string; amount: number }): Promise<RedeemOutcome> {
  const card = await cardById(cardIdOf(request.token));
  if (!card || card.kind !== kind) return { ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' };
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return { ok: false, code: 'INVALID_AMOUNT' };
  try {
    const entryId = await (await db()).transaction(async (tx) => {
      // The ledger row first: a second call with the same reference waits on the unique index and
      // then finds the first one's spend instead of making its own.
      const [entry] = await tx
        .insert(storedCardLedger)
        .values({ cardId: card.id, entry: 'spend', reference: request.reference, amount: -request.amount })
        .onConflictDoNothing()
        .returning({ id: storedCardLedger.id });
      if (!entry) return null;
      const at = now();
      const [spent] = await tx
        .update(storedCards)
        .set({ balance: sql`${storedCards.balance} - ${request.amount}` })
        .where(
          and(
            eq(storedCards.id, card.id),
            eq(storedCards.status, 'active'),
            sql`(${storedCards.expiresAt} is null or ${storedCards.expiresAt} > ${at.toISOString()}::timestamptz)`,
            sql`${storedCards.balance} >= ${request.amount}`,
          ),
        )
        .returning({ id: storedCards.id });
      if (!spent) {
        const [fresh] = await tx.select().from(storedCards).where(eq(storedCards.id, card.id));
        throw new Refused((fresh && cardRefusal(fresh)) ?? 'BALANCE_INSUFFICIENT');
      }
      return entry.id;
    });
    if (entryId !== null) return { ok: true, transactionId: transactionIdOf(entryId) };
    const earlier = await spendOf(request.reference);
    return earlier ? { ok: true, transactionId: transactionIdOf(earlier.id) } : { ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
}

/**
 * Gives back part or all of a spend, within one transaction holding the card's row, so parallel
 * refunds and a reverse never add up to more than the spend. `whole` gives back what is left.
 */
async function giveBack(reference: string, entry: 'reverse' | 'refund', amount?: number): Promise<boolean> {
  const spend = await spendOf(reference);
  if (!spend) return false;
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: storedCards.id }).from(storedCards).where(eq(storedCards.id, spend.cardId)).for('update');
    const [given] = await tx
      .select({ total: sql<string>`coalesce(sum(${storedCardLedger.amount}), 0)` })
      .from(storedCardLedger)
      .where(and(eq(storedCardLedger.reference, reference), inArray(storedCardLedger.entry, ['reverse', 'refund'])));
    const left = -spend.amount - Number(given?.total ?? 0);
    const back = amount ?? left;
    if (back <= 0 || back > left) return false;
    const [row] = await tx
      .insert(storedCardLedger)
      .values({ cardId: spend.cardId, entry, reference, amount: back })
      .onConflictDoNothing()
      .returning({ id: storedCardLedger.id });
    if (!row) return false;
    await tx
      .update(storedCards)
      .set({ balance: sql`${storedCards.balance} + ${back}` })
      .where(eq(storedCards.id, spend.cardId));
    return true;
  });
}

/** The sandbox issuer as a stored-value provider of one card kind. */
export function cardProvider(kind: CardKind): StoredValueProvider {
  return {
    kind,
    redeem: (request) => redeem(kind, request),
    reverse: async (reference) => {
      await giveBack(reference, 'reverse');
    },
    refund: async (reference, amount) => {
      if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false };
      return { ok: await giveBack(reference, 'refund', amount) };
    },
  };
}

/** Adds a load to a card once per reference (a return refunded to it, a demo balance); whether it was new. */
export async function loadCard(cardId: number, amount: number, reference: string, tx?: Db): Promise<boolean> {
  const run = async (t: Db) => {
    const [entry] = await t
      .insert(storedCardLedger)
      .values({ cardId, entry: 'load', reference, amount })
      .onConflictDoNothing()
      .returning({ id: storedCardLedger.id });
    if (entry)
      await t
        .update(storedCards)
        .set({ balance: sql`${storedCards.balance} + ${amount}` })
        .where(eq(storedCards.id, cardId));
    return Boolean(entry);
  };
  return tx ? run(tx) : (await db()).transaction((t) => run(t as unknown as Db));
}

/**
 * Loads a member's return-balance card (a return was refunded to it), once per reference; the
 * phone's first active IMF card takes it, and one is issued when the member has none. For the
 * returns issue.
 */
export async function loadImfCard(phone: string, amount: number, reference: string): Promise<{ ok: boolean; cardNo: string }> {
  if (!/^5\d{9}$/.test(phone) || !Number.isSafeInteger(amount) || amount <= 0)
    throw new Error('loadImfCard: a 10-digit phone and a positive amount');
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // One issue per phone at a time: parallel first loads must not each issue a card.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMF_ISSUE_LOCK}, hashtext(${phone}))`);
    let [card] = await tx
      .select()
      .from(storedCards)
      .where(and(eq(storedCards.kind, 'imf_card'), eq(storedCards.phone, phone), eq(storedCards.status, 'active')))
      .orderBy(storedCards.id)
      .limit(1);
    if (!card) {
      const number = `7${phone}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
      [card] = await tx.insert(storedCards).values({ kind: 'imf_card', number, phone, maxUse: IMF_DEFAULT_MAX_USE }).returning();
    }
    await loadCard(card!.id, amount, reference, tx);
    return { ok: true, cardNo: card!.number };
  });
}
