import type { Page } from '@playwright/test';
import { cartWords, demoProduct } from './cart-support';
import { apiCall } from './checkout-support';
import { FAVOURITES_API } from '../../src/lib/bag/favourites/rules';
import { expect, islandsReady, test } from './fixtures';

// Issue 24, item 10: every count of the bag and the favourites (the header's badges, the phone's
// navigation, the bag page's tabs) reads one store, so a move between the bag and the favourites
// changes them all at once; and a favourite moved from the bag shows the size it kept.

type Words = (typeof cartWords)[keyof typeof cartWords];

const favouriteWords = {
  tr: { favouriteCount: (n: number) => `Favorilerinizde ${n} ürün var`, favouritesTab: 'Favorilerim', bagTab: 'Sepet' },
  en: { favouriteCount: (n: number) => `Items in your favourites: ${n}`, favouritesTab: 'Favourites', bagTab: 'Bag' },
} as const;

/** Every count on the page agrees: the bag's and the favourites' in the header and the phone navigation, and both tabs. */
async function countsAre(page: Page, lang: 'tr' | 'en', bag: number, favourites: number): Promise<void> {
  const w: Words = cartWords[lang];
  const f = favouriteWords[lang];
  // The header and the bottom navigation each hold one badge of each kind (the phone's is hidden on a desktop).
  await expect(page.locator('cart-count [data-live]')).toHaveText([w.count(bag), w.count(bag)]);
  await expect(page.locator('favourite-count [data-live]')).toHaveText([f.favouriteCount(favourites), f.favouriteCount(favourites)]);
  await expect(page.getByRole('tab', { name: w.bagTab })).toHaveText(`${f.bagTab} (${bag})`);
  await expect(page.getByRole('tab', { name: w.favouritesTab })).toHaveText(
    favourites ? `${f.favouritesTab} (${favourites})` : f.favouritesTab,
  );
}

/**
 * A line put in the bag goes to the favourites and comes back, every count checked at each step;
 * `kept` makes the product a favourite with no size first (the move then gives it the line's size).
 */
async function moveAndBack(page: Page, lang: 'tr' | 'en', baseURL: string | undefined, kept = false): Promise<void> {
  const w = cartWords[lang];
  const product = await demoProduct(baseURL);
  const size = product.sizes[0];
  const added = await apiCall(page.request, 'POST', '/cop-api/cart/add', { productId: product.productId, variantId: size.id, quantity: 1 });
  expect(added.Success, JSON.stringify(added)).toBe(true);
  if (kept) expect((await apiCall(page.request, 'POST', FAVOURITES_API.add, { productId: product.productId })).Success).toBe(true);
  await page.goto(`${w.prefix}/cart`);
  await islandsReady(page);
  await countsAre(page, lang, 1, kept ? 1 : 0);

  // To the favourites: the bag empties, the favourites count one, and the tab shows the size kept.
  await page.getByRole('button', { name: new RegExp(`^${w.toFavourites}: .+, ${size.size}$`) }).click();
  await countsAre(page, lang, 0, 1);
  await page.getByRole('tab', { name: w.favouritesTab }).click();
  await islandsReady(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel(w.size)).toHaveValue(String(size.id));
  await countsAre(page, lang, 0, 1);

  // Back to the bag with that size, no choice asked: every count follows at once.
  await panel.getByRole('button', { name: w.favAddToBag }).click();
  await countsAre(page, lang, 1, 0);
  await page.getByRole('tab', { name: w.bagTab }).click();
  await expect(page.getByRole('listitem', { name: new RegExp(`, ${size.size}$`) })).toBeVisible();
  await countsAre(page, lang, 1, 0);
}

// A guest's favourites live on the device (the tab is drawn again), a member's on the server (read again).
test("tr: a guest's counts agree through a move to the favourites and back, and the kept size shows", async ({ page, baseURL }) => {
  await moveAndBack(page, 'tr', baseURL);
});

test("en: a member's counts agree through a move of a kept favourite to the favourites and back, and its size shows", async ({
  page,
  member,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  await moveAndBack(page, 'en', baseURL, true);
});
