import { memberReadyToPay, payWords, typeCard, CARDS } from './checkout-support';
import { codeSentBy, expect, islandsReady, test } from './fixtures';

// A member spends OneCard points confirmed by the code the card's phone receives (read from the
// sandbox outbox) and pays the rest by card, in both languages. Serial: both use demo cards
// registered to the same phone, so each reads its own code.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CARD_PHONE = '5551112233';

const words = {
  tr: {
    panel: /OneCard/,
    card: 'OneCard kart numarası',
    phone: 'Karta kayıtlı cep telefonu',
    pin: 'Kart şifresi',
    show: 'Puanlarımı göster',
    balance: '2.500 puan',
    points: 'Kullanmak istediğiniz puan',
    send: 'Onay kodu gönder',
    code: 'Onay kodu',
    confirm: 'Onayla',
    applied: '100 puan siparişinize uygulandı.',
    wrong: 'Kart numarası ya da kart şifresi hatalı',
  },
  en: {
    panel: /OneCard/,
    card: 'OneCard number',
    phone: 'Mobile number registered to the card',
    pin: 'Card PIN',
    show: 'Show my points',
    balance: '2.500 points',
    points: 'Points to use',
    send: 'Send confirmation code',
    code: 'Confirmation code',
    confirm: 'Confirm',
    applied: '100 points applied to your order.',
    wrong: 'The card number or PIN is incorrect',
  },
} as const;

for (const [lang, cardNo] of [
  ['tr', '7000000000000117'],
  ['en', '7000000000000118'],
] as const) {
  const w = words[lang];
  const pay = payWords[lang];

  test(`a member spends loyalty points with a code from the outbox and pays the rest by card (${lang})`, async ({
    page,
    member,
    baseURL,
  }) => {
    expect(member.email).toContain('@');
    await memberReadyToPay(page, baseURL);
    await page.goto(`${pay.prefix}/checkout/payment`);
    await islandsReady(page);
    await page.locator('summary', { hasText: w.panel }).click();
    // The open panel: the page keeps a hidden copy of its panels elsewhere.
    const panel = page.locator('details[open]', { hasText: w.panel });
    await panel.getByLabel(w.card, { exact: true }).fill(cardNo);
    await panel.getByLabel(w.phone, { exact: true }).fill(CARD_PHONE);
    await panel.getByLabel(w.pin, { exact: true }).fill('0000');
    await panel.getByRole('button', { name: w.show }).click();
    await expect(panel.getByRole('alert').filter({ hasText: w.wrong })).toBeVisible();
    await panel.getByLabel(w.pin, { exact: true }).fill('1234');
    await panel.getByRole('button', { name: w.show }).click();
    await expect(panel.getByText(w.balance)).toBeVisible();

    await panel.getByLabel(w.points, { exact: true }).fill('100');
    const code = await codeSentBy(page.request, CARD_PHONE, () => panel.getByRole('button', { name: w.send }).click());
    await panel.getByLabel(w.code, { exact: true }).fill(code);
    await panel.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: w.applied })).toBeVisible();

    await typeCard(page, pay, CARDS.direct);
    await page.getByRole('button', { name: pay.pay }).click();
    await expect(page.getByRole('heading', { name: pay.thanks })).toBeVisible({ timeout: 30_000 });
  });
}
