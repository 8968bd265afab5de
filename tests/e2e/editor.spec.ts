import type { Page } from '@playwright/test';
import { EDITOR_API } from '../../src/lib/catalogue/content/api';
import { expect, test } from './editor-fixtures';
import { islandsReady, post } from './fixtures';

// The content editor's screens as an editor uses them: the list, the form generated from a kind's
// schema with both languages, the Markdown toolbar, saving a draft, the errors at their fields, the
// unsaved copy kept in the browser, two editors on one page, the history's diff and the preview.
// Staff sign in through editor-fixtures.ts (the sign-in screen is editor-sign-in.spec.ts's).

const GOLD = '/editor/loyalty/segmentgold';

/** The editor's language for the page's browser: the editor bar's switch sets its cookie. */
async function inLanguage(page: Page, lang: 'tr' | 'en'): Promise<void> {
  await page.request.get(`/editor?LanguageId=${lang === 'tr' ? 1 : 2}`);
}

/** Opens an editor page and waits for its island. */
async function open(page: Page, path: string, lang: 'tr' | 'en'): Promise<void> {
  await page.goto((lang === 'en' ? '/en' : '') + path);
  await islandsReady(page);
}

/** Saves a version behind the editor's back, as a colleague would: the latest with one field changed. */
async function colleagueSaves(page: Page, path: string, value: string): Promise<number> {
  const detail = (await (await page.request.get(EDITOR_API.page('loyalty', 'segmentgold'))).json()).Result;
  const document = structuredClone(detail.latest.document);
  const [lang, , key] = path.split('.') as ['tr' | 'en', 'data', string];
  document[lang].data[key] = value;
  const saved = await post<{ number: number }>(page.request, EDITOR_API.versions('loyalty', 'segmentgold'), {
    basedOn: detail.latest.number,
    document,
  });
  expect(saved.Success, JSON.stringify(saved)).toBe(true);
  return saved.Result!.number;
}

