import { needsAmountConfirmation } from '@lib/checkout/steps/rules';
import { env } from '@lib/platform/config/env.server';
import { endpoint } from '@lib/platform/http/api.server';
import { amountControlSchema, type AmountControlResult } from '@lib/orders/records/schema';
import { payableOf } from '@lib/checkout/steps/pricing.server';

/** POST amount control: whether the total the shopper saw must be confirmed against what the card will be charged. */
export const POST = endpoint({ body: amountControlSchema }, async (context, { body }): Promise<AmountControlResult> => {
  const actual = await payableOf(
    context.locals.session,
    { paymentMethodCode: body.PaymentMethodCode, cardNo: body.CardNo, isPickup: body.isPickup },
    context.locals.lang,
  );
  return {
    IsChanged: needsAmountConfirmation(body.TotalAmountToBePaid, actual, env().RECALCULATE_CAMPAIGNS_ON_CHECKOUT),
    PreviousAmount: body.TotalAmountToBePaid,
    ActualAmount: actual,
  };
});
