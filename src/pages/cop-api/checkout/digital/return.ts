import type { APIRoute } from 'astro';
import { sandboxProvider } from '@lib/checkout/index.server';
import { ERRORS, type Lang } from '@lib/platform';
import { type Endpoint, formFields, seeOther } from '@lib/platform/index.server';
import { paymentRetryUrl, concludeAsync } from '@lib/orders/index.server';

// The provider's page posts its signed answer here (exempt from the verification header,
// src/lib/platform/routing/kinds.ts): the provider checks its signature, and a forged, altered or
// unknown answer changes nothing. The shopper came by a full page load, so the answer is a redirect:
// to the order received page, or back to the payment page with the reason and the bag as it was.

const route: APIRoute = async (context) => {
  const { lang, t } = context.locals;
  const outcome = await sandboxProvider.readReturn(await formFields(context.request));
  const concluded =
    outcome &&
    (await concludeAsync({ reference: outcome.reference, transactionId: outcome.sessionId, status: outcome.status, code: outcome.code }));
  if (!concluded) return seeOther(paymentRetryUrl(lang, t(ERRORS.DIGITAL_RETURN_INVALID.text), false));
  const { message, order } = concluded;
  return seeOther(
    message.RedirectUrl ?? paymentRetryUrl(order.lang as Lang, message.Message ?? '', order.isGuest, order.paymentMethodCode),
  );
};

/** POST digital return: finalises the order of the provider's signed answer once, and sends the shopper on. */
export const POST: Endpoint = Object.assign(route, { inputs: {} });
