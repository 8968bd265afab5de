import { CARDS, memberReadyToPay, payWords, typeCard } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// The payment step in Chromium: a member through the bank's 3-D Secure page, a declined card that
// leaves the bag as it was. The state before the payment screen is made through the calls.

test.describe.configure({ timeout: 90_000 });

const bankWords = {
  tr: { shown: /kod burada görünür: (\d{6})/, code: 'Doğrulama kodu', verify: 'Doğrula' },
  en: { shown: /the code is shown here: (\d{6})/, code: 'Verification code', verify: 'Verify' },
} as const;

for (const lang of ['tr', 'en'] as const) {
  const w = payWords[lang];

  test(`a member pays with 3-D Secure and reaches the confirmation (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    await memberReadyToPay(page, baseURL);
    await page.goto(`${w.prefix}/checkout/payment`);
    await islandsReady(page);
    await typeCard(page, w, CARDS.threeD);
    await expect(page.getByRole('radio', { name: w.singlePayment })).toBeChecked();
    await page.getByRole('button', { name: w.pay }).click();

    const modal = page.getByRole('dialog', { name: w.threeDTitle });
    await expect(modal).toBeVisible();
    const bank = page.frameLocator('iframe.pay-threed-frame');
    const shown = await bank.getByText(bankWords[lang].shown).textContent();
    const code = bankWords[lang].shown.exec(shown ?? '')?.[1] ?? '';
    await bank.getByLabel(bankWords[lang].code).fill(code);
    await bank.getByRole('button', { name: bankWords[lang].verify }).click();

    await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
    const number = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
  });
}

test('a declined card shows the bank’s reason and the bag keeps its pieces', async ({ page, member, baseURL }) => {
  expect(member.email).toContain('@');
  const w = payWords.en;
  await memberReadyToPay(page, baseURL, 2);
  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  await typeCard(page, w, CARDS.declined);
  await page.getByRole('button', { name: w.pay }).click();

  const alert = page.getByRole('alert').filter({ hasText: w.payError });
  await expect(alert).toContainText(/insufficient/i);
  await expect(page).toHaveURL(/\/checkout\/payment/);

  await page.goto(`${w.prefix}/cart`);
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
});
