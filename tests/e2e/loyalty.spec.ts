import { seriousViolations } from '../support/axe';
import { expect, islandOf, test, journeyEntries } from './fixtures';

// The One as a member sees it, in English: the demo member Ayşe (a card, the gold segment or
// above) reads her segment and points, sends her statement by e-mail and finds it in /dev/outbox.

const words = {
  tr: {
    prefix: '',
    username: 'E-posta veya cep telefonu',
    password: 'Şifre',
    login: 'Giriş yap',
    segment: 'Segmentiniz',
    points: 'Puanlar',
    pointsValue: /^\d{1,3}\.\d{3} puan$/,
    segments: ['White', 'Beige'],
    send: 'Hesap özetimi e-postayla gönder',
    sent: 'Puan ekstreniz e-posta adresinize gönderildi.',
    subject: 'OneCard puan ekstreniz',
  },
  en: {
    prefix: '/en',
    username: 'E-mail or mobile phone',
    password: 'Password',
    login: 'Sign in',
    segment: 'Your segment',
    points: 'Points',
    pointsValue: /^\d{1,3}\.\d{3} points$/,
    segments: ['White', 'Beige'],
    send: 'Send my statement by e-mail',
    sent: 'Your points statement has been sent to your e-mail address.',
    subject: 'Your OneCard points statement',
  },
};

for (const [lang, w] of journeyEntries(words, 'en')) {
  test(`a member sees The One with segment and points, and receives the statement (${lang})`, async ({ page }) => {
    await page.goto(`${w.prefix}/customer/login?returnUrl=${encodeURIComponent(`${w.prefix}/customer/the-one`)}`);
    await page.getByLabel(w.username).fill('ayse@vitrin.example');
    await page.getByLabel(w.password, { exact: true }).fill('Vitrin2024');
    await page.getByRole('main').getByRole('button', { name: w.login }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/the-one$`));
    await expect(page.getByRole('heading', { level: 1, name: 'The One' })).toBeVisible();

    const fact = (term: string) =>
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(fact(w.segment)).toHaveText(/Gold|Platinum|VIP/);
    // Every points figure carries the thousands dot, in either language; segment names are in the page's language.
    await expect(fact(w.points)).toHaveText(w.pointsValue);
    for (const name of w.segments) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(page.getByText('7000 **** **** 0011')).toBeVisible();
    expect(await seriousViolations(page, 'the one')).toEqual([]);

    await (await islandOf(page, page.getByRole('button', { name: w.send }))).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await page.goto(`${w.prefix}/dev/outbox`);
    const mail = page.getByRole('row').filter({ hasText: 'ayse@vitrin.example' }).filter({ hasText: w.subject }).first();
    await expect(mail).toContainText('7000 **** **** 0011');
  });
}
