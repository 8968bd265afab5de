import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredValueProvider } from '../../../../src/lib/checkout/payments/stored-value';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { pointServerAt } from '../../../support/in-process';

// The sandbox issuer through the stored-value interface, inside the test process, on a database of
// its own: PostgreSQL when the suite has one (parallel calls truly overlap there), else in-memory
// PGlite. Redeem once per reference and never below zero, reverse, refunds bounded by the spend,
// loads once per reference, and every balance equal to its ledger.

type Lib = typeof import('../../../../src/lib/checkout/payments/giftcards/ledger.server');
type Tables = typeof import('../../../../src/lib/checkout/payments/giftcards/tables.server');
type Db = Awaited<ReturnType<typeof import('../../../../src/lib/platform/db/client.server').db>>;

let own: OwnDatabase | undefined;
let lib: Lib;
let tables: Tables;
let database: Db;
let gift: StoredValueProvider;
let imf: StoredValueProvider;
let loadImfCard: Lib['loadImfCard'];
let close: () => Promise<void>;
let restoreEnv: (() => void) | undefined;
let n = 0;

beforeAll(async () => {
  const given = inject('databaseUrl');
  own = given ? await ownDatabase(given) : undefined;
  restoreEnv = pointServerAt(own?.url);
  const client = await import('../../../../src/lib/platform/db/client.server');
  database = await client.db();
  close = client.closeDb;
  lib = await import('../../../../src/lib/checkout/payments/giftcards/ledger.server');
  tables = await import('../../../../src/lib/checkout/payments/giftcards/tables.server');
  const providers = await import('../../../../src/lib/checkout/payments/giftcards/provider.server');
  gift = providers.giftCardProvider;
  loadImfCard = providers.loadImfCard;
  imf = providers.imfCardProvider;
}, 60_000);

afterAll(async () => {
  await close?.();
  await own?.drop();
  restoreEnv?.();
});

/** A fresh card loaded with a balance by one ledger entry; its token. */
async function card(balance: number, extra: Partial<Tables['storedCards']['$inferInsert']> = {}) {
  const number = `6999${String(Date.now() % 1e8).padStart(8, '0')}${String(n++).padStart(4, '0')}`;
  const [row] = await database
    .insert(tables.storedCards)
    .values({ kind: 'gift_card', number, maxUse: 10_000_000, ...extra })
    .returning();
  if (balance > 0) await lib.loadCard(row!.id, balance, `test-load:${number}`);
  return { id: row!.id, token: lib.tokenOf(row!) };
}

async function balanceAndLedger(id: number) {
  const { eq, sql } = await import('drizzle-orm');
  const [row] = await database
    .select({ balance: tables.storedCards.balance })
    .from(tables.storedCards)
    .where(eq(tables.storedCards.id, id));
  const [sum] = await database
    .select({ total: sql<string>`coalesce(sum(${tables.storedCardLedger.amount}), 0)` })
    .from(tables.storedCardLedger)
    .where(eq(tables.storedCardLedger.cardId, id));
  return { balance: row!.balance, ledger: Number(sum!.total) };
}

const ref = () => `T${Date.now()}-${n++}:gift_card`;

