import { useEffect, useState } from 'react';
import type { CardCampaignReply } from '@lib/bag';
import { CHECKOUT_API } from '@lib/checkout/steps/api';
import { call } from '@lib/platform';

/** The payment campaign a method without a typed card meets (a digital provider's), asked when the method changes. */
export function useMethodCampaign(method: string | null, isPickup: boolean): CardCampaignReply | null {
  const [reply, setReply] = useState<{ of: string; reply: CardCampaignReply | null } | null>(null);
  useEffect(() => {
    if (!method) return;
    let current = true;
    void call<CardCampaignReply>(CHECKOUT_API.cardCampaign, { query: { paymentMethodCode: method, isPickup }, silent: true })
      .then((answer) => {
        if (current) setReply({ of: method, reply: answer.Success ? (answer.Result ?? null) : null });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [method, isPickup]);
  return method && reply?.of === method ? reply.reply : null;
}
