import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { CHECKOUT_API } from '../../src/lib/checkout/steps/schema';
import { ApiClient } from '../support/api-client';
import { checkHtml, describeMessage, type Page } from '../support/nu';
import { latestCode } from './account/members/helpers';
import { CANCEL, cancel, detailOf, devMove, paidOrder } from './orders/after-sales/helpers';
import { add } from './bag/cart/helpers';
import { own } from './orders/records/helpers';
import { bagDemand, created, photos } from './programmes/reborn/helpers';
import { RETURNS, returnBody } from './orders/returns/helpers';

// Every page is valid HTML (issue 15): the W3C Nu checker over the sitemap's pages (a sample of 20
// products, each as rendered and as kept for visitors), the auth and public pages, every account,
// cart, checkout, order, return and Reborn screen of a member, and the phone-only screens, in Turkish
// and English. Errors fail, naming page, line and message; warnings are listed. One run of the
// checker carries a page broken on purpose beside them, to show that it fails one.

const LANGS = [
  { prefix: '', id: '1' },
  { prefix: '/en', id: '2' },
] as const;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PRODUCT_SAMPLE = 20;
/** The one address that is meant to answer 404 (its page is checked too). */
const MISSING = '/no-such-page';

/** Every n-th of a list, so the sample spans it. */
const spread = <T>(list: readonly T[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);

/** A page's markup, asked for in a language (the cookie agrees with the prefix, so nothing redirects). */
async function fetchPage(client: ApiClient, path: string, lang: (typeof LANGS)[number], userAgent?: string): Promise<Page> {
  client.cookies.set('LanguageId', lang.id);
  const address = lang.prefix + path;
  const response = await client.request(address, { headers: userAgent ? { 'User-Agent': userAgent } : {} });
  expect(response.status, `${address} answered ${response.status}`).toBe(path === MISSING ? 404 : 200);
  return { name: `${userAgent ? 'phone ' : ''}${address}`, html: await response.text() };
}

/**
 * The paths in both languages; a new visitor's a few at a time (the server renders while the next is
 * asked for), a member's one after another (one session).
 */
async function fetchAll(client: (() => ApiClient) | ApiClient, paths: readonly string[], userAgent?: string): Promise<Page[]> {
  const jobs = paths.flatMap((path) => LANGS.map((lang) => ({ path, lang })));
  const at = typeof client === 'function' ? 4 : 1;
  const clientFor = typeof client === 'function' ? client : () => client;
  const pages: Page[] = [];
  for (let i = 0; i < jobs.length; i += at) {
    const batch = jobs.slice(i, i + at);
    pages.push(...(await Promise.all(batch.map(({ path, lang }) => fetchPage(clientFor(), path, lang, userAgent)))));
  }
  return pages;
}

/** The sitemap's paths (Turkish; English is asked for beside each). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await new ApiClient().request('/sitemap.xml')).text();
  const origin = new URL(inject('baseUrl')).origin;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!, origin).pathname + new URL(m[1]!, origin).search);
  return [...new Set(locs.map((path) => path.replace(/^\/en(?=\/|$)/, '') || '/'))];
}

/** Visitors' pages: the sitemap (sampled products twice, rendered then kept), auth and public screens. */
async function visitorPages(): Promise<Page[]> {
  const paths = await sitemapPaths();
  const products = spread(
    paths.filter((p) => p.startsWith('/product/')),
    PRODUCT_SAMPLE,
  );
  expect(products.length).toBe(PRODUCT_SAMPLE);
  const others = paths.filter((p) => !p.startsWith('/product/'));
  const visitor = () => new ApiClient();
  const publicScreens = [
    '/customer/login',
    '/customer/register',
    '/customer/forgotpassword',
    '/customer/forcechangepassword',
    '/customer/ordertracking',
    '/customer/the-one',
    '/customer/reborn',
    '/cart',
    '/favorites',
    '/campaigns',
    '/search?q=elbise',
    '/internal?returnUrl=%2Fcart',
    MISSING,
  ];
  const rendered = await fetchAll(visitor, [...others, ...publicScreens, ...products]);
  const kept = (await fetchAll(visitor, products)).map((page) => ({ ...page, name: `${page.name} (kept)` }));
  const phone = await fetchAll(visitor, ['/', '/customer/reborn/landing', products[0]!], PHONE);
  return [...rendered, ...kept, ...phone];
}

/** The after-sales screens of a done cancel and return, and a guest's tracked order (each order keeps an item to act on). */
async function afterSalesPages(shopper: Awaited<ReturnType<typeof paidOrder>>, returner: Awaited<ReturnType<typeof paidOrder>>) {
  const [cancelled] = (await detailOf(shopper.client, shopper.orderId)).Items;
  const cancelAnswer = await cancel(shopper.client, shopper.orderId, [cancelled!.OrderItemID]);
  expect(cancelAnswer.status, JSON.stringify(cancelAnswer.body)).toBe(200);
  expect((await shopper.client.get(`${CANCEL}/success?requestId=${cancelAnswer.body.Result!.RequestId}`)).status).toBe(200);
  const [returned] = (await detailOf(returner.client, returner.orderId)).Items;
  const returnAnswer = await returner.client.post<{ Data: { EasyReturnId: number } }>(
    RETURNS,
    returnBody(returner.orderId, [{ OrderItemId: returned!.OrderItemID }]),
  );
  expect(returnAnswer.status, JSON.stringify(returnAnswer.body)).toBe(200);
  const guest = new ApiClient();
  const sent = await guest.post<{ RequestId: string }>('/order-web-bff/api/v1/tracking/lookup', {
    OrderNumber: shopper.number,
    Email: shopper.email,
    CaptchaToken: '',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const granted = await guest.post('/order-web-bff/api/v1/tracking/verify', {
    RequestId: sent.body.Result!.RequestId,
    Otp: await latestCode(guest, shopper.phone),
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return [
    ...(await fetchAll(shopper.client, [`/customer/easycancel/successful/${cancelAnswer.body.Result!.RequestId}`])),
    ...(await fetchAll(returner.client, [
      `/customer/easyreturn/${returner.orderId}`,
      `/customer/easyreturn/successful/${returnAnswer.body.Result!.Data.EasyReturnId}`,
      `/customer/order?orderId=${returner.orderId}`,
    ])),
    ...(await fetchAll(guest, [`/customer/ordertrackingsuccessful?orderId=${shopper.orderId}`])),
  ];
}

/** A member's screens: account, cart and checkout, an order (detail, cancel, address change, return), Reborn, loyalty, repair. */
async function memberPages(): Promise<Page[]> {
  const shopper = await paidOrder(2);
  const returner = await paidOrder(2);
  await devMove(returner.client, returner.orderId, 'deliver');
  await add(shopper.client, own(6), 1);
  await shopper.client.post(CHECKOUT_API.delivery, { ShippingAddressID: shopper.addressId });
  const seller = {
    form: { FirstName: 'Ayşe', LastName: 'Kaya', Email: shopper.email, CellPhone: shopper.phone },
    addressId: shopper.addressId,
  };
  const demand = await created(shopper.client, bagDemand(seller, await photos(shopper.client, 1)));
  const repair = await (await shopper.client.request('/customer/repair')).text();
  const frame = /<iframe[^>]+src="([^"]+)"/.exec(repair)?.[1]?.replaceAll('&amp;', '&');
  expect(frame, 'the repair page frames the partner').toBeTruthy();
  const paths = [
    '/customer',
    '/customer/info',
    '/customer/address',
    '/customer/changepassword',
    '/customer/delete-account',
    '/customer/my-data',
    '/customer/order',
    `/customer/order?orderId=${shopper.orderId}`,
    `/customer/easycancel/${shopper.orderId}`,
    `/customer/changeshippingaddress/${shopper.orderId}`,
    `/checkout/orderreceived?orderNumber=${shopper.number}`,
    '/cart',
    '/checkout/address',
    '/checkout/payment',
    '/customer/messages',
    '/customer/the-one',
    '/customer/club-more',
    '/customer/reborn/new',
    '/customer/reborn/applications',
    `/customer/reborn/applications?rebornId=${demand}`,
    `/customer/reborn/success?id=${demand}`,
    '/customer/repair',
    new URL(frame!, inject('baseUrl')).pathname + new URL(frame!, inject('baseUrl')).search,
  ];
  const phonePaths = ['/customer', '/customer/settings', '/customer/communicationpreferences', `/customer/reborn/applications/${demand}`];
  return [
    ...(await fetchAll(shopper.client, paths)),
    ...(await afterSalesPages(shopper, returner)),
    ...(await fetchAll(shopper.client, phonePaths, PHONE)),
  ];
}

/** The page broken on purpose that every run of the checker carries, to show that it fails one. */
const BROKEN = 'broken-page.html';

/** One checker run (one Java start) over the broken page and every page of the store. */
async function checkAll() {
  const broken = { name: BROKEN, html: await readFile(new URL(`../fixtures/html/${BROKEN}`, import.meta.url), 'utf8') };
  const pages = [...(await visitorPages()), ...(await memberPages())];
  return { pages, ...(await checkHtml([broken, ...pages])) };
}

describe('valid HTML', () => {
  let run: ReturnType<typeof checkAll> | undefined;
  const checked = () => (run ??= checkAll());

  it('the checker fails a broken page among the others, naming the page, line and message', { timeout: 240_000 }, async () => {
    const { errors } = await checked();
    expect(errors.map(describeMessage)).toContainEqual(
      expect.stringMatching(/^broken-page\.html:14: Stray start tag “script”\. — .*<script/),
    );
  });

  it('every page, for visitors and members, in both languages, has no error', { timeout: 240_000 }, async () => {
    const result = await checked();
    const { pages } = result;
    const errors = result.errors.filter((e) => e.page !== BROKEN);
    const warnings = result.warnings.filter((w) => w.page !== BROKEN);
    console.log(`Nu HTML checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
    // Listed once per message, with how often and a page it is on (thousands of lines would bury the rest).
    const byMessage = Map.groupBy(warnings, (w) => w.message);
    for (const [message, seen] of byMessage) console.log(`  warning ×${seen.length}: ${message} (e.g. ${seen[0]!.page})`);
    expect(errors.map(describeMessage)).toEqual([]);
  });
});
