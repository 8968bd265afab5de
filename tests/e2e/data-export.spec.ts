import { readFile } from 'node:fs/promises';
import { CARDS, memberReadyToPay, payByApi } from './checkout-support';
import { codeSentBy, expect, islandOf, post, test, journeyEntries } from './fixtures';
import { enterCode } from './otp-input';

// A member's data on request (KVKK article 11), in Turkish: the member asks from My data,
// enters the code sent to the phone, waits while the page shows the file being prepared, downloads
// it once and finds their own e-mail and order in it; another member opening the link gets no file.

const words = {
  tr: {
    prefix: '',
    title: 'Verilerim',
    ask: 'Verilerimi iste',
    dialog: 'Verilerinizin kopyasını isteyin',
    send: 'Kodu gönder',
    code: 'Doğrulama kodu',
    verify: 'Doğrula',
    building: 'Hazırlanıyor',
    ready: 'Hazır',
    download: 'Dosyamı indir',
    downloaded: 'İndirildi',
    triesLeft: '2 deneme hakkınız kaldı',
    once: 'Bu bağlantı yalnızca bir kez çalışır.',
    plain: 'verilerinizi bölüm bölüm listeleyen bir metin dosyasıdır',
  },
  en: {
    prefix: '/en',
    title: 'My data',
    ask: 'Request my data',
    dialog: 'Request a copy of your data',
    send: 'Send the code',
    code: 'Verification code',
    verify: 'Verify',
    building: 'Being prepared',
    ready: 'Ready',
    download: 'Download my file',
    downloaded: 'Downloaded',
    triesLeft: '2 tries left',
    once: 'This link works only once.',
    plain: 'a text file that lists your data section by section',
  },
};

for (const [lang, w] of journeyEntries(words, 'tr')) {
  test(`a member downloads their data once after the code, and another member gets no file (${lang})`, async ({
    page,
    member,
    registered,
    baseURL,
    browser,
  }) => {
    await memberReadyToPay(page, baseURL);
    const number = await payByApi(page.request);

    await page.goto(`${w.prefix}/customer/my-data`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    // The file is described in plain words, its format's name only in brackets.
    await expect(page.getByRole('main')).toContainText(w.plain);
    await (await islandOf(page, page.getByRole('main').getByRole('button', { name: w.ask }))).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    const code = await codeSentBy(page.request, member.phone, () => dialog.getByRole('button', { name: w.send }).click());
    // No count of tries before a code is refused; after one, what is left.
    await expect(dialog.getByText(w.triesLeft)).toHaveCount(0);
    await enterCode(page, w.code, `${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await dialog.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(dialog.getByText(w.triesLeft)).toBeVisible();
    await enterCode(page, w.code, code);
    await dialog.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The page follows the request until the file is ready (it is built after the answer).
    const status = page.getByRole('status').filter({ hasText: w.ready });
    await expect(status).toBeVisible({ timeout: 20_000 });
    const link = page.getByRole('link', { name: w.download });
    // Beside the button, and read with it: the link works once.
    await expect(link).toHaveAccessibleDescription(new RegExp(`^${w.once}`));
    const href = (await link.getAttribute('href'))!;

    // Another member, signed in elsewhere, opening the link: not found, no file.
    const elsewhere = await browser.newContext({ baseURL });
    const login = await post(elsewhere.request, '/cop-api/customer/login', { Username: registered.email, Password: registered.password });
    expect(login.Success, JSON.stringify(login)).toBe(true);
    const stranger = await elsewhere.newPage();
    const refused = await stranger.goto(href);
    expect(refused?.status()).toBe(404);
    expect(await refused?.text()).not.toContain(member.email);
    await elsewhere.close();

    const started = page.waitForEvent('download');
    await link.click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/^vitrin-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.contacts.email).toBe(member.email);
    expect(file.orders.map((order: { number: string }) => order.number)).toContain(number);
    expect(JSON.stringify(file)).not.toContain(CARDS.direct);
    // Once: the page says the file was downloaded and offers a new copy.
    await expect(page.getByRole('status').filter({ hasText: w.downloaded })).toBeVisible();
    await expect(page.getByRole('link', { name: w.download })).toHaveCount(0);
  });
}
