import { expect, test } from '@playwright/test';

// The product gallery by keyboard: thumbnails with arrows/Home/End, the strip with arrows, Enter
// opens the enlarged picture in a dialog (where arrows turn the pictures too), Escape closes it and
// focus goes back.
const product = '/en/product/maison-aurele-silk-shirt-dress-1';

test('the gallery is driven by keyboard, zooms in a dialog and serves AVIF', async ({ page }) => {
  const avif = page.waitForResponse((r) => r.url().includes('/images/products/') && r.request().resourceType() === 'image');
  await page.goto(product);
  const response = await avif;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(response.headers()['cache-control']).toContain('immutable');

  const thumbs = page.getByRole('list', { name: 'Pictures' });
  const first = thumbs.getByRole('button', { name: 'Picture 1 of 4' });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = thumbs.getByRole('button', { name: 'Picture 2 of 4' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(thumbs.getByRole('button', { name: 'Picture 4 of 4' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');

  // The strip itself: arrows move it, Enter opens the enlarged picture of the one in view.
  const strip = page.getByRole('region', { name: /^Pictures of / });
  await strip.focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.getByRole('button', { name: 'Picture 3 of 4' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enlarged picture' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /close-up$/ })).toBeVisible();
  // Arrows turn the pictures in the enlarged view as well.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img', { name: /styled$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(strip).toBeFocused();

  // The zoom button opens it too, and its close button hands focus back to it.
  const zoom = page.getByRole('button', { name: 'Enlarge picture' });
  await zoom.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
});

test('a swipe along the strip moves the thumbnails with it, and every picture is in the page', async ({ page }) => {
  await page.goto(product);
  const strip = page.getByRole('region', { name: /^Pictures of / });
  // Without the script the strip alone shows every picture: four pictures, the first one eager.
  const pictures = strip.getByRole('img');
  await expect(pictures).toHaveCount(4);
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  // A finger's swipe scrolls the strip by one picture (scroll-snap); the thumbnails follow.
  await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
  await expect(page.getByRole('button', { name: 'Picture 2 of 4' })).toHaveAttribute('aria-current', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('"Enlarge picture" enlarges: twice the screen wide, opened on its middle to pan by a swipe', async ({ page }) => {
    await page.goto(product);
    await page.getByRole('button', { name: 'Enlarge picture' }).click();
    const dialog = page.getByRole('dialog');
    const picture = dialog.getByRole('img').first();
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(2 * 390 - 1);
    const [left, middle] = await dialog.evaluate((el) => [el.scrollLeft, (el.scrollWidth - el.clientWidth) / 2]);
    expect(Math.abs(left - middle)).toBeLessThan(2);
  });
});
