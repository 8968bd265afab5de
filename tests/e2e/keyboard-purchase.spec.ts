import type { Locator, Page } from '@playwright/test';
import { apiCall, CARDS, fillBag, guestContact, memberReadyToPay, payWords, saveAddress } from './checkout-support';
import { COUPON, cartWords, demoProduct } from './cart-support';
import { codeFor, expect, freshShopper, islandsReady, test } from './fixtures';
import { codeBoxes } from './otp-input';

// A whole purchase with the keyboard only (issue 31, item 7): from a product page through the bag,
// delivery and payment (the bank's 3-D Secure page in its frame) to the confirmation. Only key
// presses drive the pages; after every one the focus must be on something, never dropped to the
// page's body (Enter on "Add to bag" and on "Remove" used to drop it there).

test.describe.configure({ timeout: 60_000 });

/**
 * Watches the focus on every page (and frame) the tab opens: once a key was pressed there, a frame
 * drawn with the focus on the body is remembered (a drop the page mends later was still heard).
 */
const WATCH = () => {
  const seen = window as unknown as { focusDropped?: boolean; keyPressed?: boolean };
  const look = () => {
    if (seen.keyPressed && document.activeElement === document.body) seen.focusDropped = true;
    requestAnimationFrame(look);
  };
  addEventListener('keydown', () => (seen.keyPressed = true), true);
  requestAnimationFrame(look);
};

interface Focus {
  /** The focus is on the page's body (or nowhere). */
  onBody: boolean;
  /** It fell to the body at some frame since the page opened. */
  dropped: boolean;
  what: string;
}

/** Where the focus is now, and whether it fell to the body in between. */
const focusNow = (): Focus => {
  const el = document.activeElement;
  const dropped = (window as unknown as { focusDropped?: boolean }).focusDropped === true;
  const what = el ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}` : '';
  return { onBody: el === document.body || el === null, dropped, what };
};

/** Asserts that the focus is on a control (or a message), and never fell to the body since the page opened. */
function expectKept(focus: Focus): void {
  expect(focus.onBody, `the focus is on the page's body (${focus.what})`).toBe(false);
  expect(focus.dropped, `the focus fell to the page's body on the way (now ${focus.what})`).toBe(false);
}

/** Presses a key, waits for what it should bring about, and checks the focus stayed on the page's controls. */
async function press(page: Page, key: string, until?: () => Promise<unknown>): Promise<void> {
  await page.keyboard.press(key);
  expectKept(await page.evaluate(focusNow));
  if (until) {
    await until();
    expectKept(await page.evaluate(focusNow));
  }
}

/** Types text into the focused field key by key, checking the focus stayed. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  expectKept(await page.evaluate(focusNow));
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking the focus after every press. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 120): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await press(page, key);
  }
  await expect(target).toBeFocused();
}

/** Presses a key that opens another page: the new page starts with its focus at the top, as every page does. */
async function pressToPage(page: Page, key: string, url: RegExp): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForURL(url);
  await islandsReady(page);
}