test.describe('the content editor', () => {
  test('the list groups the pages by kind with their state, and leads to a page’s form (tr)', async ({ page, publisher: _signedIn }) => {
    await inLanguage(page, 'tr');
    await open(page, '/editor', 'tr');
    for (const kind of ['Sadakat segmentleri', 'Kampanyalar', 'Ana sayfa', 'Bilgi sayfaları', 'Üst bilgi', 'Alt bilgi'])
      await expect(page.getByRole('heading', { name: kind, exact: true })).toBeVisible();
    const loyalty = page.getByRole('region', { name: 'Sadakat segmentleri' });
    // Other specs retitle the Gold page: the row is found by its address, the titles read from the page.
    const { latest } = (await (await page.request.get(EDITOR_API.page('loyalty', 'segmentgold'))).json()).Result;
    const gold = loyalty.getByRole('row', { name: /loyalty-segmentgold/ });
    await expect(gold).toContainText(/Yayında|Taslak|Planlandı/);
    await expect(page.getByRole('button', { name: /Yeni kampanya/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yayın kaydı' })).toHaveAttribute('href', '/editor/audit');
    await gold.getByRole('link').first().click();
    await islandsReady(page);
    await expect(page.getByLabel('Sayfa başlığı (Türkçe)')).toHaveValue(latest.document.tr.data.title);
    await expect(page.getByLabel('Sayfa başlığı (İngilizce)')).toHaveValue(latest.document.en.data.title);
  });

  test('a publisher changes the Gold page in both languages with the toolbar, saves a draft and finds it in the history (en)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'en');
    await open(page, GOLD, 'en');
    await page.getByLabel('Page title (Turkish)').fill('Gold ayrıcalıkları yenilendi');
    await page.getByLabel('Page title (English)').fill('Gold benefits, renewed');
    const body = page.getByRole('textbox', { name: 'Page text (English)' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('toolbar').last().getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('New for members');
    await expect(body).toContainText('**New for members**');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved as version \d+/ })).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Compare' }).click();
    const diff = page.getByRole('listitem').filter({ hasText: 'English · Page text' });
    // An added line is told by a sign and a word for assistive technology, not by its colour alone.
    await expect(diff).toContainText('Added line: **New for members**');
  });

  test('an empty title is refused at its field, and what was typed comes back after a reload until discarded (tr)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'tr');
    await open(page, GOLD, 'tr');
    const title = page.getByLabel('Sayfa başlığı (Türkçe)');
    const before = await title.inputValue();
    await title.fill('');
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/Bu alanı doldurun/);
    await title.fill('Yarım kalan başlık');
    await page.reload();
    await islandsReady(page);
    await expect(page.getByText(/kaydetmediğiniz değişiklikler vardı/)).toBeVisible();
    await expect(title).toHaveValue('Yarım kalan başlık');
    await page.getByRole('button', { name: 'Değişiklikleri at' }).click();
    await expect(title).toHaveValue(before);
  });

  test('two editors, one page: a save over a newer version shows what changed, and keeping one’s own work loses nothing (tr)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'tr');
    await open(page, GOLD, 'tr');
    await page.getByLabel('Sayfa başlığı (Türkçe)').fill('Benim başlığım');
    await colleagueSaves(page, 'en.data.description', 'A colleague’s newer description.');
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Bu sayfa siz düzenlerken kaydedildi' });
    await expect(conflict).toContainText('İngilizce · Kısa açıklama');
    await expect(conflict).toContainText('A colleague’s newer description.');
    await conflict.getByRole('button', { name: 'Değişikliklerimi yeni sürümün üzerine kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Sürüm \d+ olarak kaydedildi/ })).toBeVisible();
    await expect(page.getByLabel('Sayfa başlığı (Türkçe)')).toHaveValue('Benim başlığım');
    await expect(page.getByLabel('Kısa açıklama (İngilizce)')).toHaveValue('A colleague’s newer description.');
  });

  test('the preview shows the version on screen in desktop and phone frames, with a link to share (en)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'en');
    await open(page, GOLD, 'en');
    // The tab shows the page as it opens; the button renews the link.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const link = page.getByLabel('Shareable preview link');
    await expect(link).toHaveValue(/^http/);
    await expect(page.getByRole('button', { name: 'Create preview link' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh preview' }).click();
    await expect(link).toHaveValue(/^http/);
    await expect(page.getByTitle('Desktop preview, English')).toHaveAttribute('width', '1280');
    await expect(page.getByTitle('Phone preview, English')).toHaveAttribute('width', '390');
    await expect(page.frameLocator('iframe[title="Phone preview, English"]').getByRole('heading', { level: 1 })).toContainText('Gold');
    await page.getByText('Turkish', { exact: true }).click();
    await expect(page.getByTitle('Phone preview, Turkish')).toBeVisible();
    // A publisher ends every link given out so far: the one on screen goes with them.
    const shared = await link.inputValue();
    await page.getByRole('button', { name: 'End every preview link' }).click();
    await expect(page.getByText('This page’s preview links have been ended.', { exact: false })).toBeVisible();
    await expect(link).toBeHidden();
    expect((await page.request.get(shared)).status()).toBe(410);
  });
});

test.describe('publishing from the editor', () => {
  test('a new information page is asked for by its short name, refused when taken, and created at its first save (tr)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'tr');
    await open(page, '/editor', 'tr');
    await page.getByRole('button', { name: '+ Yeni bilgi sayfası' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni bilgi sayfası' });
    await dialog.getByLabel('Sayfanın kısa adı').fill('magazalar');
    await dialog.getByRole('button', { name: 'Formu aç' }).click();
    await expect(dialog.getByLabel('Sayfanın kısa adı')).toHaveAccessibleDescription(/başka bir sayfada kullanılıyor/);
    const slug = `hediye-paketi-${Date.now()}`;
    await dialog.getByLabel('Sayfanın kısa adı').fill(slug);
    await dialog.getByRole('button', { name: 'Formu aç' }).click();
    await page.waitForURL(`**/editor/page/${slug}?new=1`);
    await islandsReady(page);
    await expect(page.getByLabel('Sayfa adresi')).toHaveValue(slug);
    await page.getByLabel('Sayfa başlığı (Türkçe)').fill('Hediye paketi');
    await page.getByLabel('Kısa açıklama (Türkçe)').fill('Siparişinizi hediye paketiyle gönderiyoruz.');
    await page.getByLabel('Sayfa başlığı (İngilizce)').fill('Gift wrapping');
    await page.getByLabel('Kısa açıklama (İngilizce)').fill('We send your order gift-wrapped.');
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click();
    // A page of text needs its text in both languages: refused at the body, before any call.
    const trBody = page.getByRole('textbox', { name: 'Sayfa metni (Türkçe)' });
    await expect(trBody).toHaveAccessibleDescription(/Bu alanı doldurun/);
    await trBody.click();
    await page.keyboard.type('Siparişiniz özenle paketlenir.');
    await page.getByRole('textbox', { name: 'Sayfa metni (İngilizce)' }).click();
    await page.keyboard.type('Your order is wrapped with care.');
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Sayfa oluşturuldu/ })).toBeVisible();
    await expect(page.getByText('Yayında değil')).toBeVisible();
  });

  test('a publisher publishes the page on screen and the shop shows it at once; a schedule is set and cancelled (en)', async ({
    page,
    publisher: _signedIn,
  }) => {
    await inLanguage(page, 'en');
    await open(page, GOLD, 'en');
    const title = `Gold benefits ${Date.now()}`;
    await page.getByLabel('Page title (English)').fill(title);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Version \d+ is live/ })).toBeVisible();
    expect(await (await page.request.get('/en/content/loyalty-segmentgold')).text()).toContain(title);

    const publishing = page.getByRole('region', { name: 'Publishing' });
    await publishing.getByLabel('Day').fill('2030-01-31');
    await publishing.getByLabel('Time (Istanbul)').fill('09:00');
    await publishing.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('status').filter({ hasText: /scheduled for 31 Jan 2030, 09:00/ })).toBeVisible();
    await publishing.getByRole('button', { name: 'Cancel the schedule for 31 Jan 2030, 09:00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Schedule cancelled.' })).toBeVisible();
    await expect(publishing.getByRole('button', { name: /Cancel the schedule/ })).toHaveCount(0);
  });
});

test.describe('roles in the editor', () => {
  // The publisher's rollback is in editor-journey.spec.ts.
  test('an editor drafts but sees publishing, scheduling and rollback closed, and is told why (en)', async ({
    page,
    editor: _signedIn,
  }) => {
    await inLanguage(page, 'en');
    await open(page, GOLD, 'en');
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await expect(publishing).toContainText('Only publishers may publish, schedule or roll back.');
    await expect(publishing.getByRole('button', { name: 'Publish now' })).toBeDisabled();
    await expect(publishing.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('button', { name: /Roll back to version/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByLabel('Short description (English)').fill('What The One Gold offers, in a few words.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved as version \d+/ })).toBeVisible();
  });
});
