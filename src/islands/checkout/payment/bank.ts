import type { CardCampaignReply } from '@lib/bag';
import { CHECKOUT_API } from '@lib/checkout/steps/api';
import { call } from '@lib/platform';
import type { AdditionalInstallmentTextReply, CardTypeImageReply, InstallmentOptionsReply } from '@lib/checkout/payments/card/schema';

// What a card's first digits tell the payment step: the bank and its instalments, the bank's extra
// instalment text, and whether the card meets a campaign's condition. Only the first 6 digits (8 for
// the campaign control) ever leave the browser before the shopper pays.

/** What the page learns from a card's BIN. */
export interface BinFacts {
  instalments: InstallmentOptionsReply | null;
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

/** Asks the three BIN calls at once for the typed card (digits only, 6 to 8 of them). */
export async function binFacts(digits: string, isPickup: boolean, paymentMethodCode: string): Promise<BinFacts> {
  const [instalments, extra, campaign] = await Promise.all([
    value(
      call<InstallmentOptionsReply>(CHECKOUT_API.installmentOptions, { method: 'POST', body: { cardNo: digits.slice(0, 6), isPickup } }),
    ),
    value(
      call<AdditionalInstallmentTextReply>(CHECKOUT_API.additionalInstallmentText, {
        method: 'POST',
        body: { binNo: digits.slice(0, 6) },
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
  return { instalments, extraText: extra?.Text ?? null, campaign };
}

/** The card scheme's picture for the first digits typed, or null while they name none. */
export async function cardImage(start: string): Promise<string | null> {
  const reply = await value(call<CardTypeImageReply>(CHECKOUT_API.cardTypeImage, { query: { cardNo: start }, silent: true }));
  return reply?.ImageUrl ?? null;
}