/** From the top of a page, the skip link to its main content (the first stop). */
async function skipToMain(page: Page): Promise<void> {
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** A size of the product page chosen with the arrows (the group is one tab stop). */
async function chooseSize(page: Page, size: string): Promise<void> {
  const wanted = page.getByRole('radio', { name: new RegExp(`^${size},`) });
  for (let i = 0; i < 12 && !(await wanted.isChecked()); i++) await press(page, 'ArrowRight');
  await expect(wanted).toBeChecked();
  await expect(wanted).toBeFocused();
}

test('a member buys with the keyboard only, the focus never on the page body (tr)', async ({ page, member, baseURL }) => {
  expect(member.email).toContain('@');
  await page.addInitScript(WATCH);
  const w = cartWords.tr;
  const p = payWords.tr;
  const product = await demoProduct(baseURL);
  await saveAddress(page.request);
  await page.goto(`/product/${product.slug}`);
  await islandsReady(page);

  // The product: a size by the arrows, add to bag; then the second size, added too.
  await skipToMain(page);
  const addToBag = page.locator('[data-buy-actions]').getByRole('button', { name: w.addToBag });
  const status = page.locator('#choice-status');
  await tabTo(page, page.getByRole('radio').first());
  await chooseSize(page, product.sizes[0].size);
  await tabTo(page, addToBag);
  // The mini-bag opens on its way to the bag; Escape closes it and the focus is back on the button.
  const miniBag = page.getByRole('dialog', { name: w.miniBag });
  await press(page, 'Enter', () => expect(miniBag.getByRole('link', { name: w.toBag })).toBeFocused());
  await expect(status).toHaveText(w.added);
  await press(page, 'Escape', () => expect(miniBag).toBeHidden());
  await expect(addToBag).toBeFocused();
  const favourite = page.locator('[data-buy-actions] [data-action="favourite"]');
  await tabTo(page, favourite);
  await press(page, 'Enter', () => expect(status).toHaveText('Ürün favorilerinize eklendi.'));
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: new RegExp(`^${product.sizes[0].size},`) }), 'Shift+Tab');
  await chooseSize(page, product.sizes[1].size);
  await tabTo(page, addToBag);
  await press(page, 'Enter', () => expect(miniBag.getByRole('link', { name: w.toBag })).toBeFocused());
  await expect(page.getByRole('banner').getByRole('link', { name: /Sepetinizde 2 ürün var/ })).toBeAttached();

  // The bag, through the mini-bag's link.
  await pressToPage(page, 'Enter', /\/cart$/);
  await skipToMain(page);
  const line = (size: string) => page.getByRole('listitem', { name: new RegExp(`, ${size}$`) });
  const remove = (size: string) => line(size).getByRole('button', { name: new RegExp(`^${w.remove}:`) });
  await tabTo(page, remove(product.sizes[0].size));
  await press(page, 'Enter', () => expect(line(product.sizes[0].size)).toHaveCount(0));
  // The line gone, its place is the next line's: the focus is on that line's "Remove".
  await expect(remove(product.sizes[1].size)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'sepetinizden çıkarıldı' })).toBeVisible();

  // Two of the line left, by the arrow on its quantity list.
  const quantity = line(product.sizes[1].size).getByRole('combobox');
  await tabTo(page, quantity);
  await press(page, 'ArrowDown', () => expect(line(product.sizes[1].size).getByText(/^Toplam/)).toBeVisible());
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toBeFocused();

  // A coupon applied (the focus goes to its remove button), taken off (back to the field), applied again.
  const codeField = page.getByLabel(w.couponCode, { exact: true });
  const removeCoupon = page.getByRole('button', { name: `${w.removeCoupon} ${COUPON}` });
  await tabTo(page, codeField);
  await type(page, COUPON);
  await press(page, 'Enter', () => expect(removeCoupon).toBeVisible());
  await expect(removeCoupon).toBeFocused();
  await press(page, 'Enter', () => expect(codeField).toBeVisible());
  await expect(codeField).toBeFocused();
  await type(page, COUPON);
  await press(page, 'Enter', () => expect(removeCoupon).toBeFocused());

  // Delivery: the saved address is chosen; collect in store and back by the arrows, then on to payment.
  await tabTo(page, page.getByRole('complementary').getByRole('link', { name: 'Ödemeye geç' }));
  await pressToPage(page, 'Enter', /\/checkout\/address/);
  await skipToMain(page);
  const toAddress = page.getByRole('radio', { name: /^Adrese teslimat/ });
  await tabTo(page, toAddress);
  await press(page, 'ArrowDown', () => expect(page.getByRole('heading', { name: 'Mağazadan teslim al', level: 2 })).toBeVisible());
  await press(page, 'ArrowUp', () => expect(toAddress).toBeChecked());
  // The address's edit dialog, closed by Escape, gives the focus back to its opener.
  const edit = page.getByRole('button', { name: 'Düzenle Ev' }).first();
  await tabTo(page, edit);
  await press(page, 'Enter', () => expect(page.getByRole('dialog')).toBeVisible());
  await press(page, 'Escape', () => expect(page.getByRole('dialog')).toHaveCount(0));
  await expect(edit).toBeFocused();
  await tabTo(page, page.getByRole('complementary').getByRole('button', { name: p.continue }));
  await pressToPage(page, 'Enter', /\/checkout\/payment/);

  // Payment by a card the bank checks with 3-D Secure, on its page in a frame.
  await skipToMain(page);
  await tabTo(page, page.getByLabel(p.cardNumber, { exact: true }));
  await type(page, CARDS.threeD);
  await tabTo(page, page.getByLabel(p.month, { exact: true }));
  await type(page, '12');
  await tabTo(page, page.getByLabel(p.year, { exact: true }));
  await type(page, String(new Date().getFullYear() + 3));
  await tabTo(page, page.getByLabel(p.code, { exact: true }));
  await type(page, '123');
  await tabTo(page, page.getByLabel(p.holder, { exact: true }));
  await type(page, 'Zeynep Kaya');
  for (const agreement of [p.preInformation, p.distanceSales]) {
    const box = page.getByRole('checkbox', { name: agreement });
    await tabTo(page, box);
    await press(page, 'Space', () => expect(box).toBeChecked());
  }
  await tabTo(page, page.getByRole('complementary').getByRole('button', { name: p.pay }));
  await press(page, 'Enter', () => expect(page.getByRole('dialog', { name: p.threeDTitle })).toBeVisible());
  const bank = page.frameLocator('iframe.pay-three-d-frame');
  const code = /kod burada görünür: (\d{6})/.exec((await bank.getByText(/kod burada görünür/).textContent()) ?? '')?.[1] ?? '';
  const codeBox = bank.getByLabel('Doğrulama kodu');
  for (let i = 0; i < 10 && !(await codeBox.evaluate((el) => el === document.activeElement)); i++) await press(page, 'Tab');
  await expect(codeBox).toBeFocused();
  await page.keyboard.type(code);
  await pressToPage(page, 'Enter', /\/checkout\/orderreceived\?orderNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: p.thanks })).toBeVisible();
});

