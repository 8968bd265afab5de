import { expect, test } from '@playwright/test';
import { journeyEntries } from './fixtures';

// Issue 24 (6, 7): what a colour filter shows is what the product opens on, and a product opens
// on a colour that can be bought; a sold-out colour says so in its own words, and the crumb never
// names the home page twice. The demo catalogue comes from a fixed seed: the silk wrap dress is the
// one black dress, and the travel candle's first colour, camel, is sold out while grey is not.
const CANDLE = 'casa-lirio-vanilla-travel-candle-342';
const texts = {
  tr: {
    prefix: '',
    black: 'Siyah',
    colour: /Renk: Gri/,
    crumbs: 'Bulunduğunuz yer',
    path: ['Ana sayfa', 'Ev', 'Mum'],
    camel: 'Camel, tükendi',
    colourOut: 'Bu renk tükendi',
    add: 'Sepete ekle',
    addOut: 'Bu renk tükendi. Lütfen başka bir renk seçin.',
    colourLabel: (name: string) => new RegExp(`Renk: ${name}`),
  },
  en: {
    prefix: '/en',
    black: 'Black',
    colour: /Colour: Grey/,
    crumbs: 'You are here',
    path: ['Home', 'Home & Living', 'Candles'],
    camel: 'Camel, sold out',
    colourOut: 'This colour is sold out',
    add: 'Add to bag',
    addOut: 'This colour is sold out. Please choose another colour.',
    colourLabel: (name: string) => new RegExp(`Colour: ${name}`),
  },
};

for (const [lang, t] of journeyEntries(texts, 'en')) {
  test(`a colour filter pictures and opens the matching colour (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/categories/kadin-elbise?colour=black`);
    const cards = page.getByRole('list', { name: /./ }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const picture of await page.locator('.card-link img.card-img:not(.card-img-alt)').all()) {
      await expect(picture).toHaveAttribute('src', /-black-front-/);
    }
    await page.locator('.card-link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: t.colourLabel(t.black) })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(t.black) })).toBeVisible();
  });

  test(`a product opens on a colour in stock; a sold-out colour says so (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/product/${CANDLE}`);
    await expect(page.getByRole('heading', { level: 2, name: t.colour })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.crumbs }).getByRole('link')).toHaveText(t.path);

    await page.getByRole('link', { name: t.camel }).click();
    await expect(page.getByRole('paragraph').filter({ hasText: new RegExp(`^${t.colourOut}$`) })).toBeVisible();
    await page.getByRole('button', { name: t.add }).first().click();
    await expect(page.getByRole('status').filter({ hasText: t.addOut })).toBeVisible();
  });
}

test('a hyphen in a display heading is drawn in the text face, where the serif’s is a hairline', async ({ page }) => {
  for (const [path, name] of [
    ['/en/product/maison-aurele-linen-blend-polo-shirt-120', 'Linen-blend Polo Shirt'],
    ['/en/categories/cocuk-tisort', "Kids' T-shirts"],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name, exact: true });
    await expect(heading).toBeVisible();
    const faces = await heading.evaluate((h) =>
      [...h.querySelectorAll('span')].filter((s) => s.textContent === '-').map((s) => getComputedStyle(s).fontFamily),
    );
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/inter/i);
  }
});
