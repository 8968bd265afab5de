import { needsAmountConfirmation } from '@lib/checkout';
import { env, endpoint } from '@lib/platform/index.server';
import { amountControlSchema, type AmountControlResult } from '@lib/orders';
import { payableOf } from '@lib/checkout/index.server';

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
