import type { Page } from '@playwright/test';
import { apiCall, fillBag, payByApi, saveAddress } from './checkout-support';
import { expect, islandsReady, type Lang, sweepLanguage, test } from './fixtures';
import { CHECKOUT_API } from '../../src/lib/checkout/steps/schema';

// Every main screen, visited once, must leave the browser's console without an error and raise no
// uncaught page error (a React hydration mismatch, #418, is one). Shared by the desktop and phone
// specs, each in its sweep language (Turkish on a desktop, English on a phone: every screen seen on
// both viewports and in both languages, decision 0030 point 9); the member's bag, address and
// order are made through the API, as the other specs do.

/** Collects the console errors and uncaught page errors of a page, by the screen being visited. */
function watch(page: Page, lang: Lang) {
  const errors: string[] = [];
  let screen = '';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${screen}: console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${screen}: page error: ${error.message}`));
  return {
    errors,
    /** Opens a screen and waits until its islands have hydrated (a mismatch is reported by then). */
    async visit(name: string, path: string) {
      screen = `${name} ${path}`;
      const answer = await page.goto(path);
      expect(answer?.status(), screen).toBeLessThan(400);
      expect(await page.evaluate(() => document.documentElement.lang), screen).toBe(lang === 'tr' ? 'tr-TR' : 'en-TR');
      await islandsReady(page);
      // Idle islands and late effects run after the load: wait until the network is quiet.
      await page.waitForLoadState('networkidle');
    },
  };
}

/** The hearts' names on a listing. */
const HEART = {
  tr: { add: /ürününü favorilere ekle$/, remove: /ürününü favorilerden çıkar$/ },
  en: { add: /^Add .+ to favourites$/, remove: /^Remove .+ from favourites$/ },
} as const;

/** A product's address, from the listing (the first card). */
async function firstProduct(page: Page, prefix: string): Promise<string> {
  const listing = await (await page.request.get(`${prefix}/categories/kadin`)).text();
  const slug = /href="(?:\/en)?\/product\/([^"]+)"/.exec(listing)?.[1];
  expect(slug, 'a product on the listing').toBeTruthy();
  return `${prefix}/product/${slug}`;
}

/** Defines the guest's and the member's console checks for the running project, in its sweep language. */
export function consoleChecks(): void {
  test("a guest's main screens log no error (tr on a desktop, en on a phone)", async ({ page, baseURL, isMobile }) => {
    test.setTimeout(120_000);
    const lang = sweepLanguage(isMobile);
    const prefix = lang === 'tr' ? '' : '/en';
    const { errors, visit } = watch(page, lang);
    await visit('home', `${prefix}/`);
    await visit('listing', `${prefix}/categories/kadin`);
    // A favourite kept on the device: the bag's favourites tab counts it from the first paint.
    await page.getByRole('button', { name: HEART[lang].add }).first().click();
    await expect(page.getByRole('button', { name: HEART[lang].remove })).toHaveCount(1);
    await visit('search', `${prefix}/search?q=elbise`);
    await visit('product', await firstProduct(page, prefix));
    await visit('bag (empty)', `${prefix}/cart`);
    await visit('favourites', `${prefix}/favorites`);
    await visit('sign-in', `${prefix}/customer/login`);
    await fillBag(page.request, baseURL);
    await visit('bag (an item)', `${prefix}/cart`);
    expect(errors).toEqual([]);
  });

  test("a member's main screens log no error (tr on a desktop, en on a phone)", async ({ page, member, baseURL, isMobile }) => {
    test.setTimeout(120_000);
    expect(member.email).toBeTruthy();
    const lang = sweepLanguage(isMobile);
    const prefix = lang === 'tr' ? '' : '/en';
    const { errors, visit } = watch(page, lang);
    await fillBag(page.request, baseURL);
    await visit('bag (member)', `${prefix}/cart`);
    await visit('checkout address', `${prefix}/checkout/address`);
    const address = await saveAddress(page.request);
    const chosen = await apiCall(page.request, 'POST', CHECKOUT_API.delivery, {
      ShippingAddressID: address,
      IsUseShippingInfoAsBillingInfo: true,
    });
    expect(chosen.Success, JSON.stringify(chosen)).toBe(true);
    await visit('checkout payment', `${prefix}/checkout/payment`);
    await payByApi(page.request);
    await visit('favourites (member)', `${prefix}/favorites`);
    await visit('account', `${prefix}/customer`);
    await visit('order list', `${prefix}/customer/order`);
    const detail = await page.locator('main a[href*="orderId="]').first().getAttribute('href');
    expect(detail, 'a link to the order').toBeTruthy();
    await visit('order detail', detail!);
    expect(errors).toEqual([]);
  });
}
