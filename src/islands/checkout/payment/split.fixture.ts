import type { PaymentSplit } from '@lib/checkout/payments/tenders';

/** A split for the payment page's unit tests: 1.000 TL, every instrument open, none used; `fields` change it. */
export const splitOf = (fields: Partial<PaymentSplit> = {}): PaymentSplit => ({
  Total: 100_000,
  Tenders: [],
  Rest: 100_000,
  IsGiftCardVisible: true,
  IsIMFCardVisible: true,
  IsOneCardVisible: true,
  IsCoinsVisible: true,
  Caps: { gift_card: 100_000, imf_card: 100_000, loyalty: 70_000, coins: 100_000 },
  Lapsed: [],
  ...fields,
});
