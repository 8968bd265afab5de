import type { Page } from '@playwright/test';
import { PAYPAL_TEST_ACCOUNTS } from '../../src/lib/checkout/payments/digital/providers';
import { memberReadyToPay, payWords } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// Paying with a digital provider in Chromium: the shopper chooses the provider on the payment page,
// is sent to its page, cancels there and is back on the payment page with the reason and the bag;
// then pays again with the other provider and reaches the confirmation. Both languages.

test.describe.configure({ timeout: 90_000 });

const words = {
  tr: {
    tab: 'Dijital ödeme',
    cancel: 'Vazgeç ve mağazaya dön',
    approve: 'Ödemeyi onayla',
    signIn: 'Giriş yap ve öde',
    email: 'E-posta adresi',
    password: 'Şifre',
    cancelled: 'Ödemeyi sağlayıcının sayfasında iptal ettiniz.',
    offer: 'Ödeme kampanyası',
    total: 'Toplam',
  },
  en: {
    tab: 'Digital payment',
    cancel: 'Cancel and return to the store',
    approve: 'Approve payment',
    signIn: 'Sign in and pay',
    email: 'E-mail address',
    password: 'Password',
    cancelled: 'You cancelled the payment on the provider’s page.',
    offer: 'Payment offer',
    total: 'Total',
  },
} as const;

/** Chooses a provider on the digital payments tab, accepts the agreements and pays: the provider's page opens. */
async function payWith(page: Page, lang: 'tr' | 'en', provider: 'GarantiPay' | 'PayPal') {
  const w = payWords[lang];
  await page.getByRole('tab', { name: words[lang].tab }).click();
  await page.getByRole('radio', { name: new RegExp(`^${provider}`) }).check();
  await page.getByRole('checkbox', { name: w.preInformation }).check();
  await page.getByRole('checkbox', { name: w.distanceSales }).check();
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${w.prefix}/sandbox-pay/[0-9a-f-]{36}$`));
  await expect(page.getByRole('img', { name: provider })).toBeVisible();
}

for (const [lang, first, second] of [
  ['tr', 'PayPal', 'GarantiPay'],
  ['en', 'GarantiPay', 'PayPal'],
] as const) {
  const w = payWords[lang];
  test(`cancel on the provider's page, back with the reason, then pay again and succeed (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    await memberReadyToPay(page, baseURL);
    await page.goto(`${w.prefix}/checkout/payment`);
    await islandsReady(page);
    // The summary as this provider's payment shows it (its offer, no instalment row: that is the card's).
    await page.getByRole('tab', { name: words[lang].tab }).click();
    await page.getByRole('radio', { name: new RegExp(`^${first}`) }).check();
    await expect(page.getByRole('complementary')).toContainText(first === 'GarantiPay' ? words[lang].offer : words[lang].total);
    const bag = await page.getByRole('complementary').textContent();

    await payWith(page, lang, first);
    await page.getByRole('button', { name: words[lang].cancel }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout/payment\\?paymentError=`));
    await islandsReady(page);
    await expect(page.getByText(words[lang].cancelled)).toBeVisible();
    // Back on the digital tab, the provider just left still chosen.
    await expect(page.getByRole('tab', { name: words[lang].tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: new RegExp(`^${first}`) })).toBeChecked();
    // The bag is as it was: the same lines and total in the summary, once the restored provider's
    // offer is priced again (a call after the page: read at once, the summary may not have it yet).
    await expect(page.getByRole('complementary')).toHaveText(bag!);

    await payWith(page, lang, second);
    if (second === 'PayPal') {
      await page.getByLabel(words[lang].email).fill(PAYPAL_TEST_ACCOUNTS.pays.email);
      await page.getByLabel(words[lang].password).fill(PAYPAL_TEST_ACCOUNTS.pays.password);
    }
    await page.getByRole('button', { name: second === 'PayPal' ? words[lang].signIn : words[lang].approve }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout/orderreceived\\?orderNumber=`));
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  });
}
