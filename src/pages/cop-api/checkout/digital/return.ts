import type { APIRoute } from 'astro';
import { sandboxProvider } from '@lib/digital/sandbox.server';
import { ERRORS } from '@lib/errors/catalogue';
import type { Endpoint } from '@lib/http/api.server';
import { type Lang, localizedPath } from '@lib/i18n/lang';
import { concludeAsync } from '@lib/orders/threed.server';

// The provider's page posts its signed answer here (exempt from the verification header,
// src/lib/server/pipeline/kinds.ts): the provider checks its signature, and a forged, altered or
// unknown answer changes nothing. The shopper came by a full page load, so the answer is a redirect:
// to the order received page, or back to the payment page with the reason and the bag as it was.

async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value.slice(0, 2000)]] : [])));
  } catch {
    return {};
  }
}

/** The payment page in a language, showing a failure's text, on the method's tab when known. */
function paymentPage(lang: Lang, reason: string, isGuest: boolean, method?: string): string {
  const query = new URLSearchParams({
    ...(isGuest ? { isGuestCheckout: 'True' } : {}),
    paymentError: reason,
    ...(method ? { method } : {}),
  });
  return `${localizedPath('/checkout/payment', lang)}?${query}`;
}

/** A redirect after the post; typed, so the API pipeline passes it on instead of wrapping it in the envelope. */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Content-Type': 'text/plain; charset=utf-8' } });
}

const route: APIRoute = async (context) => {
  const { lang, t } = context.locals;
  const outcome = await sandboxProvider.readReturn(await formFields(context.request));
  const concluded =
    outcome &&
    (await concludeAsync({ reference: outcome.reference, transactionId: outcome.sessionId, status: outcome.status, code: outcome.code }));
  if (!concluded) return seeOther(paymentPage(lang, t(ERRORS.DIGITAL_RETURN_INVALID.text), false));
  const { message, order } = concluded;
  return seeOther(message.RedirectUrl ?? paymentPage(order.lang as Lang, message.Message ?? '', order.isGuest, order.paymentMethodCode));
};

/** POST digital return: finalises the order of the provider's signed answer once, and sends the shopper on. */
export const POST: Endpoint = Object.assign(route, { inputs: {} });
