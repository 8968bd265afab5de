import type { CardCampaignReply } from '@lib/campaigns/schema';
import { CHECKOUT_API } from '@lib/checkout/schema';
import { call } from '@lib/http/client';

// What a card's first digits tell the payment step: the bank and its instalments, the bank's extra
// instalment text, and whether the card meets a campaign's condition. Only the first 6 digits (8 for
// the campaign control) ever leave the browser before the shopper pays.

/** One instalment count of the bank's plan, with its monthly and total amounts (kuruş). */
export interface InstalmentOption {
  Count: number;
  MonthlyAmount: number;
  TotalAmount: number;
}

/** The instalment options call's answer. */
export interface InstalmentInfo {
  BankCode: string;
  BankName: string;
  /** The bank's logo, a path under /public or a data URL. */
  Logo: string | null;
  Scheme: string | null;
  /** Whether this is a debit card (no instalments). */
  IsDebit?: boolean;
  Options: InstalmentOption[];
  /** Why only one payment is offered: under the minimum, a no-instalment category, a debit card. */
  Reason?: 'minimum' | 'category' | 'debit' | null;
}

/** What the page learns from a card's BIN. */
export interface BinFacts {
  instalments: InstalmentInfo | null;
  extraText: string | null;
  campaign: CardCampaignReply | null;
}

const value = async <T>(answer: Promise<{ Success: boolean; Result?: T }>): Promise<T | null> => {
  try {
    const envelope = await answer;
    return envelope.Success ? (envelope.Result ?? null) : null;
  } catch {
    // The client toasted the failure; the page goes on with what it has.
    return null;
  }
};

/** Asks the three BIN calls at once for the typed card (digits only). */
export async function binFacts(digits: string, isPickup: boolean, paymentMethodCode: string): Promise<BinFacts> {
  const bin = digits.slice(0, 6);
  const [instalments, extra, campaign] = await Promise.all([
    value(call<InstalmentInfo>(CHECKOUT_API.installmentOptions, { method: 'POST', body: { cardNo: bin, isPickup } })),
    value(
      call<string | { Text?: string | null }>(CHECKOUT_API.additionalInstallmentText, {
        method: 'POST',
        body: { binNo: bin },
        silent: true,
      }),
    ),
    value(
      call<CardCampaignReply>(CHECKOUT_API.cardCampaign, {
        query: { cardNo: digits.slice(0, 8), paymentMethodCode, isPickup },
        silent: true,
      }),
    ),
  ]);
  const extraText = typeof extra === 'string' ? extra : (extra?.Text ?? null);
  return { instalments, extraText: extraText || null, campaign };
}

/** The card type picture's address for a BIN. */
export const cardImageUrl = (bin: string) => `${CHECKOUT_API.cardTypeImage}?cardNo=${bin}`;