describe('gift and return-balance card provider', () => {
  it('redeems once per reference: the same reference again answers the first spend', async () => {
    const { id, token } = await card(10_000);
    const reference = ref();
    const first = await gift.redeem({ reference, token, amount: 4_000 });
    expect(first).toMatchObject({ ok: true });
    expect(await gift.redeem({ reference, token, amount: 4_000 })).toEqual(first);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => gift.redeem({ reference, token, amount: 4_000 })));
    for (const answer of parallel) expect(answer).toEqual(first);
    expect(await balanceAndLedger(id)).toEqual({ balance: 6_000, ledger: 6_000 });
  });

  it('never below zero: 20 parallel spends of a card that affords 7', async () => {
    const { id, token } = await card(7 * 1_500 + 1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gift.redeem({ reference: ref(), token, amount: 1_500 })));
    expect(answers.filter((a) => a.ok)).toHaveLength(7);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(Array(13).fill('BALANCE_INSUFFICIENT'));
    expect(await balanceAndLedger(id)).toEqual({ balance: 1_000, ledger: 1_000 });
  });

  it('refuses an inactive, an expired, a foreign or an unknown card and a bad amount', async () => {
    const inactive = await card(5_000, { status: 'inactive' });
    expect(await gift.redeem({ reference: ref(), token: inactive.token, amount: 100 })).toEqual({ ok: false, code: 'GIFT_CARD_INACTIVE' });
    const lapsed = await card(5_000, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await gift.redeem({ reference: ref(), token: lapsed.token, amount: 100 })).toEqual({ ok: false, code: 'GIFT_CARD_EXPIRED' });
    const returnCard = await card(5_000, { kind: 'imf_card', phone: '5550000000' });
    expect(await gift.redeem({ reference: ref(), token: returnCard.token, amount: 100 })).toEqual({
      ok: false,
      code: 'INSTRUMENT_NOT_AVAILABLE',
    });
    expect(await imf.redeem({ reference: ref(), token: returnCard.token, amount: 100 })).toMatchObject({ ok: true });
    expect(await gift.redeem({ reference: ref(), token: 'sv_999999999', amount: 100 })).toEqual({
      ok: false,
      code: 'INSTRUMENT_NOT_AVAILABLE',
    });
    expect(await gift.redeem({ reference: ref(), token: 'nonsense', amount: 100 })).toEqual({
      ok: false,
      code: 'INSTRUMENT_NOT_AVAILABLE',
    });
    const good = await card(5_000);
    expect(await gift.redeem({ reference: ref(), token: good.token, amount: 0 })).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(await balanceAndLedger(good.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it('reverses a spend once, whole; a reference never spent is nothing', async () => {
    const { id, token } = await card(10_000);
    const reference = ref();
    await gift.redeem({ reference, token, amount: 3_000 });
    await Promise.all([gift.reverse(reference), gift.reverse(reference), gift.reverse(reference)]);
    expect(await balanceAndLedger(id)).toEqual({ balance: 10_000, ledger: 10_000 });
    await gift.reverse(ref());
    // A reversed reference is not spent again by a late retry.
    expect(await gift.redeem({ reference, token, amount: 3_000 })).toMatchObject({ ok: true });
    expect(await balanceAndLedger(id)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('refunds never add up to more than the spend, even in parallel; a reverse then gives back only the rest', async () => {
    const { id, token } = await card(10_000);
    const reference = ref();
    await gift.redeem({ reference, token, amount: 6_000 });
    expect(await gift.refund(reference, 6_001)).toEqual({ ok: false });
    expect(await gift.refund(reference, 0)).toEqual({ ok: false });
    expect(await gift.refund(ref(), 100)).toEqual({ ok: false });
    const refunds = await Promise.all(Array.from({ length: 10 }, () => gift.refund(reference, 1_000)));
    expect(refunds.filter((r) => r.ok)).toHaveLength(6);
    expect(await balanceAndLedger(id)).toEqual({ balance: 10_000, ledger: 10_000 });
    const second = ref();
    await gift.redeem({ reference: second, token, amount: 4_000 });
    expect(await gift.refund(second, 1_500)).toEqual({ ok: true });
    await gift.reverse(second);
    expect(await balanceAndLedger(id)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect(await gift.refund(second, 1)).toEqual({ ok: false });
  });

  it('loads a return-balance card once per reference, issuing one for a phone without', async () => {
    const phone = `55${String(Date.now() % 1e8).padStart(8, '0')}`;
    const first = await loadImfCard(phone, 12_500, `return-${phone}-1`);
    expect(first.cardNo).toMatch(/^\d{16}$/);
    await Promise.all([loadImfCard(phone, 12_500, `return-${phone}-1`), loadImfCard(phone, 2_500, `return-${phone}-2`)]);
    const { eq } = await import('drizzle-orm');
    const [row] = await database.select().from(tables.storedCards).where(eq(tables.storedCards.number, first.cardNo));
    expect(row).toMatchObject({ kind: 'imf_card', phone, balance: 15_000 });
    expect(await balanceAndLedger(row!.id)).toEqual({ balance: 15_000, ledger: 15_000 });
    await expect(loadImfCard('123', 100, 'x')).rejects.toThrow();
  });
});
