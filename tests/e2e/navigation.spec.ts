import { expect, test } from '@playwright/test';
import { journeyEntries } from './fixtures';

// The desktop header's departments: the keyboard passes each in two stops (its link, then the
// button that opens its mega menu of categories, featured designers and an editorial tile), so the
// panels' links are not in the Tab order until opened; Escape closes it and focus stays put.
const texts = {
  tr: {
    home: '/',
    nav: 'Kategoriler',
    logo: 'Vitrin ana sayfa',
    department: 'Kadın',
    panel: 'Kadın alt menüsü',
    next: 'Erkek',
    category: 'Elbise',
    heading: 'Kadın Elbise',
    brands: 'Öne çıkan markalar',
  },
  en: {
    home: '/en/',
    nav: 'Categories',
    logo: 'Vitrin home page',
    department: 'Women',
    panel: 'Women menu',
    next: 'Men',
    category: 'Dresses',
    heading: "Women's Dresses",
    brands: 'Featured designers',
  },
};

for (const [lang, t] of journeyEntries(texts, 'tr')) {
  test(`a department's mega menu opens by its button or ArrowDown, and Escape closes it (${lang})`, async ({ page }) => {
    await page.goto(t.home);
    const nav = page.getByRole('navigation', { name: t.nav });
    const department = nav.getByRole('link', { name: t.department, exact: true });
    const panel = nav.getByRole('button', { name: t.panel });
    const menu = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: t.department, exact: true }) });
    const category = menu.getByRole('link', { name: t.category, exact: true });
    await expect(category).toBeHidden();

    // Tab from the wordmark through the header's icons into the first department: its panel stays
    // closed, and the next stop is its button, then the next department.
    await page.getByRole('link', { name: t.logo }).focus();
    for (let i = 0; i < 8 && !(await department.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(department).toBeFocused();
    await expect(category).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
    await expect(panel).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: t.next, exact: true })).toBeFocused();

    // The button opens the panel, whose links then come next.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('aria-expanded', 'true');
    await expect(category).toBeVisible();
    await expect(menu.getByRole('list', { name: t.brands }).getByRole('link')).not.toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(category).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeFocused();
    await expect(category).toBeHidden();

    // ArrowDown on the department opens it on its first link, which leads to the category.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await expect(category).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  });
}

test('the mega menu opens on hover without moving the page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const before = await main.boundingBox();
  await page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Erkek', exact: true }).hover();
  await expect(page.getByRole('link', { name: 'Erkek koleksiyonunu keşfet' })).toBeVisible();
  expect(await main.boundingBox()).toEqual(before);
});

test('the header stays on screen and compacts on scroll without moving the page', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const mainTop = () => page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
  const before = { height: (await header.boundingBox())!.height, main: await mainTop() };
  await page.mouse.wheel(0, 800);
  await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(before.height);
  expect((await header.boundingBox())!.y).toBe(0);
  expect(await mainTop()).toBe(before.main);
});