test('Enter on "Add to bag" opens the mini-bag on its link to the bag; Escape gives the focus back (en)', async ({ page, baseURL }) => {
  await page.addInitScript(WATCH);
  const w = cartWords.en;
  const product = await demoProduct(baseURL);
  await page.goto(`/en/product/${product.slug}`);
  await islandsReady(page);
  const addToBag = page.locator('[data-buy-actions]').getByRole('button', { name: w.addToBag });
  await page.getByRole('radio', { name: new RegExp(`^${product.sizes[0].size},`) }).focus();
  await press(page, 'Space');
  await tabTo(page, addToBag);
  const miniBag = page.getByRole('dialog', { name: w.miniBag });
  await press(page, 'Enter', () => expect(miniBag.getByRole('link', { name: w.toBag })).toBeFocused());
  await expect(page.getByRole('status').filter({ hasText: w.added })).toBeAttached();
  await press(page, 'Escape', () => expect(miniBag).toBeHidden());
  await expect(addToBag).toBeFocused();
});

test("a guest's two codes by the keyboard: each step closed hands the focus on (tr)", async ({ page, baseURL }) => {
  await page.addInitScript(WATCH);
  const p = payWords.tr;
  const guest = freshShopper();
  await fillBag(page.request, baseURL);
  await guestContact(page.request, guest.email, guest.phone);
  await page.goto('/checkout/address?isGuestCheckout=True');
  await islandsReady(page);
  const sendSms = page.getByRole('button', { name: p.sendSms });
  const sendMail = page.getByRole('button', { name: p.sendMail });
  await sendSms.focus();
  for (const [send, recipient] of [
    [sendSms, guest.phone],
    [sendMail, guest.email],
  ] as const) {
    await expect(send).toBeFocused();
    await press(page, 'Enter', () => expect(codeBoxes(page, p.otp).first()).toBeFocused());
    await type(page, await codeFor(page.request, recipient));
    await tabTo(page, page.getByRole('button', { name: p.verify, exact: true }));
    await press(page, 'Enter', () => expect(send).toHaveCount(0));
  }
  // Both verified, the focus rests on the section's heading, where the two badges are read next.
  await expect(page.getByRole('heading', { name: 'İletişim bilgilerinizi doğrulayın' })).toBeFocused();
});

