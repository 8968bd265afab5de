import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, db } from '@lib/platform/index.server';
import type { RedeemOutcome } from '@lib/checkout/payments/stored-value';

// A points ledger shared by the OneCard and coins sandboxes: an accounts table with a `balance`
// column (kuruş, CHECK >= 0) and a ledger table (account, delta, kind, reference UNIQUE, refunded).
// Every movement is a ledger row and the same transaction's balance update, so the balance always
// equals the ledger's sum; a spend is one conditional UPDATE, so parallel spends never overdraw.

/** Where a provider keeps its balances and their movements. */
export interface Book {
  accounts: PgTable;
  /** The accounts table's key column name (card_no, customer_id). */
  key: string;
  ledger: PgTable;
}

type Executor = Pick<Db, 'execute'>;
type Key = string | number;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Thrown inside a transaction to roll it back with an answer. */
class Answer extends Error {
  constructor(readonly outcome: RedeemOutcome) {
    super('answer');
  }
}

async function spendRow(run: Executor, book: Book, reference: string, lock = false) {
  const forUpdate: SQL = lock ? sql` for update` : sql``;
  const [row] = rowsOf<{ id: number; account: Key; delta: number; refunded: number }>(
    await run.execute(
      sql`select id, account, delta, refunded from ${book.ledger} where reference = ${reference} and kind = 'spend'${forUpdate}`,
    ),
  );
  return row;
}

async function move(run: Executor, book: Book, account: Key, delta: number, kind: string, reference: string): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await run.execute(
      sql`insert into ${book.ledger} (account, delta, kind, reference) values (${account}, ${delta}, ${kind}, ${reference}) on conflict (reference) do nothing returning id`,
    ),
  );
  return row?.id;
}

async function addToBalance(run: Executor, book: Book, account: Key, amount: number): Promise<void> {
  await run.execute(sql`update ${book.accounts} set balance = balance + ${amount} where ${sql.identifier(book.key)} = ${account}`);
}

/** Adds an amount to an account once per reference (a seed, an earning); false when the reference was already booked. */
export async function credit(run: Executor, book: Book, account: Key, amount: number, kind: string, reference: string): Promise<boolean> {
  if ((await move(run, book, account, amount, kind, reference)) === undefined) return false;
  await addToBalance(run, book, account, amount);
  return true;
}

/** The test charge taken from a points card or coins wallet at payment and given back (docs/behaviour/payments.md#test-charge): 1 TL. */
const TEST_CHARGE = 100;

/**
 * The 1 TL test charge (docs/behaviour/payments.md#test-charge): taken from the account (only when its balance holds it) and given
 * back at once, each a ledger row of its own under the spend's reference, so the card's history
 * shows both and the balance is as before. False when the account cannot cover it.
 */
async function testCharge(run: Executor, book: Book, account: Key, reference: string): Promise<boolean> {
  const taken = rowsOf<{ balance: number }>(
    await run.execute(
      sql`update ${book.accounts} set balance = balance - ${TEST_CHARGE} where ${sql.identifier(book.key)} = ${account} and balance >= ${TEST_CHARGE} returning balance`,
    ),
  );
  if (!taken[0]) return false;
  await move(run, book, account, -TEST_CHARGE, 'test_charge', `${reference}:test-charge`);
  await move(run, book, account, TEST_CHARGE, 'test_refund', `${reference}:test-refund`);
  await addToBalance(run, book, account, TEST_CHARGE);
  return true;
}

/**
 * Spends an amount once per reference: the same reference again answers the first spend. The
 * ledger row first (its unique reference makes a parallel repeat wait and then find it), then the
 * 1 TL test charge and its refund, then the conditional balance update; no balance, no row.
 */
export async function spend(book: Book, account: Key, reference: string, amount: number): Promise<RedeemOutcome> {
  const database = await db();
  const first = await spendRow(database, book, reference);
  if (first) return { ok: true, transactionId: String(first.id) };
  try {
    return await database.transaction(async (tx) => {
      const id = await move(tx, book, account, -amount, 'spend', reference);
      if (id === undefined) throw new Answer({ ok: false, code: 'E100' });
      if (!(await testCharge(tx, book, account, reference))) throw new Answer({ ok: false, code: 'BALANCE_INSUFFICIENT' });
      const taken = rowsOf<{ balance: number }>(
        await tx.execute(
          sql`update ${book.accounts} set balance = balance - ${amount} where ${sql.identifier(book.key)} = ${account} and balance >= ${amount} returning balance`,
        ),
      );
      if (!taken[0]) throw new Answer({ ok: false, code: 'BALANCE_INSUFFICIENT' });
      return { ok: true, transactionId: String(id) };
    });
  } catch (error) {
    if (!(error instanceof Answer)) throw error;
    if (error.outcome.ok || error.outcome.code !== 'E100') return error.outcome;
    // A parallel call with the same reference committed first: its spend is the answer.
    const repeated = await spendRow(database, book, reference);
    return repeated ? { ok: true, transactionId: String(repeated.id) } : { ok: false, code: 'E100' };
  }
}

/** Gives back what is left of a spend (its order failed), once; nothing when there was no spend. */
export async function reverse(book: Book, reference: string): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const row = await spendRow(tx, book, reference, true);
    const back = row ? -row.delta - row.refunded : 0;
    if (!row || back <= 0) return;
    if ((await move(tx, book, row.account, back, 'reverse', `${reference}:reverse`)) === undefined) return;
    await tx.execute(sql`update ${book.ledger} set refunded = ${-row.delta} where id = ${row.id}`);
    await addToBalance(tx, book, row.account, back);
  });
}

/** Gives part of a spend back (a cancel or a return); refused when it would add up to more than the spend. */
export async function refund(book: Book, reference: string, amount: number): Promise<{ ok: boolean }> {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false };
  return (await db()).transaction(async (tx) => {
    const row = await spendRow(tx, book, reference, true);
    if (!row || row.refunded + amount > -row.delta) return { ok: false };
    const refunded = row.refunded + amount;
    // Under the spend row's lock the running total is unique, and so is the refund's reference.
    await move(tx, book, row.account, amount, 'refund', `${reference}:refund:${refunded}`);
    await tx.execute(sql`update ${book.ledger} set refunded = ${refunded} where id = ${row.id}`);
    await addToBalance(tx, book, row.account, amount);
    return { ok: true };
  });
}
