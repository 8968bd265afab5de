import { cartView } from '@lib/bag/cart/view.server';
import type { Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import { activeCampaigns } from './active.server';
import { translateIn } from './pricing.server';
import { binOf, cardCampaign } from './rules';
import type { CardCampaignReply } from './schema';

/** Card campaign reply (pre-payment campaign control) for the session's cart; the card number is reduced to its BIN at once. */
export async function cardCampaignReply(
  session: Session | undefined,
  request: { cardNo?: string; paymentMethodCode: string; isPickup: boolean },
  lang: Lang,
): Promise<CardCampaignReply> {
  const bin = binOf(request.cardNo);
  const [{ summary }, campaigns] = await Promise.all([cartView(session, lang, request.isPickup), activeCampaigns()]);
  const reply = cardCampaign(
    {
      goods: summary.TotalAmountToBePaid - summary.ShippingFee,
      shippingFee: summary.ShippingFee,
      campaigns,
      paymentMethodCode: request.paymentMethodCode,
      bin,
      lang,
    },
    translateIn(lang),
  );
  return {
    IsDiscountApplied: reply.IsDiscountApplied,
    PaymentConditionWarningNote: reply.PaymentConditionWarningNote,
    TotalAmountToBePaid: reply.TotalAmountToBePaid,
  };
}
