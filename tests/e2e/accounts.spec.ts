import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

// Registration, sign-out, sign-in, preferences and the address book, as a shopper does them, in
// both languages. One-time codes are read from the sandbox outbox.

const words = {
  tr: {
    prefix: '',
    register: 'Üye ol',
    login: 'Giriş yap',
    logout: 'Çıkış yap',
    first: 'Ad',
    last: 'Soyad',
    email: 'E-posta',
    phone: 'Cep telefonu',
    password: 'Yeni şifre',
    confirm: 'Yeni şifre (tekrar)',
    agreement: 'Üyelik sözleşmesini',
    campaign: 'Kampanya ve fırsatlardan',
    code: 'Doğrulama kodu',
    verify: 'Doğrula',
    username: 'E-posta veya cep telefonu',
    loginPassword: 'Şifre',
    all: 'Tümünü seç',
    savePrefs: 'Tercihlerimi kaydet',
    prefsSaved: 'Tercihleriniz kaydedildi',
    add: 'Yeni adres ekle',
    title: 'Adres başlığı',
    name: 'Ad soyad',
    city: 'İl',
    district: 'İlçe',
    neighbourhood: 'Mahalle',
    address: 'Adres',
    citizen: 'T.C. kimlik numarası',
    save: 'Adresi kaydet',
    limit: 'En fazla 4 adres kaydedebilirsiniz',
    favourite: 'Favori yap',
    favBadge: 'Favori',
    delete: 'Sil',
    addTitle: 'Adres eklenemedi',
    required: 'Ad alanı zorunludur.',
  },
  en: {
    prefix: '/en',
    register: 'Register',
    login: 'Sign in',
    logout: 'Sign out',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    phone: 'Mobile phone',
    password: 'New password',
    confirm: 'New password (again)',
    agreement: 'membership agreement',
    campaign: 'I want to hear about campaigns',
    code: 'Verification code',
    verify: 'Verify',
    username: 'E-mail or mobile phone',
    loginPassword: 'Password',
    all: 'Select all',
    savePrefs: 'Save my preferences',
    prefsSaved: 'Your preferences were saved',
    add: 'Add a new address',
    title: 'Address title',
    name: 'Full name',
    city: 'City',
    district: 'District',
    neighbourhood: 'Neighbourhood',
    address: 'Address',
    citizen: 'Turkish citizen ID',
    save: 'Save address',
    limit: 'You can save at most 4 addresses',
    favourite: 'Make favourite',
    favBadge: 'Favourite',
    delete: 'Delete',
    addTitle: 'The address could not be added',
    required: 'First name is required.',
  },
} as const;

