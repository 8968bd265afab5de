import type { APIRoute } from 'astro';
import { type Endpoint, formFields } from '@lib/platform/index.server';
import { localizedPath } from '@lib/platform';
import { paymentRetryUrl, threeDReturnPage, finishThreeD } from '@lib/orders/index.server';

// The bank's 3-D Secure page posts its signed form here (exempt from the verification header,
// src/lib/platform/routing/kinds.ts): the gateway checks the signature, and a forged or unreadable
// form changes nothing. The answer is a page, not JSON: it runs inside the checkout's modal frame.

const route: APIRoute = async (context) => {
  const { lang, t } = context.locals;
  const finished = await finishThreeD(await formFields(context.request));
  if (!finished) return threeDReturnPage(null, localizedPath('/cart', lang), lang, t('orders:threeD.back'));
  const { message, order } = finished;
  const next = message.RedirectUrl ?? paymentRetryUrl(order.lang as typeof lang, message.Message ?? '', order.isGuest);
  return threeDReturnPage(message, next, order.lang, t(message.RedirectUrl ? 'orders:threeD.continue' : 'orders:threeD.back'));
};

/** POST 3-D return: finalises the bank's verified payment once and answers the modal frame's page. */
export const POST: Endpoint = Object.assign(route, { inputs: {} });
