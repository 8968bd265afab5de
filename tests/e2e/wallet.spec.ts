import { CARDS, memberReadyToPay, payWords } from './checkout-support';
import { codeFor, expect, islandsReady, test, journeyLanguages } from './fixtures';

// The card wallet in Chromium: a member saves a card to the wallet (the sandbox links the wallet to
// their phone with the code from /dev/outbox), sees it in the list and pays with it through the
// bank's 3-D Secure page in the modal, landing on the confirmation.

test.describe.configure({ timeout: 90_000 });

const words = {
  tr: {
    tab: 'Kayıtlı kartlarım',
    cardNo: 'Kart numarası',
    month: 'Son kullanma ayı',
    year: 'Son kullanma yılı',
    holder: 'Kart üzerindeki ad soyad',
    alias: 'Kart adı',
    save: 'Kartı kaydet',
    code: 'Doğrulama kodu',
    confirm: 'Onayla',
    bank: { shown: /kod burada görünür: (\d{6})/, code: 'Doğrulama kodu', verify: 'Doğrula' },
    plans: /taksit seçenekleri/,
    monthly: /^Aylık \d/,
  },
  en: {
    tab: 'Saved cards',
    cardNo: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    holder: 'Name on card',
    alias: 'Card name',
    save: 'Save card',
    code: 'Verification code',
    confirm: 'Confirm',
    bank: { shown: /the code is shown here: (\d{6})/, code: 'Verification code', verify: 'Verify' },
    plans: /^Instalments with/,
    monthly: / a month$/,
  },
} as const;

for (const lang of journeyLanguages('tr')) {
  const w = words[lang];
  const pay = payWords[lang];

  test(`a member saves a card to the wallet with the code and pays with it through 3-D Secure (${lang})`, async ({
    page,
    member,
    baseURL,
  }) => {
    await memberReadyToPay(page, baseURL);
    await page.goto(`${pay.prefix}/checkout/payment`);
    await islandsReady(page);
    await page.getByRole('tab', { name: w.tab }).click();
    const panel = page.getByRole('tabpanel', { name: w.tab });

    // No wallet yet: the add-card prompt.
    await panel.getByLabel(w.cardNo).pressSequentially(CARDS.threeD);
    await panel.getByLabel(w.month).selectOption('12');
    await panel.getByLabel(w.year).selectOption(String(new Date().getFullYear() + 3));
    await panel.getByLabel(w.holder).fill('Zeynep Kaya');
    await panel.getByLabel(w.alias).fill('Axess');
    await panel.getByRole('button', { name: w.save }).click();

    // The sandbox asks the code it sent to the phone (5001); a wrong one keeps the prompt (1409).
    const code = panel.getByLabel(w.code, { exact: true });
    await code.fill('000000');
    await panel.getByRole('button', { name: w.confirm }).click();
    await expect(panel.getByRole('alert')).not.toBeEmpty();
    await code.fill(await codeFor(page.request, member.phone));
    await panel.getByRole('button', { name: w.confirm }).click();

    // The list comes a second later, masked: characters 5 to 14 as stars.
    const card = panel.getByRole('radio', { name: /Axess/ });
    await expect(card).toBeChecked();
    await expect(panel.getByText('5526**********06')).toBeVisible();
    // The card tab's list of plans, each count with its monthly amount.
    const plans = panel.getByRole('group', { name: w.plans });
    await expect(plans.getByRole('radio').first()).toBeChecked();
    await expect(plans.getByText(w.monthly).first()).toBeVisible();

    await page.getByRole('checkbox', { name: pay.preInformation }).check();
    await page.getByRole('checkbox', { name: pay.distanceSales }).check();
    await page.getByRole('button', { name: pay.pay }).click();

    const modal = page.getByRole('dialog', { name: pay.threeDTitle });
    await expect(modal).toBeVisible();
    const bank = page.frameLocator('iframe.pay-three-d-frame');
    const shown = await bank.getByText(w.bank.shown).textContent();
    await bank.getByLabel(w.bank.code).fill(w.bank.shown.exec(shown ?? '')?.[1] ?? '');
    await bank.getByRole('button', { name: w.bank.verify }).click();

    await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
    await expect(page.getByRole('heading', { level: 1, name: pay.thanks })).toBeVisible();
  });
}
