import type { TFunction } from 'i18next';
import type { CardCampaignReply } from '@lib/bag';
import type { Delivery, PaymentMethod } from '@lib/checkout/steps/schema';
import { formatPrice, creditcard, type Values } from '@lib/platform';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import type { SummaryRow } from '../Summary';
import type { BinFacts } from './bank';

// The payment page's figures, read from its choices and what the server told: what is payable, what
// the instruments leave, which method pays it, and the summary's rows. Pure, so each reading is tested alone.

/** What pays the rest: the typed card, the card wallet, or a digital provider. */
export type Rail = 'card' | 'wallet' | 'digital';

/** What the figures are read from. */
export interface FigureInputs {
  rail: Rail;
  digital: PaymentMethod | null;
  walletChosen: boolean;
  /** The instalment count chosen, and the bank's answer it was chosen from. */
  choice: { of: unknown; count: number };
  split: PaymentSplit;
  facts: BinFacts | null;
  methodCampaign: CardCampaignReply | null;
}

/** The payment's figures as the page now reads them. */
export type Figures = ReturnType<typeof figuresOf>;

/** Reads what is payable, what is left after the instruments, and the method that pays it. */
export function figuresOf({ rail, digital, walletChosen, choice, split, facts, methodCampaign }: FigureInputs) {
  const info = facts?.instalments ?? null;
  // The chosen count belongs to the bank's answer it was chosen from: a new card starts at one payment.
  const count = choice.of === info ? choice.count : 1;
  const campaign = rail === 'card' ? (facts?.campaign ?? null) : rail === 'digital' ? methodCampaign : null;
  // The store charges the order's total (with the method's offer); a plan's interest is the bank's own.
  const payable = campaign?.TotalAmountToBePaid ?? split.Total;
  const used = split.Tenders.reduce((sum, tender) => sum + tender.Amount, 0);
  const rest = Math.max(0, payable - used);
  const method: PaymentMethod =
    rail === 'wallet'
      ? 'masterpass'
      : rail === 'digital'
        ? (digital ?? 'garanti_pay')
        : info?.CardType === 'debit'
          ? 'debit_card'
          : 'credit_card';
  const railReady = rest === 0 || rail === 'card' || (rail === 'wallet' ? walletChosen : digital !== null);
  return { info, count, payable, used, rest, method, railReady, campaignDiscount: Math.max(0, split.Total - payable) };
}

/**
 * What a payment campaign takes off this order, for the line beside the card or the provider: shown
 * only to a shopper whose card or method gets the offer. A reply that misses the offer carries a
 * warning note (PaymentConditionWarningNote, for the other clients of the call); the page does not
 * tell a shopper about an offer their card does not meet.
 */
export const campaignSaving = (campaign: CardCampaignReply | null, discount: number): number | null =>
  campaign?.IsDiscountApplied && discount > 0 ? discount : null;

/** Whether the typed card is complete (number, expiry, code): GA4's add_payment_info is told then. */
export const cardComplete = (values: Values, digits: string): boolean =>
  creditcard(digits) && Boolean(values.ExpMonth && values.ExpYear) && String(values.SecureCode).length >= 3;

/** The agreements call's body: this order's delivery and payment as chosen now. */
export const agreementsBody = (delivery: Delivery, split: PaymentSplit, figures: Figures) => ({
  ShippingAddressId: delivery.ShippingAddressID,
  BillingAddressId: delivery.BillingAddressID,
  PickupLocationId: delivery.pickupLocationId,
  PaymentMethods: [...split.Tenders.map((tender) => tender.Kind), ...(figures.rest > 0 ? [figures.method] : [])],
  InstallmentCount: figures.count,
});

/** The summary's rows before the total: the method's campaign, the instalments and the card's last digits. */
export function summaryRows(figures: Figures, rail: Rail, digits: string, t: TFunction): SummaryRow[] {
  const { campaignDiscount, rest, count } = figures;
  const lastDigits = rail === 'card' && digits.length >= 15 ? digits.slice(-4) : null;
  return [
    ...(campaignDiscount > 0
      ? [
          {
            label: t(rail === 'card' ? 'pay:summary.cardCampaign' : 'pay:summary.methodCampaign'),
            value: `−${formatPrice(campaignDiscount)}`,
            kind: 'discount' as const,
          },
        ]
      : []),
    ...(rest > 0 && rail === 'card'
      ? [{ label: t('pay:summary.instalments'), value: count > 1 ? t('pay:summary.instalmentCount', { count }) : t('pay:summary.single') }]
      : []),
    ...(lastDigits ? [{ label: t('pay:summary.card'), value: t('pay:summary.cardEnding', { digits: lastDigits }) }] : []),
  ];
}
