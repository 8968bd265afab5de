import { FAVOURITES_API } from '../../src/lib/bag/favourites/rules';
import { cartWords, demoProduct } from './cart-support';
import { apiCall } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// ARCHITECTURE.md, "Kept pages and personal bits": a member lands on the same kept product page as
// everyone, and the shell fills in what is theirs after it: the account link, the bag's count, the
// filled heart, and a verification token that lets them add to the bag at once.

const words = {
  tr: { account: 'Hesabım', login: 'Giriş yap', unfavourite: 'Favorilerden çıkar' },
  en: { account: 'My account', login: 'Sign in', unfavourite: 'Remove from favourites' },
} as const;

for (const lang of ['tr', 'en'] as const) {
  const w = { ...words[lang], ...cartWords[lang] };

  test(`${lang}: a member on a kept product page sees their account, bag and heart, and adds to the bag`, async ({
    page,
    member,
    baseURL,
  }) => {
    expect(member.email).toContain('@');
    const product = await demoProduct(baseURL);
    const [first, second] = product.sizes;
    const added = await apiCall(page.request, 'POST', '/cop-api/cart/add', {
      productId: product.productId,
      variantId: first!.id,
      quantity: 2,
    });
    expect(added.Success, JSON.stringify(added)).toBe(true);
    const liked = await apiCall(page.request, 'POST', FAVOURITES_API.add, { productId: product.productId, variantId: first!.id });
    expect(liked.Success, JSON.stringify(liked)).toBe(true);

    // A visitor's visit keeps the page first: the member then gets those very bytes.
    const visitor = await page.context().browser()!.newContext({ baseURL });
    const kept = await visitor.request.get(`${w.prefix}/product/${product.slug}`);
    expect(await kept.text()).not.toContain(member.email);
    await visitor.close();

    const response = await page.goto(`${w.prefix}/product/${product.slug}`);
    expect(response!.headers()['x-page-cache']).toBe('hit');
    await islandsReady(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: w.account })).toHaveAttribute('href', `${w.prefix}/customer`);
    await expect(header.getByRole('link', { name: w.login })).toHaveCount(0);
    await expect(page.locator('cart-count [data-live]').first()).toHaveText(w.count(2));
    await expect(page.getByRole('main').getByRole('button', { name: w.unfavourite, exact: true })).toBeVisible();

    await page.getByRole('radio', { name: new RegExp(`^${second!.size},`) }).check();
    await page.getByRole('main').getByRole('button', { name: w.addToBag, exact: true }).first().click();
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(page.locator('cart-count [data-live]').first()).toHaveText(w.count(3));
  });
}

test('a visitor on the same kept page is asked to sign in, and makes no session call', async ({ page, baseURL }) => {
  const product = await demoProduct(baseURL);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cop-api/session')) calls.push(request.url());
  });
  await page.goto(`/product/${product.slug}`);
  await islandsReady(page);
  await expect(page.getByRole('banner').getByRole('link', { name: words.tr.login })).toHaveAttribute('href', '/customer/login');
  await expect(page.locator('cart-count [data-live]').first()).toHaveText(cartWords.tr.count(0));
  expect(calls).toEqual([]);
});
