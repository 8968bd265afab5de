import type { Locator, Page } from '@playwright/test';
import { CARDS, memberReadyToPay, payWords, typeCard } from './checkout-support';
import { codeSentBy, expect, islandsReady, post, test, journeyLanguages } from './fixtures';
import { enterCode } from './otp-input';

// A shopper pays part of the order with a gift card and the rest by card, in Turkish: the
// gift card tab (lazy-loaded) checks the demo card's balance, applies an amount, the summary lists
// it, and the card tab pays what is left.

test.describe.configure({ timeout: 90_000 });

const giftWords = {
  tr: {
    tab: 'Hediye kartı',
    cardTab: 'Kredi veya banka kartı',
    number: 'Hediye kartı numarası',
    pin: 'Şifre',
    securityCode: 'Güvenlik kodu',
    useSecurityCode: 'Güvenlik kodu ile devam et',
    usePin: 'Şifre ile devam et',
    check: 'Bakiye sorgula',
    amount: 'Kullanmak istediğiniz tutar (TL)',
    use: 'Bakiyeyi kullan',
    payRest: 'Kalanı kartla öde',
    payRestNow: /^Kalanı öde · [\d.]+,\d\d TL$/,
    leftToPay: /^Kalan ödeme: [\d.]+,\d\d TL$/,
    noBalance: 'Bu kartta kullanılabilir bakiye yok.',
    applied: '100,00 TL kartınızdan ödenecek',
    balance: 'Kart bakiyesi',
    notFound: 'Hediye kartı bulunamadı.',
    digits: 'Hediye kartı numarası 16 haneli olmalıdır.',
    imfTab: 'İade bakiye kartı',
    sendCode: 'Doğrulama kodu gönder',
    codeGroup: 'Doğrulama kodu',
    verify: 'Doğrula',
    resend: 'Yeni kod gönder',
    wrongCode: 'Doğrulama kodu hatalı. Lütfen tekrar deneyin.',
    chooseCard: 'Kartınızı seçin',
    otherCard: 'Başka bir kart kullan',
    anyLimit: /en fazla/,
    balanceLimit: (amount: string) => `Bu siparişte en fazla ${amount} kullanabilirsiniz (kartınızın bakiyesi).`,
    storeLimit: 'Bu siparişte en fazla 20.000,00 TL kullanabilirsiniz (mağazamızın hediye kartı sınırı).',
  },
  en: {
    tab: 'Gift card',
    cardTab: 'Credit or debit card',
    number: 'Gift card number',
    pin: 'PIN',
    securityCode: 'Security code',
    useSecurityCode: 'Use the security code instead',
    usePin: 'Use the PIN instead',
    check: 'Check balance',
    amount: 'Amount to use (TL)',
    use: 'Use balance',
    payRest: 'Pay the rest by card',
    payRestNow: /^Pay the rest · [\d.]+,\d\d TL$/,
    leftToPay: /^Left to pay: [\d.]+,\d\d TL$/,
    noBalance: 'This card has no balance left.',
    applied: '100,00 TL will be paid from your card',
    balance: 'Card balance',
    notFound: 'We could not find this gift card.',
    digits: 'Gift card number must be 16 digits.',
    imfTab: 'Return-balance card',
    sendCode: 'Send verification code',
    codeGroup: 'Verification code',
    verify: 'Verify',
    resend: 'Send a new code',
    wrongCode: 'That code is incorrect. Please try again.',
    chooseCard: 'Choose your card',
    otherCard: 'Use another card',
    anyLimit: /up to/,
    balanceLimit: (amount: string) => `You can use up to ${amount} on this order (your card’s balance).`,
    storeLimit: 'You can use up to 20.000,00 TL on this order (our limit for a gift card on one order).',
  },
} as const;

