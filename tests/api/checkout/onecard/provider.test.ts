import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredValueProvider } from '../../../../src/lib/checkout/payments/stored-value';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { pointServerAt } from '../../../support/in-process';

// The StoredValueProvider contract of the OneCard and coins sandboxes, called inside the test
// process on a database of its own (PostgreSQL when the suite has one, so parallel spends truly
// overlap; else in-memory PGlite): one spend per reference, never below zero, the balance equal to
// its ledger, reverse once, refunds never above the spend; and the order's earned points.

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

let own: OwnDatabase | undefined;
let query: Query;
let close: () => Promise<void>;
let oneCard: StoredValueProvider;
let coins: StoredValueProvider;
let earnings: typeof import('../../../../src/lib/checkout/payments/onecard/earnings.server');
let restoreEnv: (() => void) | undefined;

beforeAll(async () => {
  const given = inject('databaseUrl');
  own = given ? await ownDatabase(given) : undefined;
  restoreEnv = pointServerAt(own?.url);
  const { db, closeDb } = await import('../../../../src/lib/platform/db/client.server');
  const { sql } = await import('drizzle-orm');
  const database = await db();
  query = async (text, values = []) => {
    let i = 0;
    const parts = text.split(/\$\d+/);
    const statement = sql.join(
      parts.map((part, n) => (n < parts.length - 1 ? sql`${sql.raw(part)}${values[i++]}` : sql.raw(part))),
      sql``,
    );
    const result = (await database.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows;
  };
  oneCard = (await import('../../../../src/lib/checkout/payments/onecard/provider.server')).oneCardProvider;
  coins = (await import('../../../../src/lib/checkout/payments/coins/provider.server')).coinsProvider;
  earnings = await import('../../../../src/lib/checkout/payments/onecard/earnings.server');
  close = async () => {
    await closeDb();
    await own?.drop();
  };
}, 120_000);

afterAll(async () => {
  await close?.();
  restoreEnv?.();
});

let cards = 0;
/** A card with a balance (kuruş) booked as its ledger's seed row, and a token for it. */
async function card(balance: number, status = 'active') {
  const cardNo = `71${String(Date.now() % 1e8).padStart(8, '0')}${String(cards++).padStart(6, '0')}`;
  await query("insert into one_cards (card_no, phone, pin_hash, status, balance) values ($1, '5551112233', 'x', $2, $3)", [
    cardNo,
    status,
    balance,
  ]);
  await query("insert into one_card_ledger (account, delta, kind, reference) values ($1, $2, 'seed', $3)", [
    cardNo,
    balance,
    `seed:${cardNo}`,
  ]);
  const token = `oc_${randomUUID()}`;
  await query('insert into one_card_tokens (token, card_no) values ($1, $2)', [token, cardNo]);
  return { cardNo, token };
}

async function figures(cardNo: string) {
  const [row] = await query(
    'select balance, (select coalesce(sum(delta), 0) from one_card_ledger where account = $1) as ledger from one_cards where card_no = $2',
    [cardNo, cardNo],
  );
  return { balance: Number(row!.balance), ledger: Number(row!.ledger) };
}

const ref = () => `T${randomUUID()}:loyalty`;

describe('OneCard provider', () => {
  it('spends once per reference, and a repeat answers the first spend', async () => {
    const { cardNo, token } = await card(100_000);
    const reference = ref();
    const first = await oneCard.redeem({ reference, token, amount: 30_000 });
    expect(first.ok).toBe(true);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => oneCard.redeem({ reference, token, amount: 30_000 })));
    for (const repeat of repeats) expect(repeat).toEqual(first);
    expect(await figures(cardNo)).toEqual({ balance: 70_000, ledger: 70_000 });
  });

  it('20 parallel spends never take the balance below zero, and it equals its ledger', async () => {
    const { cardNo, token } = await card(70_000);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => oneCard.redeem({ reference: ref(), token, amount: 10_000 })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(7);
    expect(outcomes.filter((o) => !o.ok && o.code === 'BALANCE_INSUFFICIENT')).toHaveLength(13);
    expect(await figures(cardNo)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses an unknown token, an expired card and locked points; spends nothing then', async () => {
    expect(await oneCard.redeem({ reference: ref(), token: 'oc_unknown', amount: 100 })).toEqual({
      ok: false,
      code: 'INSTRUMENT_NOT_AVAILABLE',
    });
    const expired = await card(10_000, 'expired');
    expect(await oneCard.redeem({ reference: ref(), token: expired.token, amount: 100 })).toEqual({ ok: false, code: 'ONECARD_EXPIRED' });
    const locked = await card(10_000, 'points_locked');
    expect(await oneCard.redeem({ reference: ref(), token: locked.token, amount: 100 })).toEqual({
      ok: false,
      code: 'ONECARD_POINTS_NOT_APPLIED',
    });
    expect(await figures(expired.cardNo)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('reverses a spend once; refunds add up to the spend at most', async () => {
    const { cardNo, token } = await card(50_000);
    const reversed = ref();
    await oneCard.redeem({ reference: reversed, token, amount: 20_000 });
    await Promise.all([1, 2, 3].map(() => oneCard.reverse(reversed)));
    await oneCard.reverse('never-spent');
    expect(await figures(cardNo)).toEqual({ balance: 50_000, ledger: 50_000 });
    expect(await oneCard.refund(reversed, 1)).toEqual({ ok: false });

    const refunded = ref();
    await oneCard.redeem({ reference: refunded, token, amount: 10_000 });
    expect(await oneCard.refund(refunded, 4_000)).toEqual({ ok: true });
    expect(await oneCard.refund(refunded, 7_000)).toEqual({ ok: false });
    const parallel = await Promise.all([1, 2, 3, 4].map(() => oneCard.refund(refunded, 2_000)));
    expect(parallel.filter((p) => p.ok)).toHaveLength(3);
    for (const amount of [0, -100, 1.5]) expect(await oneCard.refund(refunded, amount)).toEqual({ ok: false });
    expect(await oneCard.refund('never-spent', 100)).toEqual({ ok: false });
    // Reversing after partial refunds gives back only what was not refunded.
    await oneCard.reverse(refunded);
    expect(await figures(cardNo)).toEqual({ balance: 50_000, ledger: 50_000 });
  });
});

describe('coins provider', () => {
  async function wallet(status: string, balance: number) {
    const customerId = 900_000 + cards++;
    const token = `HOPI-T${customerId}`;
    await query('insert into coins_wallets (customer_id, app_token, token_status, balance) values ($1, $2, $3, $4)', [
      customerId,
      token,
      status,
      balance,
    ]);
    await query("insert into coins_ledger (account, delta, kind, reference) values ($1, $2, 'seed', $3)", [
      customerId,
      balance,
      `seed:${customerId}`,
    ]);
    return { customerId, token };
  }

  it('spends an active wallet once per reference, never below zero; an expired or unreachable app refuses', async () => {
    const { customerId, token } = await wallet('active', 15_000);
    const reference = `T${randomUUID()}:coins`;
    const first = await coins.redeem({ reference, token, amount: 10_000 });
    expect(first.ok).toBe(true);
    // Then, at once: the same reference again (the first spend's answer) and new ones the 5,000 left cannot pay.
    const [repeats, others] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => coins.redeem({ reference, token, amount: 10_000 }))),
      Promise.all(Array.from({ length: 5 }, () => coins.redeem({ reference: `T${randomUUID()}:coins`, token, amount: 10_000 }))),
    ]);
    expect(repeats).toEqual(Array.from({ length: 4 }, () => first));
    expect(others.filter((o) => o.ok)).toEqual([]);
    const [row] = await query(
      'select balance, (select coalesce(sum(delta), 0) from coins_ledger where account = $1) as ledger from coins_wallets where customer_id = $2',
      [customerId, customerId],
    );
    expect(Number(row!.balance)).toBe(5_000);
    expect(Number(row!.ledger)).toBe(5_000);
    expect(await coins.refund(reference, 10_001)).toEqual({ ok: false });
    expect(await coins.refund(reference, 10_000)).toEqual({ ok: true });
    const expired = await wallet('expired', 1_000);
    expect(await coins.redeem({ reference: `T${randomUUID()}`, token: expired.token, amount: 100 })).toEqual({
      ok: false,
      code: 'COINS_INVALID_TOKEN',
    });
    const offline = await wallet('offline', 1_000);
    expect(await coins.redeem({ reference: `T${randomUUID()}`, token: offline.token, amount: 100 })).toEqual({
      ok: false,
      code: 'COINS_CONNECTION_ERROR',
    });
  });
});

