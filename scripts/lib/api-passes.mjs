// Which engine each API test file runs on in `npm test` (docs/decisions/0030-test-suite-time.md,
// points 7 and 10). Every file runs once. PGlite is PostgreSQL's own engine, and the end-to-end
// suite runs every journey on it; what only a PostgreSQL server shows is concurrency (several
// connections, several processes) and its driver. So the races and the multi-process suites run on
// PostgreSQL, and so do the sequential money and stock flows (orders, payments, stored value,
// coupons), which a store at scale runs there; everything else runs on PGlite, the default.

/** Files that need a PostgreSQL server (races, several processes, its backups): never run on PGlite. */
const NEEDS_POSTGRES = [
  'platform-cluster.test.ts',
  'platform/notify/shared-outbox.test.ts',
  'catalogue/editor/messages.test.ts',
  'platform-workers.test.ts',
  'shell-kept-markup.test.ts',
  'db-connection.test.ts',
  'orders/records/parallel.test.ts',
  'orders/records/one-bag.test.ts',
  'orders/placing/parallel.test.ts',
  'checkout/payments/three-d.test.ts',
  'checkout/giftcards/parallel.test.ts',
  'checkout/onecard/parallel.test.ts',
  'orders/returns/returns.test.ts',
  'orders/returns/uploads.test.ts',
  'orders/returns/photo-settings.test.ts',
  'orders/after-sales/parallel.test.ts',
  'catalogue/editor/staff-limits.test.ts',
  'app/backup/postgres.test.ts',
  'checkout/iyzico/races.test.ts',
];

/**
 * Sequential money and stock flows: on PostgreSQL when the run has one, else on PGlite. The flows
 * that need a server of their own on the embedded database (the iyzico fake, the test clock, the
 * outage switch) stay on PGlite, as do the checks of single steps with no money moving.
 */
const MONEY_ON_POSTGRES = [
  'programmes/reborn/reborn.test.ts',
  'checkout/onecard/provider.test.ts',
  'checkout/onecard/onecard.test.ts',
  'checkout/payments/gateway.test.ts',
  'checkout/payments/card-share.test.ts',
  'checkout/payments/split.test.ts',
  'checkout/digital/checkout.test.ts',
  'checkout/digital/provider.test.ts',
  'checkout/giftcards/provider.test.ts',
  'checkout/giftcards/giftcard.test.ts',
  'checkout/giftcards/imfcard.test.ts',
  'checkout/coins/coins.test.ts',
  'checkout/wallet/cards.test.ts',
  'checkout/wallet/pay.test.ts',
  'checkout/steps/guest.test.ts',
  'checkout/steps/agreements.test.ts',
  'checkout/steps/pickup.test.ts',
  'orders/records/payment.test.ts',
  'orders/records/validation.test.ts',
  'orders/records/campaign-names.test.ts',
  'orders/after-sales/orders.test.ts',
  'orders/after-sales/cancel.test.ts',
  'orders/after-sales/return-arrival.test.ts',
  'bag/coupons/race.test.ts',
  'bag/coupons/apply.test.ts',
  'bag/coupons/member.test.ts',
  'bag/coupons/card-loyalty.test.ts',
  'bag/cart/parallel.test.ts',
];

/** The files of the PostgreSQL pass. */
export const POSTGRES_PASS = [...NEEDS_POSTGRES, ...MONEY_ON_POSTGRES];

/** The files the PGlite pass leaves out: the PostgreSQL pass's, or without one those that need a server. */
export const leftOutOfPglite = (hasPostgres) => (hasPostgres ? POSTGRES_PASS : NEEDS_POSTGRES);
