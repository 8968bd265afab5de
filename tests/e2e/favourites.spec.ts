import type { Page } from '@playwright/test';
import { expect, follow, islandsReady, test, journeyLanguages } from './fixtures';
import { accountWords } from './words';

// Favourites as a shopper meets them: hearts on listings and the product page, the favourites
// page, the guest cap, sign-in, and the move to the bag (docs/behaviour/bag.md#favourites).

const words = {
  tr: {
    prefix: '',
    add: /ürününü favorilere ekle$/,
    remove: /ürününü favorilerden çıkar$/,
    fullTitle: 'Favorileriniz doldu',
    notNow: 'Daha sonra',
    signIn: 'Giriş yap',
    addToBag: 'Sepete ekle',
    size: 'Beden',
    sizeRequired: 'Sepete eklemek için lütfen beden seçin.',
    bagCount: (n: number) => `Sepetinizde ${n} ürün var`,
    favouriteCount: (n: number) => `Favorilerinizde ${n} ürün var`,
    productRemove: 'Favorilerden çıkar',
    empty: 'Henüz favorilerinize eklediğiniz bir ürün yok.',
  },
  en: {
    prefix: '/en',
    add: /^Add .+ to favourites$/,
    remove: /^Remove .+ from favourites$/,
    fullTitle: 'Your favourites are full',
    notNow: 'Not now',
    signIn: 'Sign in',
    addToBag: 'Add to bag',
    size: 'Size',
    sizeRequired: 'Please choose a size to add this to your bag.',
    bagCount: (n: number) => `Items in your bag: ${n}`,
    favouriteCount: (n: number) => `Items in your favourites: ${n}`,
    productRemove: 'Remove from favourites',
    empty: 'You have not saved any favourites yet.',
  },
} as const;
type Lang = keyof typeof words;

/** Presses the first unfilled heart of the page and waits until it shows as filled; answers its product's name. */
async function heartFirst(page: Page, lang: Lang): Promise<string> {
  const w = words[lang];
  const heart = page.getByRole('button', { name: w.add }).first();
  const name = (await heart.getAttribute('aria-label'))!;
  const filled = await page.getByRole('button', { name: w.remove }).count();
  await heart.click();
  await expect(page.getByRole('button', { name: w.remove })).toHaveCount(filled + 1);
  return name;
}

/** The GA4 events of a name on the page's data layer. */
const events = (page: Page, event: string) =>
  page.evaluate((name) => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name), event);

for (const lang of journeyLanguages('en')) {
  const w = words[lang];

  test(`${lang}: a guest fills the favourites to the cap and is asked to sign in`, async ({ page }) => {
    await page.goto(`${w.prefix}/categories/kadin`);
    await islandsReady(page);
    for (let i = 0; i < 20; i++) await heartFirst(page, lang);
    await expect(page.getByRole('navigation', { name: /./ }).getByRole('link', { name: w.favouriteCount(20) })).toBeVisible();
    await page.getByRole('button', { name: w.add }).first().click();
    const dialog = page.getByRole('dialog', { name: w.fullTitle });
    await expect(dialog).toBeVisible();
    // It opens at the safe choice, not at its ✕.
    await expect(dialog.getByRole('button', { name: w.notNow })).toBeFocused();
    await expect(dialog.getByRole('link', { name: w.signIn })).toHaveAttribute('href', /\/customer\/login\?returnUrl=/);
    await expect(page.getByRole('button', { name: w.remove })).toHaveCount(20);
  });

  test(`${lang}: a guest's favourites survive a reload and move into the account on sign-in`, async ({ page, registered }) => {
    await page.goto(`${w.prefix}/categories/kadin`);
    await heartFirst(page, lang);
    await heartFirst(page, lang);
    await page.reload();
    await expect(page.getByRole('button', { name: w.remove })).toHaveCount(2);
    await page.goto(`${w.prefix}/favorites`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

    const a = accountWords[lang];
    await page.goto(`${w.prefix}/customer/login?returnUrl=${encodeURIComponent('/favorites')}`);
    await islandsReady(page);
    await page.getByLabel(a.username).fill(registered.email);
    await page.getByLabel(a.loginPassword, { exact: true }).fill(registered.password);
    await page.getByRole('main').getByRole('button', { name: a.login }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vitrin:favourites'))).toBeNull();
    // Now on the server: a fresh page of the account shows them, and the hearts stay filled.
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await page.goto(`${w.prefix}/categories/kadin`);
    await expect(page.getByRole('button', { name: w.remove })).toHaveCount(2);
  });

  test(`${lang}: a member's heart is filled on the listing and on the product page`, async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto(`${w.prefix}/categories/kadin-elbise`);
    await islandsReady(page);
    await heartFirst(page, lang);
    await page.reload();
    const filled = page.getByRole('button', { name: w.remove });
    await expect(filled).toHaveCount(1);
    await expect(filled).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('article').filter({ has: filled });
    await card.getByRole('link').click();
    const button = page.getByRole('button', { name: w.productRemove });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${lang}: moving a favourite to the bag asks for a size, then the bag count follows`, async ({ page }) => {
    await page.goto(`${w.prefix}/categories/kadin-elbise`);
    await islandsReady(page);
    await heartFirst(page, lang);
    await page.goto(`${w.prefix}/favorites`);
    await islandsReady(page);
    const item = page.getByRole('main').getByRole('listitem');
    await item.getByRole('button', { name: w.addToBag }).click();
    await expect(item.getByRole('alert')).toHaveText(w.sizeRequired);
    const size = item.getByRole('combobox', { name: w.size });
    await expect(size).toBeFocused();
    const value = await size.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
    await size.selectOption(value!);
    await item.getByRole('button', { name: w.addToBag }).click();
    await expect(page.getByText(w.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: w.bagCount(1) })).toBeVisible();
    const [cart] = await events(page, 'add_to_cart');
    expect(cart).toMatchObject({ ecommerce: { currency: 'TRY', items: [{ item_variant: expect.any(String), quantity: 1 }] } });
  });
}

test('add_to_wishlist and add_to_cart reach the data layer with GA4 item fields', async ({ page }) => {
  await page.goto('/en/categories/kadin-elbise');
  await islandsReady(page);
  await follow(page, page.getByRole('article').first().getByRole('link'));
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  const item = {
    item_id: expect.stringMatching(/^\d+$/),
    item_name: expect.any(String),
    item_brand: expect.any(String),
    price: expect.any(Number),
    quantity: 1,
  };
  expect(await events(page, 'add_to_wishlist')).toEqual([
    { event: 'add_to_wishlist', ecommerce: { currency: 'TRY', value: expect.any(Number), items: [item] } },
  ]);

  await page
    .getByRole('radio', { name: /^(?!.*Sold out)/ })
    .first()
    .check();
  await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first().click();
  await expect(page.getByRole('link', { name: 'Items in your bag: 1' })).toBeVisible();
  const [cart] = await events(page, 'add_to_cart');
  expect(cart).toEqual({
    event: 'add_to_cart',
    ecommerce: { currency: 'TRY', value: expect.any(Number), items: [{ ...item, item_variant: expect.any(String) }] },
  });
  expect((cart as { ecommerce: { items: { price: number }[] } }).ecommerce.items[0]!.price).toBeGreaterThan(0);
});