describe('the 1 TL test charge at payment with points or coins (docs/behaviour/payments.md#test-charge)', () => {
  const movesOf = (table: string, reference: string) =>
    query(`select kind, delta from ${table} where reference like $1 order by id`, [`${reference}%`]);

  it('is taken from the card and given back with the spend, once per reference, the balance as its ledger', async () => {
    const { cardNo, token } = await card(10_000);
    const reference = ref();
    await Promise.all([1, 2, 3].map(() => oneCard.redeem({ reference, token, amount: 3_000 })));
    expect(await movesOf('one_card_ledger', reference)).toEqual([
      { kind: 'spend', delta: -3_000 },
      { kind: 'test_charge', delta: -100 },
      { kind: 'test_refund', delta: 100 },
    ]);
    expect(await figures(cardNo)).toEqual({ balance: 7_000, ledger: 7_000 });

    const customerId = 950_000 + cards++;
    await query('insert into coins_wallets (customer_id, app_token, balance) values ($1, $2, 5000)', [customerId, `HOPI-C${customerId}`]);
    await query("insert into coins_ledger (account, delta, kind, reference) values ($1, 5000, 'seed', $2)", [
      customerId,
      `seed:${customerId}`,
    ]);
    const coinsReference = `T${randomUUID()}:coins`;
    expect((await coins.redeem({ reference: coinsReference, token: `HOPI-C${customerId}`, amount: 2_000 })).ok).toBe(true);
    expect((await movesOf('coins_ledger', coinsReference)).map((m) => m.kind)).toEqual(['spend', 'test_charge', 'test_refund']);
  });

  it('refuses the payment when the card cannot cover the test charge, and moves nothing', async () => {
    const { cardNo, token } = await card(50);
    const reference = ref();
    expect(await oneCard.redeem({ reference, token, amount: 50 })).toEqual({ ok: false, code: 'BALANCE_INSUFFICIENT' });
    expect(await movesOf('one_card_ledger', reference)).toEqual([]);
    expect(await figures(cardNo)).toEqual({ balance: 50, ledger: 50 });
  });
});