/** A member's bag ready to pay, on the payment step with one of its tabs open: that tab's panel. */
async function openTab(page: Page, baseURL: string | undefined, prefix: string, tab: string): Promise<Locator> {
  await memberReadyToPay(page, baseURL);
  await page.goto(`${prefix}/checkout/payment`);
  await islandsReady(page);
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

for (const lang of journeyLanguages('tr')) {
  const w = payWords[lang];
  const g = giftWords[lang];

  test(`a member pays 100 TL with a gift card and the rest by card (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    const panel = await openTab(page, baseURL, w.prefix, g.tab);
    await panel.getByLabel(g.number).fill('6000100000000001');
    await panel.getByLabel(g.pin, { exact: true }).fill('9999');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByRole('alert').filter({ hasText: g.notFound })).toBeVisible();
    await panel.getByLabel(g.pin, { exact: true }).fill('1234');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByText(g.balance)).toBeVisible();
    // One limit, with its reason: the 500 TL card's balance (less what earlier runs spent) is the smallest.
    const balance = (await panel.getByRole('definition').textContent()) ?? '';
    await expect(panel.getByText(g.balanceLimit(balance), { exact: true })).toBeVisible();
    await expect(panel.getByText(g.anyLimit)).toHaveCount(1);
    // Started in the page's notation: "500", as "20.000" would be, never "20000".
    await expect(panel.getByLabel(g.amount)).toHaveValue(balance.replace(/,00 TL$/, ''));
    await panel.getByLabel(g.amount).fill('100');
    await panel.getByRole('button', { name: g.use }).click();
    await expect(panel.getByRole('status').filter({ hasText: g.applied })).toBeVisible();
    // The button that applied the balance is gone; the next one names its own action: paying the rest by card.
    await expect(panel.getByRole('button', { name: g.use })).toHaveCount(0);
    await expect(panel.getByText(g.leftToPay)).toBeVisible();
    await panel.getByRole('button', { name: g.payRest, exact: true }).click();
    await expect(page.getByRole('tab', { name: g.cardTab })).toHaveAttribute('aria-selected', 'true');
    await typeCard(page, w, CARDS.direct);
    // The order's button says it pays the rest, not the whole order.
    await page.getByRole('button', { name: g.payRestNow }).click();
    await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  });

  test(`the gift card and the payment card take their numbers typed as printed, in groups (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    const panel = await openTab(page, baseURL, w.prefix, g.tab);
    const number = panel.getByLabel(g.number);
    // A digit short: the message counts digits and names the field as the shopper reads it.
    await number.pressSequentially('6000 1000 0000 000');
    await panel.getByLabel(g.pin, { exact: true }).fill('1234');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByText(g.digits)).toBeVisible();
    await number.fill('');
    await number.pressSequentially('6000 1000 0000 0002');
    await expect(number).toHaveValue('6000 1000 0000 0002');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByText(g.balance)).toBeVisible();
    await expect(panel.getByText(/GiftCardNo/)).toHaveCount(0);
    // The walk's card: 30.000 TL on it (less what the after-sales journey spent) and 25.000 TL a
    // card's order, on a bag above 20.000 TL. One limit is shown, the store's, in words; the card's
    // own per-order limit is not set beside it (one "up to" line, not two).
    await expect(panel.getByText(g.storeLimit, { exact: true })).toBeVisible();
    await expect(panel.getByText(g.anyLimit)).toHaveCount(1);
    await expect(panel.getByLabel(g.amount)).toHaveValue('20.000');

    await page.getByRole('tab', { name: g.cardTab }).click();
    const card = page.getByLabel(w.cardNumber, { exact: true });
    await card.pressSequentially('5400 3600 0000 0003');
    await expect(card).toHaveValue('5400 3600 0000 0003');
  });

  test(`a member reaches the return-balance card with the code sent to the phone, Enter checking it inside the payment form (${lang})`, async ({
    page,
    baseURL,
  }) => {
    // Ayşe (seeded) has a return-balance card on her phone.
    const signedIn = await post(page.request, '/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
    expect(signedIn.Success, JSON.stringify(signedIn)).toBe(true);
    const panel = await openTab(page, baseURL, w.prefix, g.imfTab);
    const code = await codeSentBy(page.request, '5321234567', () => panel.getByRole('button', { name: g.sendCode }).click());
    const boxes = panel.getByRole('group', { name: g.codeGroup }).getByRole('textbox');
    // The server keeps the clock here: a new code may be asked for at once.
    await expect(panel.getByRole('button', { name: g.resend })).toBeEnabled();
    await enterCode(page, g.codeGroup, code === '000000' ? '111111' : '000000');
    await boxes.last().press('Enter');
    await expect(panel.getByRole('alert').filter({ hasText: g.wrongCode })).toBeVisible();
    await expect(boxes.first()).toHaveValue('');
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await enterCode(page, g.codeGroup, code);
    await panel.getByRole('button', { name: g.verify, exact: true }).click();
    await expect(panel.getByRole('group', { name: g.chooseCard })).toBeVisible();
  });

  test(`a gift card's balance is checked by its security code in place of its PIN (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    const panel = await openTab(page, baseURL, w.prefix, g.tab);
    await panel.getByLabel(g.number).fill('6000100000000001');
    // The PIN is hidden as typed; the security code, printed on the card, is not. Each starts empty.
    const pin = panel.getByLabel(g.pin, { exact: true });
    const code = panel.getByLabel(g.securityCode, { exact: true });
    await expect(pin).toHaveAttribute('type', 'password');
    await pin.fill('99');
    await panel.getByRole('button', { name: g.useSecurityCode }).click();
    await expect(pin).toHaveCount(0);
    await expect(code).toHaveAttribute('type', 'text');
    await expect(code).toHaveValue('');
    await code.fill('12');
    await panel.getByRole('button', { name: g.usePin }).click();
    await expect(code).toHaveCount(0);
    await expect(pin).toHaveValue('');
    await panel.getByRole('button', { name: g.useSecurityCode }).click();
    await expect(code).toHaveValue('');
    await code.fill('789');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByText(g.balance)).toBeVisible();
  });

  test(`a gift card with no balance says so, with no amount to type or button to press (${lang})`, async ({ page, member, baseURL }) => {
    expect(member.email).toContain('@');
    const panel = await openTab(page, baseURL, w.prefix, g.tab);
    // The demo's empty card (README, "Test payment instruments").
    await panel.getByLabel(g.number).fill('6000100000000005');
    await panel.getByLabel(g.pin, { exact: true }).fill('1234');
    await panel.getByRole('button', { name: g.check }).click();
    await expect(panel.getByRole('status').filter({ hasText: g.noBalance })).toBeVisible();
    await expect(panel.getByLabel(g.amount)).toHaveCount(0);
    await expect(panel.getByRole('button', { name: g.use })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: g.otherCard })).toBeEnabled();
  });
}
