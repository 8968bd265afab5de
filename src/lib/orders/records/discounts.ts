import { campaignName } from '@lib/bag';
import type { Lang } from '@lib/platform';
import type { OrderReceived } from './schema';

// An order keeps each campaign discount's campaign id, so its pages read the campaign's name in
// their own language, not in the language the order was placed in.

/** A discount as an order stores it; orders placed before campaign ids were kept have only the name. */
export interface StoredDiscount {
  kind: string;
  name: string;
  amount: number;
  campaignId?: number;
}

/** The ids of the campaigns whose names a list of stored discounts needs. */
export const campaignIdsOf = (stored: readonly StoredDiscount[]): number[] => [
  ...new Set(stored.flatMap((d) => (d.campaignId != null ? [d.campaignId] : []))),
];

/** Stored discounts in a language: a campaign's name by its id, the stored name when there is no id or the campaign is gone. */
export function discountsIn(
  stored: readonly StoredDiscount[],
  names: ReadonlyMap<number, { nameTr: string; nameEn: string }>,
  lang: Lang,
): OrderReceived['Discounts'] {
  return stored.map((d) => {
    const campaign = d.campaignId != null ? names.get(d.campaignId) : undefined;
    return { Kind: d.kind, Name: campaign ? campaignName(campaign, lang) : d.name, Amount: d.amount };
  });
}
