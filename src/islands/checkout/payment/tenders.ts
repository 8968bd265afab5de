import type { TFunction } from 'i18next';
import { formatPrice } from '@lib/platform';
import { CARD_TENDERS, type PaymentSplit, TENDER_LIMITS, type TenderKind } from '@lib/checkout/payments/tenders';
import type { SummaryRow } from '../Summary';

// What the payment page says of the stored-value instruments: their rows in the summary, and why
// an instrument's tab or panel is closed for this bag. Pure, so each reading is tested alone.

/** Each instrument's part as a summary row (a deduction), then what is left for the card when any is used. */
export function tenderRows(split: PaymentSplit, rest: number, t: TFunction): SummaryRow[] {
  if (split.Tenders.length === 0) return [];
  return [
    ...split.Tenders.map((tender) => ({
      label: tender.Label
        ? t('pay:tenders.rowWithLabel', { name: t(`pay:tenders.${tender.Kind}`), label: tender.Label })
        : t(`pay:tenders.${tender.Kind}`),
      value: `−${formatPrice(tender.Amount)}`,
      kind: 'discount' as const,
    })),
    { label: t('pay:tenders.rest'), value: formatPrice(rest) },
  ];
}

const VISIBLE: Record<TenderKind, keyof PaymentSplit> = {
  gift_card: 'IsGiftCardVisible',
  imf_card: 'IsIMFCardVisible',
  loyalty: 'IsOneCardVisible',
  coins: 'IsCoinsVisible',
};

/** Why an instrument cannot be used on this bag now (an i18n key), or null when it can. */
export function closedReason(kind: TenderKind, split: PaymentSplit): string | null {
  if (split[VISIBLE[kind]]) return null;
  if (CARD_TENDERS.includes(kind) && split.Tenders.some((tender) => tender.Kind !== kind && CARD_TENDERS.includes(tender.Kind)))
    return 'payments:errors.cardsCannotBeCombined';
  if ((kind === 'coins' || kind === 'loyalty') && split.Total < TENDER_LIMITS.minimumCart) return 'payments:errors.minimumCart';
  return CARD_TENDERS.includes(kind) ? 'payments:errors.partnerItemsNotPayable' : 'payments:errors.instrumentNotAvailable';
}