test('a favourite moved to the bag by the keyboard: the focus goes to the list, never the body (tr)', async ({ page, member, baseURL }) => {
  expect(member.email).toContain('@');
  await page.addInitScript(WATCH);
  const product = await demoProduct(baseURL);
  const added = await apiCall(page.request, 'POST', '/cop-api/favorites/add', {
    productId: product.productId,
    variantId: product.sizes[0].id,
  });
  expect(added.Success, JSON.stringify(added)).toBe(true);
  await page.goto('/favorites');
  await islandsReady(page);
  const toBag = page.getByRole('main').getByRole('button', { name: 'Sepete ekle' });
  await toBag.focus();
  await press(page, 'Enter', () => expect(toBag).toHaveCount(0));
  await expect(page.getByRole('region', { name: 'Favori ürünleriniz' })).toBeFocused();
});

test("a listing card's heart pressed by the keyboard keeps the focus (tr)", async ({ page, member }) => {
  expect(member.email).toContain('@');
  await page.addInitScript(WATCH);
  await page.goto('/categories/kadin');
  await islandsReady(page);
  const heart = page.locator('favourite-heart button').first();
  await heart.focus();
  await press(page, 'Enter', () => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  await expect(heart).not.toHaveAttribute('aria-disabled');
  await expect(heart).toBeFocused();
});

test("a gift card's balance checked and used by the keyboard: the panel's buttons keep the focus (tr)", async ({
  page,
  member,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  await page.addInitScript(WATCH);
  await memberReadyToPay(page, baseURL);
  await page.goto('/checkout/payment');
  await islandsReady(page);
  const tab = page.getByRole('tab', { name: 'Hediye kartı' });
  await tabTo(page, page.getByRole('tab', { selected: true }), 'Tab', 200);
  for (let i = 0; i < 6 && (await tab.getAttribute('aria-selected')) !== 'true'; i++) await press(page, 'ArrowRight');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Hediye kartı' });
  await tabTo(page, panel.getByLabel('Hediye kartı numarası'));
  await type(page, '6000100000000001');
  await tabTo(page, panel.getByLabel('Şifre', { exact: true }));
  await type(page, '1234');
  const check = panel.getByRole('button', { name: 'Bakiye sorgula' });
  await tabTo(page, check);
  await press(page, 'Enter', () => expect(panel.getByText('Kart bakiyesi')).toBeVisible());
  // The amount field comes filled with what the card may pay: replaced by what the shopper types.
  await tabTo(page, panel.getByLabel('Kullanmak istediğiniz tutar (TL)'), 'Shift+Tab');
  await press(page, 'ControlOrMeta+A');
  await type(page, '100');
  await tabTo(page, panel.getByRole('button', { name: 'Bakiyeyi kullan' }));
  await press(page, 'Enter', () => expect(panel.getByRole('status').filter({ hasText: '100,00 TL kartınızdan ödenecek' })).toBeVisible());
  // The button that applied the balance is gone: the focus went to the word that replaced it, not the body.
  await expect(panel.getByRole('status').filter({ hasText: '100,00 TL kartınızdan ödenecek' })).toBeFocused();
});
