import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CHECKOUT_API, type CheckoutResult } from '../../src/lib/checkout/steps/schema';
import { ApiClient, type CallResult, type Envelope } from './api-client';
import { type OwnServer, ownServer } from './own-server';

// What the parallel suites (tests/api/*/parallel.test.ts) share. PGlite runs one query at a time, so
// a race shows only on PostgreSQL: each suite runs on a server of its own over a database of its
// own (in the cluster the suite was given, or a throwaway one). Shoppers are made ready one after
// another (members through the real sign-up, or verified guests written straight into the
// database, so fifty are ready in a moment); then one burst of calls runs at once, and what a
// card paid is checked against its ledger.

/** The race's own server; sign-up codes are not rationed, as every member of a race signs up from one address. */
export function raceServer(env: Record<string, string> = {}): OwnServer {
  return ownServer({ OTP_SENDS_PER_ADDRESS: '100000', ...env });
}

/**
 * A verified guest with one variant in a fresh cart and any more session data (tenders already
 * applied …), written as the guest steps leave one: a client holding the session's cookie.
 */
export async function raceGuest(
  harness: OwnServer,
  pick: { variantId: number; productId: number; quantity?: number },
  place: Record<string, number>,
  extra: Record<string, unknown> = {},
): Promise<ApiClient> {
  const id = randomBytes(32).toString('base64url');
  const [{ id: cartId }] = (await harness.sql.query<{ id: number }>('insert into carts default values returning id')).rows as [
    { id: number },
  ];
  await harness.sql.query(
    'insert into cart_lines (cart_id, variant_id, product_id, quantity, seen_price, seen_stock) select $1, $2, $3, $4, p.sale_price, 0 from products p where p.id = $3',
    [cartId, pick.variantId, pick.productId, pick.quantity ?? 1],
  );
  const phone = `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const shipping = {
    AddressDescription: 'Ev',
    Name: 'Deniz Aydın',
    CorporateName: '',
    Email: `${phone}@guest.example`,
    Phone: phone,
    CityName: 'İstanbul',
    DistrictName: 'İlçe',
    NeighborhoodName: 'Mahalle',
    AddressText: 'Bağdat Caddesi No: 5 Daire 2',
    InvoiceType: 1,
    CitizenID: '10000000146',
    TaxNo: '',
    TaxOffice: '',
    ...place,
  };
  const data = {
    cartId,
    checkout: {
      delivery: {},
      guest: { Email: shipping.Email, Phone: phone, Shipping: shipping, Billing: null, Verified: ['phone', 'email'] },
    },
    ...extra,
  };
  await harness.sql.query("insert into sessions (id_hash, csrf_token, data, expires_at) values ($1, $2, $3, now() + interval '1 day')", [
    createHash('sha256').update(id).digest('hex'),
    randomBytes(32).toString('base64url'),
    JSON.stringify(data),
  ]);
  const client = new ApiClient(harness.server.url);
  client.cookies.set('sid', id);
  await client.verificationToken();
  return client;
}

/** The total the guest's cart summary asks to be paid. */
export async function guestTotal(client: ApiClient): Promise<number> {
  return (await client.get<{ TotalAmountToBePaid: number }>('/cop-api/cart/summary')).body.Result!.TotalAmountToBePaid;
}

/** A guest's checkout by card (a README test card), billed to the shipping address; the same key makes a repeated submission. */
export const guestCheckoutBody = (total: number, card: string, key: string = randomUUID()) => ({
  OrderInfo: { IsUseShippingInfoAsBillingInfo: true, PaymentMethodCode: 'credit_card' },
  CreditCard: { CardNo: card, CardName: 'Deniz Aydın', ExpMonth: 12, ExpYear: 2030, SecureCode: '123', InstallmentCount: 1 },
  IsGuestCheckout: true,
  AgreementsAccepted: true,
  TotalAmountToBePaid: total,
  IdempotencyKey: key,
});

/** One checkout per client, all at once: the answers, and each one's outcome ('paid', or its error code, or its body). */
export async function checkoutBurst(
  calls: readonly { client: ApiClient; body: unknown }[],
): Promise<{ answers: CallResult<Envelope<CheckoutResult>>[]; outcomes: string[] }> {
  const answers = await Promise.all(calls.map(({ client, body }) => client.post<CheckoutResult>(CHECKOUT_API.checkout, body)));
  const outcomes = answers.map((a) => String(a.body.Exception?.ErrorCode ?? (a.body.Result?.IsSucceed ? 'paid' : JSON.stringify(a.body))));
  return { answers, outcomes };
}

/** A variant's stock now. */
export function stockOf(harness: OwnServer, variantId: number): Promise<number> {
  return harness.number('select stock as n from variants where id = $1', [variantId]);
}

/**
 * A card's balance after a race, checked to equal the sum of its ledger, with no card of its table
 * below zero: `balance` and `ledger` are queries of the card's `n` taking the card as $1.
 */
export async function balanceMatchingLedger(
  harness: OwnServer,
  card: string | number,
  queries: { balance: string; ledger: string; table: 'one_cards' | 'stored_cards' },
): Promise<number> {
  const balance = await harness.number(queries.balance, [card]);
  expect(await harness.number(queries.ledger, [card]), 'the balance equals its ledger').toBe(balance);
  expect(await harness.number(`select count(*) as n from ${queries.table} where balance < 0`), 'no card below zero').toBe(0);
  return balance;
}

/** A gift or return-balance card of the sandbox issuer (PIN 1234), written as the seed writes one: the balance loaded by one ledger entry. */
export async function issueStoredCard(
  harness: OwnServer,
  kind: 'gift_card' | 'imf_card',
  balance: number,
): Promise<{ id: number; number: string }> {
  const cardNo = `6${String(Date.now()).slice(-11)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const pinHash = createHash('sha256').update(`${cardNo}:1234`).digest('hex');
  const { rows } = await harness.sql.query<{ id: number }>(
    'insert into stored_cards (kind, number, pin_hash, phone, balance, max_use) values ($1, $2, $3, $4, $5, 10000000) returning id',
    [kind, cardNo, pinHash, kind === 'imf_card' ? '5321234567' : null, balance],
  );
  await harness.sql.query("insert into stored_card_ledger (card_id, entry, reference, amount) values ($1, 'load', $2, $3)", [
    rows[0]!.id,
    `test-load:${cardNo}`,
    balance,
  ]);
  return { id: rows[0]!.id, number: cardNo };
}
