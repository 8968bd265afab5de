import { expect, test } from '@playwright/test';
import { journeyEntries } from './fixtures';

// A shopper searches from the header (what a query finds in both languages, the rest in one): the
// box keeps what they typed, a search that finds nothing says so and offers the catalogue, and its
// links lead somewhere real.
const texts = {
  tr: {
    home: '/',
    box: 'Ürün, marka veya kategori ara',
    none: '“zzzqqq” için sonuç bulunamadı',
    results: '“ipek” için sonuçlar',
    categories: 'Kategorilere göz at',
    brands: 'Markalara göz at',
    category: 'Parfüm',
    categoryHeading: 'Parfüm',
    brand: '“Valdera” için sonuçlar',
    recent: 'Son aramalarınız',
    submit: 'Ara',
  },
  en: {
    home: '/en/',
    box: 'Search for products, brands or categories',
    none: 'No results for “zzzqqq”',
    results: 'Results for “silk”',
    categories: 'Browse the categories',
    brands: 'Browse the brands',
    category: 'Fragrance',
    categoryHeading: 'Fragrance',
    brand: 'Results for “Valdera”',
    recent: 'Recent searches',
    submit: 'Search',
  },
};

for (const [lang, t] of journeyEntries(texts, 'tr')) {
  test(`a search that finds nothing says so and offers categories and brands (${lang})`, async ({ page }) => {
    await page.goto(t.home);
    const box = page.getByRole('search').getByLabel(t.box);
    await box.fill('zzzqqq');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.none);
    await expect(page.getByRole('search').getByLabel(t.box)).toHaveValue('zzzqqq');
    await expect(page.getByRole('region', { name: t.brands }).getByRole('link', { name: 'Valdera' })).toBeVisible();

    await page.getByRole('region', { name: t.categories }).getByRole('link', { name: t.category }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.categoryHeading);
  });

  test(`a search with results keeps the query in the box (${lang})`, async ({ page }) => {
    await page.goto(t.home);
    const word = lang === 'tr' ? 'ipek' : 'silk';
    await page.getByRole('search').getByLabel(t.box).fill(word);
    await page.getByRole('search').getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
    await expect(page.getByRole('search').getByLabel(t.box)).toHaveValue(word);
  });
}

for (const [lang, t] of journeyEntries(texts, 'en')) {
  test(`suggestions follow the typing; arrows and Enter open one; recent searches come back (${lang})`, async ({ page }) => {
    await page.goto(t.home);
    const box = page.getByRole('combobox', { name: t.box });
    await box.fill('vald');
    const brand = page.getByRole('option', { name: 'Valdera', exact: true });
    await expect(brand).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await brand.getAttribute('id'))!);
    await expect(brand).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.brand);

    await page.goto(t.home);
    await page.getByRole('combobox', { name: t.box }).focus();
    await expect(page.getByRole('group', { name: t.recent }).getByRole('option', { name: 'vald' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, t] of journeyEntries(texts, 'tr')) {
    test(`the header's search form still reaches the search page (${lang})`, async ({ page }) => {
      await page.goto(t.home);
      const word = lang === 'tr' ? 'ipek' : 'silk';
      await page.getByRole('search').getByRole('searchbox', { name: t.box }).fill(word);
      await page.getByRole('search').getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
    });
  }
});

// Queries as shoppers type them (issue 27): each must find its products, and a query that finds
// nothing offers the closest one that does.
const typed = {
  tr: {
    results: (q: string) => `“${q}” için sonuçlar`,
    plural: ['ipek elbiseler', /İpek .*Elbise/],
    colour: ['kırmızı elbise', /Elbise/],
    typo: ['gabardin patnolon', /Gabardin .*Pantolon/],
    respelled: 'mont',
  },
  en: {
    results: (q: string) => `Results for “${q}”`,
    plural: ['silk dresses', /Silk .*Dress/],
    colour: ['red dress', /Dress/],
    typo: ['gabardine trosuers', /Gabardine .*Trousers/],
    // The nearest catalogue word is the Turkish "mont"; the English site offers its English name.
    respelled: 'coats',
  },
} as const;

for (const [lang, t] of Object.entries(texts)) {
  const words = typed[lang as keyof typeof typed];
  test(`a plural, a colour with a noun and a typo find their products; nothing found offers the closest query (${lang})`, async ({
    page,
  }) => {
    const search = async (q: string) => {
      await page.goto(t.home);
      const box = page.getByRole('search').getByLabel(t.box);
      await box.fill(q);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results(q));
    };
    const firstCard = page.getByRole('main').getByRole('article').first();
    for (const [q, name] of [words.plural, words.typo]) {
      await search(q);
      await expect(firstCard.getByRole('heading')).toHaveText(name);
    }
    // The colour is the card's picture and its link's: the product opens in red.
    await search(words.colour[0]);
    await expect(firstCard.getByRole('heading')).toHaveText(words.colour[1]);
    await expect(firstCard.getByRole('link')).toHaveAttribute('href', /\?colour=red$/);

    await page.goto(t.home);
    const box = page.getByRole('search').getByLabel(t.box);
    await box.fill('mnot');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.none.replace('zzzqqq', 'mnot'));
    await page.getByRole('main').getByRole('link', { name: words.respelled, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results(words.respelled));
    await expect(firstCard).toBeVisible();
  });
}