async function codeFor(page: Page, recipient: string, previous?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`);
      code = /\b(\d{6})\b/.exec((await answer.json()).Result?.[0]?.body ?? '')?.[1] ?? '';
      return code !== '' && code !== previous;
    })
    .toBe(true);
  return code;
}

for (const lang of ['tr', 'en'] as const) {
  const w = words[lang];
  test(`${lang}: register with codes, sign out, sign in back to the returnUrl, preferences and addresses`, async ({ page }) => {
    test.setTimeout(120_000);
    const n = randomInt(10_000_000, 99_999_999);
    const email = `e2e${n}@test.example`;
    const phone = `54${n}`;
    const password = 'Gizli2024x';
    page.on('dialog', (dialog) => void dialog.accept());

    // An auth route while signed out: to login with the returnUrl, then on to registration.
    await page.goto(`${w.prefix}/customer/address`);
    await expect(page).toHaveURL(
      new RegExp(`${w.prefix}/customer/login\\?returnUrl=${encodeURIComponent(`${w.prefix}/customer/address`)}$`),
    );
    await page.getByRole('main').getByRole('link', { name: w.register }).click();
    await page.getByRole('main').getByRole('button', { name: w.register }).click();
    await expect(page.getByText(w.required, { exact: true })).toBeVisible();
    await page.getByLabel(w.first, { exact: true }).fill('Deniz');
    await page.getByLabel(w.last, { exact: true }).fill('Aydın');
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.phone, { exact: true }).fill(phone);
    await expect(page.getByLabel(w.phone, { exact: true })).toHaveValue(
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
    );
    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByLabel(w.confirm, { exact: true }).fill(password);
    await page.getByLabel(w.agreement).check();
    await page.getByLabel(w.campaign).check();
    await page.getByRole('main').getByRole('button', { name: w.register }).click();

    await page.getByLabel(w.code).fill(await codeFor(page, phone));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.getByLabel(w.code).fill(await codeFor(page, email));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/address$`));
    await expect(page.getByText(email)).toBeVisible();

    // An auth page while signed in goes to /customer.
    await page.goto(`${w.prefix}/customer/login`);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer$`));

    // Sign out, then an auth route asks for a login and comes back after it.
    await page.getByRole('button', { name: w.logout }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    await page.goto(`${w.prefix}/customer/info`);
    await expect(page).toHaveURL(/\/customer\/login\?returnUrl=/);
    await page.getByLabel(w.username).fill(email);
    await page.getByLabel(w.loginPassword, { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: w.login }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/info$`));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

    // Communication preferences: select all is on (campaign consent), turn it off and save.
    const all = page.getByLabel(w.all);
    await expect(all).toBeChecked();
    await all.uncheck();
    await page.getByRole('button', { name: w.savePrefs }).click();
    await expect(page.getByRole('status').filter({ hasText: w.prefsSaved })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(w.all)).not.toBeChecked();

    // Addresses through city, district and neighbourhood choices, until the fifth is refused.
    await page.goto(`${w.prefix}/customer/address`);
    for (const title of ['Ev', 'İş', 'Yazlık', 'Annem']) {
      await page.getByRole('button', { name: w.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.title).fill(title);
      await dialog.getByLabel(w.name, { exact: true }).fill('Deniz Aydın');
      await dialog.getByLabel(w.phone).fill(phone);
      await dialog.getByLabel(w.city, { exact: true }).selectOption({ label: 'İzmir' });
      await dialog.getByLabel(w.district).selectOption({ label: 'Karşıyaka' });
      await dialog.getByLabel(w.neighbourhood).selectOption({ index: 1 });
      await dialog.getByLabel(w.address, { exact: true }).fill('Cemal Gürsel Caddesi No: 10/2');
      await dialog.getByLabel(w.citizen).fill('10000000146');
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('listitem', { name: title })).toBeVisible();
    }
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.limit })).toContainText(w.addTitle);
    await expect(page.getByRole('dialog')).toBeHidden();

    const work = page.getByRole('listitem', { name: 'İş' });
    await work.getByRole('button', { name: w.favourite }).click();
    await expect(work.getByText(w.favBadge, { exact: true })).toBeVisible();
    await expect(page.locator('.address-list > li').first()).toHaveAccessibleName('İş');
    await page.getByRole('listitem', { name: 'Yazlık' }).getByRole('button', { name: w.delete }).click();
    await expect(page.getByRole('listitem', { name: 'Yazlık' })).toBeHidden();
    await expect(page.locator('.address-list > li')).toHaveCount(3);
  });
}

test('what a shopper types before the page has loaded its scripts is kept', async ({ page }) => {
  // A slow connection: the page's scripts arrive only after the shopper has typed their e-mail.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/customer/login', { waitUntil: 'commit' });
  const username = page.getByLabel(words.tr.username);
  await username.fill('ayse@vitrin.example');
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel(words.tr.loginPassword, { exact: true }).fill('Vitrin2024');
  await expect(username).toHaveValue('ayse@vitrin.example');
  await page.getByRole('main').getByRole('button', { name: words.tr.login }).click();
  await expect(page).toHaveURL(/\/$/);
});
