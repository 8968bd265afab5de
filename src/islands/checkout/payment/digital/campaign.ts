import type { CardCampaignReply } from '@lib/campaigns/schema';
import { CHECKOUT_API } from '@lib/checkout/schema';
import { call } from '@lib/http/client';

/** The pre-payment campaign control's answer for a digital provider's code (GarantiPay's offer), or null when it could not be asked. */
export async function digitalCampaign(paymentMethodCode: string, isPickup: boolean): Promise<CardCampaignReply | null> {
  try {
    const answer = await call<CardCampaignReply>(CHECKOUT_API.cardCampaign, { query: { paymentMethodCode, isPickup }, silent: true });
    return answer.Success ? (answer.Result ?? null) : null;
  } catch {
    return null;
  }
}
