import type { Page } from '@playwright/test';
import { apiCall, payByApi, saveAddress } from '../e2e/checkout-support';
import { CHECKOUT_API } from '../../src/lib/checkout/steps/schema';

// The screens of the store a reviewer looks at, shared by the screenshot run (`npm run shots`) and
// the visual comparisons, so both always cover the same pages.

/** A screen: a name for its file, how to find its address, whether it needs a member or a phone. */
export interface Screen {
  name: string;
  path: (page: Page, prefix: string) => Promise<string> | string;
  member?: boolean;
  /** A phone-only screen (docs/behaviour/navigation-and-routes.md#phone-only-screens): desktop browsers get a not-found page. */
  phoneOnly?: boolean;
}

/** The screens a device can reach: phone-only ones only on a phone. */
export const screensFor = (isMobile: boolean, member: boolean): Screen[] =>
  SCREENS.filter((s) => Boolean(s.member) === member && (!s.phoneOnly || isMobile));

/**
 * The first product a listing links, or the first on sale (its card shows a struck list price). The
 * listing is read, not shown: parsing its markup finds the same link without rendering the page.
 */
async function productFrom(page: Page, prefix: string, onSale: boolean): Promise<string> {
  const listing = await (await page.request.get(`${prefix}/categories/kadin`)).text();
  const href = await page.evaluate(
    ([html, sale]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const links = [...doc.querySelectorAll<HTMLAnchorElement>('main a[href*="/product/"]')];
      const card = (a: HTMLAnchorElement) => a.closest('article, li') ?? a;
      return links.find((a) => !sale || card(a).querySelector('s'))?.getAttribute('href');
    },
    [listing, onSale] as const,
  );
  if (!href) throw new Error(`no ${onSale ? 'sale ' : ''}product on the listing`);
  return href;
}

/** A running campaign, as the campaigns page links it (the Markdown's dates decide which run). */
async function runningCampaign(page: Page, prefix: string): Promise<string> {
  const campaigns = await (await page.request.get(`${prefix}/campaigns`)).text();
  const href = await page.evaluate(
    ([html, p]) =>
      new DOMParser().parseFromString(html, 'text/html').querySelector(`main a[href^="${p}/campaigns/"]`)?.getAttribute('href'),
    [campaigns, prefix] as const,
  );
  if (!href) throw new Error('no running campaign');
  return href;
}

/**
 * A bag with two pieces (two sizes in stock of the first listed product that has them), put in through
 * the cart's add call as the product page makes it; the pages read carry the prefix, so the language stays.
 */
async function filledCart(page: Page, prefix: string): Promise<string> {
  const listing = await (await page.request.get(`${prefix}/categories/kadin`)).text();
  const session = await (await page.request.get('/cop-api/session')).json();
  for (const [, slug] of listing.matchAll(/href="(?:\/en)?\/product\/([^"]+)"/g)) {
    const html = await (await page.request.get(`${prefix}/product/${slug}`)).text();
    const options = JSON.parse(/data-options="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '[]') as {
      id: number;
      stock: number;
    }[];
    const inStock = options.filter((o) => o.stock >= 5).slice(0, 2);
    if (inStock.length < 2) continue;
    const productId = Number(/data-product-id="(\d+)"/.exec(html)?.[1]);
    for (const variant of inStock)
      await page.request.post('/cop-api/cart/add', {
        data: { productId, variantId: variant.id, quantity: 1 },
        headers: { RequestVerificationToken: session.Result.Token },
      });
    return `${prefix}/cart`;
  }
  throw new Error('no product with two sizes in stock');
}

/** A member's bag (two pieces) and delivery choice (a saved address): the payment step opens. */
async function readyToPay(page: Page, prefix: string): Promise<void> {
  await filledCart(page, prefix);
  const address = await saveAddress(page.request);
  await apiCall(page.request, 'POST', CHECKOUT_API.delivery, { ShippingAddressID: address });
}

/** The payment step of a member with a bag and an address. */
async function paymentStep(page: Page, prefix: string): Promise<string> {
  await readyToPay(page, prefix);
  return `${prefix}/checkout/payment`;
}

