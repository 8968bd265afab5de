import type { APIRoute } from 'astro';
import type { Endpoint } from '@lib/platform/index.server';
import { iyzicoThreeDPage } from '@lib/checkout/index.server';

// iyzico's 3-D Secure page, served once from this site so the checkout's modal (a frame of this
// origin) can show it; the path's id is random, the page never cached nor indexed (decision 0045).

const route: APIRoute = async ({ params, locals }) => iyzicoThreeDPage(params.id ?? '', locals.lang, locals.t('bank:unknown'));

/** GET iyzico 3-D page: the bank's auto-submitting form the first time, then 404. */
export const GET: Endpoint = Object.assign(route, { inputs: {} });
