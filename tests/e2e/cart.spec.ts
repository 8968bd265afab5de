import type { Browser, Page } from '@playwright/test';
import { cartWords, COUPON, type DemoProduct, demoProduct, sameShopperCall, sharedLinkFor } from './cart-support';
import { expect, freshShopper, islandsReady, test, journeyLanguages } from './fixtures';

// The bag as a shopper uses it (issue 10, "Done means"): two sizes added from the product page, a
// quantity the cart refuses and rolls back, a move to favourites and back, gifts packed separately,
// a coupon on and off, the header count following, and the bag shared by e-mail and opened elsewhere.

type Words = (typeof cartWords)[keyof typeof cartWords];

/** Adds a size from the product page: the mini-bag shows the piece and the bag, and closes back to shopping. */
async function addFromProductPage(page: Page, w: Words, product: DemoProduct, size: string, inBag: number): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${size},`) }).check();
  const add = page.getByRole('main').getByRole('button', { name: w.addToBag, exact: true }).first();
  await add.click();
  const miniBag = page.getByRole('dialog', { name: w.miniBag });
  await expect(miniBag.getByText(w.miniBagSize(size), { exact: true })).toBeVisible();
  await expect(miniBag.getByText(`(${w.countShort(inBag)})`)).toBeVisible();
  await expect(miniBag.getByRole('link', { name: w.toBag })).toHaveAttribute('href', `${w.prefix}/cart`);
  await miniBag.getByRole('button', { name: w.continueShopping }).click();
  await expect(miniBag).toBeHidden();
  await expect(add).toBeFocused();
  expect(product.slug).not.toBe('');
}

const headerCount = (page: Page, w: Words, n: number) => expect(page.getByRole('banner').getByText(w.count(n))).toBeAttached();

async function journey(page: Page, w: Words, product: DemoProduct): Promise<string> {
  const [a, b] = product.sizes;
  // Two sizes from the product page; the header count follows without a reload.
  await page.goto(`${w.prefix}/product/${product.slug}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await addFromProductPage(page, w, product, a.size, 1);
  await addFromProductPage(page, w, product, b.size, 2);
  await headerCount(page, w, 2);

  await page.goto(`${w.prefix}/cart`);
  await islandsReady(page);
  const lineA = `${name}, ${a.size}`;
  const lineB = `${name}, ${b.size}`;
  await expect(page.getByRole('listitem', { name: lineA })).toBeVisible();
  await expect(page.getByRole('listitem', { name: lineB })).toBeVisible();

  // Another tab fills the bag with size B; this page still offers more of A than the bag can hold:
  // the cart refuses, the quantity rolls back and the line says why.
  await sameShopperCall(page, 'PUT', '/cop-api/cart/quantity', { variantId: b.id, quantity: 20 });
  await page.getByLabel(`${w.quantity}: ${lineA}`).selectOption('15');
  await expect(page.getByRole('listitem', { name: lineA }).getByText(w.maxItems)).toBeVisible();
  await expect(page.getByLabel(`${w.quantity}: ${lineA}`)).toHaveValue('1');
  await expect(page.getByLabel(`${w.quantity}: ${lineB}`)).toHaveValue('20');
  await page.getByLabel(`${w.quantity}: ${lineB}`).selectOption('1');
  await expect(page.getByLabel(`${w.quantity}: ${lineB}`)).toHaveValue('1');
  await headerCount(page, w, 2);

  // To favourites and back: the favourites tab asks for a size first.
  await page.getByRole('button', { name: `${w.toFavourites}: ${lineA}` }).click();
  await expect(page.getByRole('listitem', { name: lineA })).toHaveCount(0);
  await headerCount(page, w, 1);
  await page.getByRole('tab', { name: w.favouritesTab }).click();
  const favourites = page.getByRole('tabpanel');
  await favourites.getByLabel(w.size).selectOption({ label: a.size });
  await favourites.getByRole('button', { name: w.favAddToBag }).click();
  await headerCount(page, w, 2);
  await page.getByRole('tab', { name: w.bagTab }).click();
  await expect(page.getByRole('listitem', { name: lineA })).toBeVisible();

  // Both lines as gifts: two gift pieces may be packed separately.
  await page.getByRole('checkbox', { name: `${w.gift}: ${lineA}` }).check();
  await expect(page.getByRole('checkbox', { name: `${w.gift}: ${lineA}` })).toBeChecked();
  await page.getByRole('checkbox', { name: `${w.gift}: ${lineB}` }).check();
  await page.getByRole('radio', { name: w.separately }).check();
  await expect(page.getByRole('radio', { name: w.separately })).toBeChecked();

  // A coupon changes the summary, and comes off again.
  const summary = page.getByRole('region', { name: /Sipariş özeti|Order summary/ });
  await page.getByLabel(w.couponCode).fill(COUPON);
  await page.getByRole('button', { name: w.apply }).click();
  await expect(summary.getByText(w.couponRow)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${w.removeCoupon}`) }).click();
  await expect(summary.getByText(w.couponRow)).toHaveCount(0);
  return name;
}

async function share(page: Page, w: Words, name: string, browser: Browser, baseURL: string): Promise<void> {
  await page.getByRole('button', { name: w.share }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: w.makeLink }).click();
  await expect(dialog.getByLabel(w.link)).toHaveValue(/\/cart\/shared\/[\w-]+$/);
  const to = freshShopper().email;
  await dialog.getByRole('radio', { name: w.emailChannel }).check();
  await dialog.getByLabel(w.sendTo).fill(to);
  await dialog.getByRole('button', { name: w.send, exact: true }).click();
  const link = await sharedLinkFor(page.request, to);
  // Someone else, in a browser of their own, sees the bag read-only.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: w.sharedHeading })).toBeVisible();
  await expect(other.getByText(w.readOnly)).toBeVisible();
  await expect(other.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(other.getByRole('main').getByRole('link', { name, exact: true })).toHaveCount(2);
  await elsewhere.close();
}

test.describe('the bag', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const lang of journeyLanguages('tr')) {
    const w = cartWords[lang];
    test(`a guest's journey through the bag (${lang})`, async ({ page, browser, baseURL }) => {
      const name = await journey(page, w, await demoProduct(baseURL));
      await share(page, w, name, browser, baseURL ?? '');
    });
    test(`a member's journey through the bag (${lang})`, async ({ page, member, browser, baseURL }) => {
      expect(member.email).toContain('@');
      const name = await journey(page, w, await demoProduct(baseURL));
      await share(page, w, name, browser, baseURL ?? '');
    });
  }

  test('an unknown share link is the not-found page', async ({ page }) => {
    expect((await page.goto('/cart/shared/no-such-token'))?.status()).toBe(404);
    expect((await page.goto('/en/cart/shared/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'))?.status()).toBe(404);
  });

  test('view_cart and remove_from_cart reach window.dataLayer', async ({ page, baseURL }) => {
    const product = await demoProduct(baseURL);
    const [a] = product.sizes;
    await sameShopperCall(page, 'POST', '/cop-api/cart/add', { productId: product.productId, variantId: a.id, quantity: 2 });
    await page.goto('/en/cart');
    await islandsReady(page);
    const events = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e): e is { event: string; ecommerce: { items: { item_id: string; quantity: number }[] } } =>
          Boolean(e && typeof e === 'object' && 'event' in e),
        ),
      );
    // The island pushes view_cart once it has started (just after hydration).
    await expect
      .poll(async () => (await events()).find((e) => e.event === 'view_cart')?.ecommerce.items)
      .toEqual([expect.objectContaining({ item_id: String(product.productId), quantity: 2, item_variant: a.size })]);
    await page.getByRole('button', { name: new RegExp(`^${cartWords.en.remove}: .*, ${a.size}$`) }).click();
    await expect.poll(async () => (await events()).some((e) => e.event === 'remove_from_cart')).toBe(true);
    const removed = (await events()).find((e) => e.event === 'remove_from_cart');
    expect(removed?.ecommerce.items[0]).toMatchObject({ item_id: String(product.productId), quantity: 2 });
  });
});
