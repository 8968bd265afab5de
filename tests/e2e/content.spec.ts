import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { journeyEntries } from './fixtures';

// A member opens the account menu's information pages, one language a journey: each is a real page
// with its own heading (no not-found), readable by assistive technology.
const texts = {
  tr: {
    prefix: '',
    username: 'E-posta veya cep telefonu',
    password: 'Şifre',
    login: 'Giriş yap',
    menu: 'Hesap menüsü',
    pages: [
      ['Mağazalar', 'Mağazalarımız'],
      ['Deneyiminizi değerlendirin', 'Deneyiminizi değerlendirin'],
      ['Hesabımı sil', 'Hesabımı sil'],
    ],
    favourites: 'Favoriler nasıl çalışır?',
  },
  en: {
    prefix: '/en',
    username: 'E-mail or mobile phone',
    password: 'Password',
    login: 'Sign in',
    menu: 'Account menu',
    pages: [
      ['Stores', 'Our stores'],
      ['Rate your experience', 'Rate your experience'],
      ['Delete my account', 'Delete my account'],
    ],
    favourites: 'How favourites work',
  },
};

for (const [lang, t] of journeyEntries(texts, 'en')) {
  test(`a member reads the account menu's information pages (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/customer/login?returnUrl=${encodeURIComponent(`${t.prefix}/customer/address`)}`);
    await page.getByLabel(t.username).fill('ayse@vitrin.example');
    await page.getByLabel(t.password, { exact: true }).fill('Vitrin2024');
    await page.getByRole('main').getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/customer/address$`));

    const found: string[] = [];
    for (const [entry, heading] of t.pages) {
      await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      found.push(...(await seriousViolations(page, page.url())));
      await page.goBack();
    }
    expect(found).toEqual([]);
  });

  test(`the favourites link explains how favourites work (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/`);
    await page
      .getByRole('navigation', { name: lang === 'tr' ? 'Ana menü' : 'Main menu' })
      .getByRole('link', { name: lang === 'tr' ? 'Favorilerim' : 'My favourites' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: t.favourites })).toBeVisible();
    expect(await seriousViolations(page, page.url())).toEqual([]);
  });
}

// The home page is the editors' Markdown (src/content/home) around a row from the catalogue.
const home = {
  tr: {
    prefix: '',
    heading: 'Yeni sezon vitrinde',
    newIn: 'Yeni gelenler',
    brands: 'Öne çıkan markalar',
    loyalty: 'Alışverişiniz size ayrıcalık kazandırsın',
    results: '“Valdera” için sonuçlar',
  },
  en: {
    prefix: '/en',
    heading: 'The new season is here',
    newIn: 'New in',
    brands: 'Featured brands',
    loyalty: 'Let every purchase bring you more',
    results: 'Results for “Valdera”',
  },
};

for (const [lang, t] of journeyEntries(home, 'tr')) {
  test(`the home page shows the hero, the new-in row, the brands and the loyalty club (${lang})`, async ({ page }) => {
    await page.goto(`${t.prefix}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page.getByRole('region', { name: t.newIn }).getByRole('listitem')).toHaveCount(4);
    const band = page.getByRole('region', { name: t.loyalty });
    await expect(band.getByRole('link')).toHaveAttribute('href', `${t.prefix}/content/loyalty-segmentgold`);
    // The band, last on the page, meets the footer: no empty strip between them.
    const [bandBox, footerBox] = [await band.boundingBox(), await page.getByRole('contentinfo').boundingBox()];
    expect(footerBox!.y - (bandBox!.y + bandBox!.height)).toBeLessThan(2);
    await page.getByRole('region', { name: t.brands }).getByRole('link', { name: 'Valdera' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
  });
}
