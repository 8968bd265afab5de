import type { APIRoute } from 'astro';
import type { Endpoint } from '@lib/http/api.server';
import { localizedPath } from '@lib/i18n/lang';
import { threeDPage } from '@lib/orders/threed-page.server';
import { finishThreeD } from '@lib/orders/threed.server';

// The bank's 3-D Secure page posts its signed form here (exempt from the verification header,
// src/lib/server/pipeline/kinds.ts): the gateway checks the signature, and a forged or unreadable
// form changes nothing. The answer is a page, not JSON: it runs inside the checkout's modal frame.

async function formFields(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value.slice(0, 2000)]] : [])));
  } catch {
    return {};
  }
}

const route: APIRoute = async (context) => {
  const { lang, t } = context.locals;
  const finished = await finishThreeD(await formFields(context.request));
  if (!finished) return threeDPage(null, localizedPath('/cart', lang), lang, t('orders:threeD.back'));
  const { message, order } = finished;
  const payment = `${localizedPath('/checkout/payment', order.lang as typeof lang)}?${new URLSearchParams({
    ...(order.isGuest ? { isGuestCheckout: 'True' } : {}),
    paymentError: message.Message ?? '',
  })}`;
  const next = message.RedirectUrl ?? payment;
  return threeDPage(message, next, order.lang, t(message.RedirectUrl ? 'orders:threeD.continue' : 'orders:threeD.back'));
};

/** POST 3-D return: finalises the bank's verified payment once and answers the modal frame's page. */
export const POST: Endpoint = Object.assign(route, { inputs: {} });