describe('points an order earns', () => {
  async function order(paidDaysAgo: number, earned: number) {
    const number = `E${randomUUID().slice(0, 8)}`;
    await query(
      "insert into orders (number, owner, idempotency_key, email, phone, lang, payment_method_code, lines_total, total, status, earned_points, paid_at) values ($1, 'g:x', $2, 'e@x.example', '5551112233', 'tr', 'credit_card', 100000, 100000, 'received', $3, now() - make_interval(days => $4))",
      [number, randomUUID(), earned, paidDaysAgo],
    );
    const [row] = await query('select status, earned_points, customer_id, paid_at from orders where number = $1', [number]);
    return {
      number,
      status: String(row!.status),
      earnedPoints: Number(row!.earned_points),
      customerId: null,
      paidAt: new Date(row!.paid_at as string),
    };
  }

  it('pending for 30 days on the card that paid, then credited once; void after a cancel or return', async () => {
    const { cardNo, token } = await card(10_000);
    const due = await order(31, 25);
    await oneCard.redeem({ reference: `${due.number}:loyalty`, token, amount: 1_000 });
    const fresh = await order(1, 40);
    await oneCard.redeem({ reference: `${fresh.number}:loyalty`, token, amount: 1_000 });
    await Promise.all([earnings.recordOrderEarning(due), earnings.recordOrderEarning(due), earnings.recordOrderEarning(fresh)]);
    const rows = await query('select order_number, status, amount from one_card_earnings where card_no = $1 order by amount', [cardNo]);
    expect(rows.map((r) => [r.status, Number(r.amount)])).toEqual([
      ['pending', 2_500],
      ['pending', 4_000],
    ]);
    await Promise.all([earnings.creditDueEarnings(cardNo), earnings.creditDueEarnings(cardNo)]);
    expect(await figures(cardNo)).toEqual({ balance: 10_500, ledger: 10_500 });
    // A quarter of the items cancelled keeps three quarters of the points; the same figures again change nothing.
    await earnings.shrinkOrderEarning(fresh, 75_000, 100_000);
    await earnings.shrinkOrderEarning(fresh, 75_000, 100_000);
    expect((await query('select amount from one_card_earnings where order_number = $1', [fresh.number]))[0]!.amount).toBe(3_000);
    await earnings.shrinkOrderEarning(fresh, 0, 100_000);
    // Credited points are not taken back by a later return.
    await earnings.shrinkOrderEarning(due, 0, 100_000);
    await earnings.recordOrderEarning(fresh);
    const after = await query('select order_number, status from one_card_earnings where card_no = $1 order by status', [cardNo]);
    expect(after.map((r) => [r.order_number, r.status])).toEqual([
      [due.number, 'credited'],
      [fresh.number, 'void'],
    ]);
    // An order with no card and no points earns nothing.
    const none = await order(1, 0);
    await earnings.recordOrderEarning(none);
    expect(await query('select 1 from one_card_earnings where order_number = $1', [none.number])).toEqual([]);
  });
});
