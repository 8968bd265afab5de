import { expect, test } from '@playwright/test';
import { journeyEntries } from './fixtures';

// The product page's buying panel, by keyboard and by ear: sold-out sizes stay reachable and say
// so, the last pieces are hinted, the size guide opens and gives focus back, the accordions open.
// The demo catalogue is generated from a fixed seed: this jacket's XS and S are sold out in its
// first colour, and its L is down to its last pieces.
const PRODUCT = 'valdera-boucle-double-breasted-jacket-2';
const texts = {
  tr: {
    prefix: '',
    sizes: 'Beden seçin',
    crumbs: 'Bulunduğunuz yer',
    soldOut: /^XS, Tükendi$/,
    last: /^Son \d$/,
    lastName: /^L, Son \d ürün$/,
    add: 'Sepete ekle',
    soldOutChosen: 'Seçtiğiniz beden tükendi.',
    guide: 'Beden rehberi',
    guideTitle: 'Ceket beden rehberi',
    table: 'Ölçü tablosu',
    hint: 'Tüm ölçüleri görmek için tabloyu yana kaydırın.',
    care: 'İçerik ve bakım',
    lining: 'Astar: %100 kupro.',
    look: 'Kombini tamamlayın',
    like: 'Bunları da beğenebilirsiniz',
  },
  en: {
    prefix: '/en',
    sizes: 'Choose a size',
    crumbs: 'You are here',
    soldOut: /^XS, Sold out$/,
    last: /^Last \d$/,
    lastName: /^L, Only \d left$/,
    add: 'Add to bag',
    soldOutChosen: 'The size you chose is sold out.',
    guide: 'Size guide',
    guideTitle: 'Jackets size guide',
    table: 'Measurements table',
    hint: 'Swipe the table sideways to see every measurement.',
    care: 'Composition and care',
    lining: 'Lining: 100% cupro.',
    look: 'Complete the look',
    like: 'You may also like',
  },
};

for (const [lang, t] of journeyEntries(texts, 'tr')) {
  test(`sold-out sizes are focusable and announced; the last pieces are hinted (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/product/${PRODUCT}`);
    // A link reached by keyboard from further down the page is scrolled clear of the sticky header.
    const crumbs = page.getByRole('navigation', { name: t.crumbs }).getByRole('link');
    await crumbs.nth(1).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    // Scrolled so that it sits just under the header: on screen, yet hidden behind it.
    const top = (await crumbs.first().boundingBox())!.y;
    await page.evaluate((y) => window.scrollTo(0, y), top - 20);
    await page.keyboard.press('Shift+Tab');
    const crumb = crumbs.first();
    await expect(crumb).toBeFocused();
    const [header, focused] = [await page.getByRole('banner').boundingBox(), await crumb.boundingBox()];
    expect(focused!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const sizes = page.getByRole('group', { name: t.sizes });
    const xs = sizes.getByRole('radio', { name: t.soldOut });
    await xs.focus();
    await expect(xs).toBeFocused();
    // The last pieces: a visible hint, and the size's name says how many are left.
    const large = sizes.locator('label').filter({ has: page.getByRole('radio', { name: t.lastName }) });
    await expect(large.getByText(t.last)).toBeVisible();
    // Told in the one colour the bag says it in (the bronze accent), not the sale red.
    const accent = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-accent)';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    await expect(large.getByText(t.last)).toHaveCSS('color', accent);

    // Choosing a sold-out size is allowed; adding it says plainly that it is sold out.
    await page.keyboard.press('Space');
    await expect(xs).toBeChecked();
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByRole('status').filter({ hasText: t.soldOutChosen })).toBeVisible();
  });

  test(`the size guide opens with Enter and Escape gives focus back (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/product/${PRODUCT}`);
    const opener = page.getByRole('button', { name: t.guide });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.guideTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'M', exact: true })).toBeVisible();
    // It opens at the table, not at its ✕; on a desktop the table fits: no swipe hint.
    await expect(dialog.getByRole('region', { name: t.table })).toBeFocused();
    await expect(dialog.getByText(t.hint)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`composition and care open in an accordion; the rows suggest more (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/product/${PRODUCT}`);
    const lining = page.getByText(t.lining);
    await expect(lining).toBeHidden();
    await page.getByText(t.care, { exact: true }).click();
    await expect(lining).toBeVisible();
    for (const row of [t.look, t.like]) {
      await expect(page.getByRole('region', { name: row }).getByRole('listitem').first()).toBeVisible();
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the add-to-bag bar stays in reach, never doubles the panel’s button nor covers the thumbnails', async ({ page }) => {
    await page.goto(`/product/${PRODUCT}`);
    const add = page.getByRole('button', { name: texts.tr.add });
    const thumbs = page.getByRole('list', { name: 'Görseller' });
    const bar = page.locator('[data-buy-bar]');
    // The first screen holds the piece and the way to buy it: the bar (name, price, button) under
    // the thumbnails, not over them.
    await expect(thumbs).toBeInViewport();
    await expect(add).toHaveCount(2);
    await expect(add.last()).toBeInViewport();
    await expect(bar).toContainText(/\d,\d\d TL/);
    const [thumbsBox, barBox] = [await thumbs.boundingBox(), await bar.boundingBox()];
    expect(thumbsBox!.y + thumbsBox!.height).toBeLessThanOrEqual(barBox!.y);
    // On a shorter screen the thumbnails would sit behind it: the bar steps aside rather than cover them.
    await page.setViewportSize({ width: 390, height: 560 });
    await expect(add).toHaveCount(1);
    // Past the panel's button (down at the suggestions) the bar offers it.
    await page.getByRole('heading', { name: texts.tr.look }).scrollIntoViewIfNeeded();
    await expect(thumbs).not.toBeInViewport();
    await expect(add).toHaveCount(2);
    await expect(add.last()).toBeInViewport();
    // With the panel's button in sight, the bar steps aside.
    await add.first().scrollIntoViewIfNeeded();
    await expect(add).toHaveCount(1);
    await expect(add).toBeInViewport();
  });

  for (const [lang, t] of journeyEntries(texts, 'en')) {
    test(`the size guide table says it scrolls sideways and scrolls by keyboard (${lang})`, async ({ page }) => {
      await page.goto(`${t.prefix}/product/${PRODUCT}`);
      await page.getByRole('button', { name: t.guide }).focus();
      await page.keyboard.press('Enter');
      const region = page.getByRole('dialog', { name: t.guideTitle }).getByRole('region', { name: t.table });
      await expect(region).toBeVisible();
      await expect(page.getByText(t.hint)).toBeVisible();
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    });
  }
});
