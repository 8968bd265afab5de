import type { Page } from '@playwright/test';
import { EDITOR_API, type PageDetail } from '../../src/lib/catalogue/content/api';
import { baseURL } from '../../playwright.config';
import { codeSentBy, expect, islandsReady, post, test } from './fixtures';
import { DEMO_PUBLISHER, test as staffTest } from './editor-fixtures';
import { enterCode } from './otp-input';
import { seriousViolations } from '../support/axe';

// The whole journey of a publisher, in Turkish then in English: sign in with the e-mailed
// code, change the Gold segment's page in both languages, look at it at phone width, publish it and
// see a shopper's next request show it; schedule a campaign a few minutes ahead, move the store's
// clock and see it go live; roll the Gold page back and see the old text again.

const GOLD = '/editor/loyalty/segmentgold';
const SHOP_GOLD = '/content/loyalty-segmentgold';
const stamp = () => Date.now().toString(36);

/** What a shopper's browser gets for a path now (a request of its own, no editor cookies). */
async function shopperSees(page: Page, path: string): Promise<{ status: number; html: string }> {
  const context = await page.context().browser()!.newContext({ baseURL });
  try {
    const response = await context.request.get(path);
    return { status: response.status(), html: await response.text() };
  } finally {
    await context.close();
  }
}

/** A staff call's Result, read as the editor's islands read it. */
async function read<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(path)).json()).Result as T;
}

/** An Istanbul day and minute a few minutes after now, as the publishing panel takes them. */
function minutesAhead(minutes: number): { day: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000 + 3 * 60 * 60_000);
  return { day: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

test('a publisher signs in, changes the Gold page in both languages, previews it on a phone and publishes it (tr)', async ({ page }) => {
  const before = (await shopperSees(page, SHOP_GOLD)).html;
  await page.goto(GOLD);
  await expect(page).toHaveURL(/\/editor\/sign-in/);
  await page.getByLabel('E-posta adresi', { exact: true }).fill(DEMO_PUBLISHER.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PUBLISHER.password);
  const code = await codeSentBy(page.request, DEMO_PUBLISHER.email, () => page.getByRole('button', { name: 'Devam et' }).click());
  await enterCode(page, 'Doğrulama kodu', code);
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(GOLD);
  await islandsReady(page);
  expect(await seriousViolations(page, 'page form')).toEqual([]);

  const [tr, en] = [`Altın üyelik ${stamp()}`, `Gold membership ${stamp()}`];
  await page.getByLabel('Sayfa başlığı (Türkçe)').fill(tr);
  await page.getByLabel('Sayfa başlığı (İngilizce)').fill(en);
  for (const [name, line] of [
    ['Sayfa metni (Türkçe)', 'Gold üyelere yeni ayrıcalıklar.'],
    ['Sayfa metni (İngilizce)', 'New benefits for Gold members.'],
  ] as const) {
    await page.getByRole('textbox', { name }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }

  // Opening the tab saves the changes and shows the page at both widths, no button needed.
  await page.getByRole('tab', { name: 'Önizleme' }).click();
  const phone = page.frameLocator('iframe[title="Telefon önizlemesi, Türkçe"]');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(tr);
  expect(await seriousViolations(page, 'preview')).toEqual([]);
  await expect(phone.getByText('Gold üyelere yeni ayrıcalıklar.')).toBeVisible();
  // Saved for the preview, not yet published: shoppers still see the page as it was.
  expect((await shopperSees(page, SHOP_GOLD)).html).toBe(before);

  await page.getByRole('button', { name: 'Şimdi yayınla' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Sürüm \d+ yayınlandı/ })).toBeVisible();
  expect((await shopperSees(page, SHOP_GOLD)).html).toContain(tr);
  const english = (await shopperSees(page, `/en${SHOP_GOLD}`)).html;
  expect(english).toContain(en);
  expect(english).toContain('New benefits for Gold members.');
});

staffTest(
  'a publisher schedules a campaign a few minutes ahead and it goes live on the store’s clock; the Gold page is rolled back (en)',
  async ({ page, publisher: _signedIn }) => {
    await page.request.get('/editor?LanguageId=2');
    // A new campaign, running from today, saved but never published: its page is nowhere yet. Its
    // lowest priority keeps it off the home page's three tiles, which a visual test compares.
    const template = await read<PageDetail>(page, EDITOR_API.page('campaign', 'yeni-sezon'));
    const slug = `cuma-firsati-${stamp()}`;
    const title = `Friday deals ${stamp()}`;
    const document = structuredClone(template.latest.document);
    for (const lang of ['tr', 'en'] as const)
      Object.assign(document[lang].data, { title, startsAt: minutesAhead(0).day, endsAt: '2099-12-31', priority: 0 });
    expect((await post(page.request, EDITOR_API.pages, { kind: 'campaign', slug, document })).Success).toBe(true);
    expect((await shopperSees(page, `/en/campaigns/${slug}`)).status).toBe(404);

    await page.goto(`/en/editor/campaign/${slug}`);
    await islandsReady(page);
    const publishing = page.getByRole('region', { name: 'Publishing' });
    const { day, time } = minutesAhead(3);
    await publishing.getByLabel('Day').fill(day);
    await publishing.getByLabel('Time (Istanbul)').fill(time);
    await publishing.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Version 1 is scheduled for/ })).toBeVisible();
    expect((await shopperSees(page, `/en/campaigns/${slug}`)).status).toBe(404);

    expect((await post(page.request, '/cop-api/test/clock', { seconds: 5 * 60 })).Success).toBe(true);
    const live = await shopperSees(page, `/en/campaigns/${slug}`);
    expect(live.status).toBe(200);
    expect(live.html).toContain(title);

    // A colleague's version of the Gold page goes live; rolling back to the one before brings its title back.
    const gold = await read<PageDetail>(page, EDITOR_API.page('loyalty', 'segmentgold'));
    const earlier = gold.latest;
    const passing = structuredClone(earlier.document);
    passing.en.data.title = `Passing title ${stamp()}`;
    const saved = await post<{ number: number }>(page.request, EDITOR_API.versions('loyalty', 'segmentgold'), {
      basedOn: earlier.number,
      document: passing,
    });
    expect((await post(page.request, EDITOR_API.publish('loyalty', 'segmentgold'), { number: saved.Result!.number })).Success).toBe(true);
    expect((await shopperSees(page, `/en${SHOP_GOLD}`)).html).toContain(String(passing.en.data.title));
    await page.goto(`/en${GOLD}`);
    await islandsReady(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: `Roll back to version ${earlier.number}` }).click();
    await page
      .getByRole('dialog', { name: `Roll back to version ${earlier.number}` })
      .getByRole('button', { name: 'Roll back to this version' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `Version ${earlier.number} is live again.` })).toBeVisible();
    const restored = (await shopperSees(page, `/en${SHOP_GOLD}`)).html;
    expect(restored).toContain(String(earlier.document.en.data.title));
    expect(restored).not.toContain(String(passing.en.data.title));
  },
);