/** The confirmation of an order the member has just paid (the direct-approval test card). */
async function confirmation(page: Page, prefix: string): Promise<string> {
  await readyToPay(page, prefix);
  return `${prefix}/checkout/orderreceived?orderNumber=${await payByApi(page.request)}`;
}

export const SCREENS: Screen[] = [
  { name: 'home', path: (_, p) => `${p}/` },
  { name: 'department', path: (_, p) => `${p}/categories/kadin` },
  { name: 'category-filtered', path: (_, p) => `${p}/categories/kadin-elbise?colour=black&sort=price-asc` },
  { name: 'search', path: (_, p) => `${p}/search?q=elbise` },
  { name: 'product', path: (page, p) => productFrom(page, p, false) },
  { name: 'product-sale', path: (page, p) => productFrom(page, p, true) },
  { name: 'campaigns', path: (_, p) => `${p}/campaigns` },
  { name: 'campaign', path: runningCampaign },
  { name: 'loyalty', path: (_, p) => `${p}/content/loyalty-segmentgold` },
  { name: 'content', path: (_, p) => `${p}/content/uyelik-sozlesmesi` },
  { name: 'cart', path: (_, p) => `${p}/cart` },
  { name: 'cart-filled', path: filledCart },
  { name: 'favorites', path: (_, p) => `${p}/favorites` },
  { name: 'not-found', path: (_, p) => `${p}/no-such-page` },
  { name: 'internal-error', path: (_, p) => `${p}/internal?returnUrl=%2Fcart` },
  { name: 'the-one', path: (_, p) => `${p}/customer/the-one` },
  { name: 'reborn', path: (_, p) => `${p}/customer/reborn` },
  { name: 'register', path: (_, p) => `${p}/customer/register` },
  { name: 'login', path: (_, p) => `${p}/customer/login` },
  { name: 'forgot-password', path: (_, p) => `${p}/customer/forgotpassword` },
  { name: 'account', path: (_, p) => `${p}/customer`, member: true },
  { name: 'account-info', path: (_, p) => `${p}/customer/info`, member: true },
  { name: 'account-preferences', path: (_, p) => `${p}/customer/communicationpreferences`, member: true, phoneOnly: true },
  { name: 'account-settings', path: (_, p) => `${p}/customer/settings`, member: true, phoneOnly: true },
  { name: 'account-password', path: (_, p) => `${p}/customer/changepassword`, member: true },
  { name: 'account-delete', path: (_, p) => `${p}/customer/delete-account`, member: true },
  { name: 'account-data', path: (_, p) => `${p}/customer/my-data`, member: true },
  { name: 'account-addresses', path: (_, p) => `${p}/customer/address`, member: true },
  { name: 'cart-member', path: filledCart, member: true },
  { name: 'the-one-member', path: (_, p) => `${p}/customer/the-one`, member: true },
  { name: 'club-more', path: (_, p) => `${p}/customer/club-more`, member: true },
  { name: 'messages', path: (_, p) => `${p}/customer/messages`, member: true },
  { name: 'reborn-new', path: (_, p) => `${p}/customer/reborn/new`, member: true },
  { name: 'reborn-applications', path: (_, p) => `${p}/customer/reborn/applications`, member: true },
  { name: 'repair', path: (_, p) => `${p}/customer/repair`, member: true },
  { name: 'checkout-payment', path: paymentStep, member: true },
  { name: 'checkout-received', path: confirmation, member: true },
  { name: 'styleguide', path: (_, p) => `${p}/dev/styleguide` },
];

/**
 * Brings a page to rest for a picture: every picture loaded (lazy ones too), fonts ready, no caret
 * or animation, so two pictures of the same page compare equal.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  // A lazy picture not yet fetched also reads as complete: wait until each has pixels (a broken one fails here).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, {
    timeout: 60_000,
  });
  // Decoded before the picture is taken: Chromium may leave an off-screen picture undecoded (blank).
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
}
