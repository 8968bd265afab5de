import { type Lang, formatPrice } from '@lib/platform';
import { type CampaignRule, type CouponOutcome, campaignName } from './rules-lines';

// The summary's two notes, in the caller's language: what the shopper could still gain, and why an
// applied coupon gives nothing now.

/** A translate function (i18next's t on the server, react-i18next's in an island). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What the customer note looks at. */
export interface NoteInput {
  /** Automatic discounts given up by turning campaigns off. */
  forgone: number;
  /** Active campaigns (empty when the preference is off). */
  campaigns: readonly CampaignRule[];
  /** Per line, what is left to pay after discounts. */
  left: readonly number[];
  lang: Lang;
}

/** The spend threshold just out of reach: the one with the smallest gap. */
function missedThreshold(campaigns: readonly CampaignRule[], rest: number) {
  const missed = campaigns
    .filter((c) => c.kind === 'threshold' && c.minTotal > rest && (c.amount ?? 0) > 0)
    .sort((a, b) => a.minTotal - b.minTotal || a.priority - b.priority);
  return missed[0];
}

/** CustomerInformationNote: campaigns given up, or a spend threshold just missed (the spend left for free shipping is RemainingForFreeShipping, which the page words). */
export function customerNote(input: NoteInput, t: Translate): string | null {
  const parts: string[] = [];
  if (input.forgone > 0) parts.push(t('campaigns:notes.preferenceOff', { amount: formatPrice(input.forgone) }));
  const rest = input.left.reduce((a, b) => a + b, 0);
  const missed = rest > 0 ? missedThreshold(input.campaigns, rest) : undefined;
  if (missed)
    parts.push(
      t('campaigns:notes.thresholdMissed', {
        amount: formatPrice(missed.minTotal - rest),
        discount: formatPrice(missed.amount ?? 0),
        name: campaignName(missed, input.lang),
      }),
    );
  return parts.length ? parts.join(' ') : null;
}

/** NoMatchWarningNote: why the applied coupon gives nothing now (null when it gives its discount). */
export function noMatchNote(coupon: CouponOutcome, t: Translate): string | null {
  if (coupon.status === 'applied') return null;
  if (coupon.status === 'minimum') return t('campaigns:noMatch.minimum', { code: coupon.code, amount: formatPrice(coupon.missing) });
  return t(`campaigns:noMatch.${coupon.status}`, { code: coupon.code });
}
