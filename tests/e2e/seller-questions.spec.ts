import { generateCatalogue } from '../../src/lib/catalogue/products/demo/generate';
import { DEMO_PRODUCT_COUNT } from '../../src/lib/catalogue/products/seed.server';
import { seriousViolations } from '../support/axe';
import { expect, islandOf, test, journeyEntries } from './fixtures';

// A member asks a marketplace seller from the product page, the seller sandbox answers (the
// development outbox's control stands for the seller's delay), and the member reads the answer in
// Seller questions, marked new, in English.

const marketplace = generateCatalogue(DEMO_PRODUCT_COUNT).products.filter((p) => p.sellerId > 1 && p.mainProductId == null);

const words = {
  tr: {
    prefix: '',
    ask: 'Satıcıya sor',
    label: 'Sorunuz',
    send: 'Gönder',
    sent: 'Sorunuz satıcıya gönderildi.',
    answerNow: 'Satıcılar bekleyen soruları şimdi yanıtlasın',
    title: 'Satıcı soruları',
    answer: /Sorunuz için teşekkür ederiz/,
    fresh: 'Yeni yanıt',
    told: 'Satıcı sorunuzu yanıtladı',
  },
  en: {
    prefix: '/en',
    ask: 'Ask the seller',
    label: 'Your question',
    send: 'Send',
    sent: 'Your question was sent to the seller.',
    answerNow: 'Sellers answer waiting questions now',
    title: 'Seller questions',
    answer: /Thank you for your question/,
    fresh: 'New answer',
    told: 'The seller answered your question',
  },
};

for (const [i, [lang, w]] of Object.entries(words).entries()) {
  test(`a member asks a seller from a product page and reads the answer in Seller questions (${lang})`, async ({ page, member }) => {
    const product = marketplace[i]!;
    await page.goto(`${w.prefix}/product/${product.slug}`);
    await (await islandOf(page, page.getByRole('button', { name: w.ask }))).click();
    const dialog = page.getByRole('dialog');
    const question = `Is the ${product.slug} authentic, and does it come with its box? (${lang})`;
    await dialog.getByLabel(w.label).fill(question);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.sent)).toBeVisible();

    await page.goto(`${w.prefix}/dev/outbox`);
    // The seller's message reaches the member; a click before the page's script has loaded does
    // nothing, so the click is repeated until the message is there (a second one answers nothing).
    const told = page.getByRole('row').filter({ hasText: member.email }).filter({ hasText: w.told });
    await expect(async () => {
      await page.getByRole('button', { name: w.answerNow }).click();
      await expect(told).toBeVisible({ timeout: 2_000 });
    }).toPass();

    await page.goto(`${w.prefix}/customer/messages`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const message = page.getByRole('listitem').filter({ hasText: question });
    await expect(message).toContainText(w.answer);
    await expect(message.getByText(w.fresh)).toBeVisible();
    expect(await seriousViolations(page, 'seller questions')).toEqual([]);
  });
}

const ads = {
  tr: { prefix: '', label: 'Reklam', title: 'Yeni sezon geldi' },
  en: { prefix: '/en', label: 'Advertisement', title: 'The new season is here' },
};

for (const [lang, w] of journeyEntries(ads, 'en')) {
  test(`the listing shows a banner ad, counts its impression and its click, and follows it (${lang})`, async ({ page }) => {
    const counted = (event: string) =>
      page.waitForRequest((r) => r.url().endsWith('/sf-api/api/ad/send-event') && r.postDataJSON()?.Event === event);
    const impression = counted('impression');
    await page.goto(`${w.prefix}/categories/kadin-elbise`);
    const ad = page.getByRole('complementary', { name: w.label });
    await expect(ad.getByRole('link', { name: new RegExp(w.title) })).toBeVisible();
    expect((await impression).postDataJSON()).toEqual({ AdId: 'ad-new-season', Event: 'impression' });
    const click = counted('click');
    await ad.getByRole('link').click();
    await click;
    await expect(page).toHaveURL(/\/campaigns$/);
  });
}
