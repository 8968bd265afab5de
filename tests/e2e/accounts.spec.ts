import {
  actBeforeHydration,
  belowHeader,
  codeFor,
  codeSentBy,
  expect,
  follow,
  islandsReady,
  masked,
  test,
  journeyLanguages,
} from './fixtures';
import { enterCode } from './otp-input';
import { accountWords as words } from './words';

// Registration, sign-out, sign-in and preferences as a shopper does them, in English.
// One-time codes are read from the sandbox outbox.

for (const lang of journeyLanguages('en')) {
  const w = words[lang];

  test(`${lang}: register with both codes, land on the returnUrl and be welcomed`, async ({ page, newShopper: shopper }) => {
    await test.step('an auth route sends the visitor to sign in, and from there to registration', async () => {
      await page.goto(`${w.prefix}/customer/address`);
      await expect(page).toHaveURL(
        new RegExp(`${w.prefix}/customer/login\\?returnUrl=${encodeURIComponent(`${w.prefix}/customer/address`)}$`),
      );
      await follow(page, page.getByRole('main').getByRole('link', { name: w.register }));
    });

    await test.step('the empty form says what is missing', async () => {
      await page.getByRole('main').getByRole('button', { name: w.register }).click();
      await expect(page.getByText(w.required, { exact: true })).toBeVisible();
    });

    await test.step('fill in the form, the phone typed with its trunk 0 and spaces', async () => {
      await page.getByLabel(w.first, { exact: true }).fill(shopper.firstName);
      await page.getByLabel(w.last, { exact: true }).fill(shopper.lastName);
      await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
      const phone = page.getByLabel(w.phone, { exact: true });
      await phone.pressSequentially(`0${shopper.phone.slice(0, 3)} ${shopper.phone.slice(3, 6)} ${shopper.phone.slice(6)}`);
      await expect(phone).toHaveValue(masked(shopper.phone));
      // A new member chooses a password: the label says "Password", not "New password".
      await page.getByLabel(w.registerPassword, { exact: true }).fill(shopper.password);
      await page.getByLabel(w.registerConfirm, { exact: true }).fill(shopper.password);
      await page.getByRole('checkbox', { name: w.agreement }).check();
      await page.getByLabel(w.campaign).check();
      await page.getByRole('main').getByRole('button', { name: w.register }).click();
    });

    await test.step('verify the phone, then the e-mail, each with its code', async () => {
      await enterCode(page, w.code, await codeFor(page.request, shopper.phone));
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await expect(page.getByRole('heading', { name: w.verifyEmail })).toBeVisible();
      await enterCode(page, w.code, await codeFor(page.request, shopper.email));
      await page.getByRole('button', { name: w.verify, exact: true }).click();
    });

    await test.step('the new member lands on the returnUrl, welcomed by name', async () => {
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/address$`));
      await expect(page.getByRole('status').filter({ hasText: `${w.welcome}, ${shopper.firstName}` })).toBeVisible();
      await expect(page.getByText(shopper.email)).toBeVisible();
    });
  });

  test(`${lang}: a member signs out and signs back in to the page they asked for`, async ({ page, member }) => {
    await test.step('an auth page while signed in goes to the account', async () => {
      await page.goto(`${w.prefix}/customer/login`);
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer$`));
    });

    await test.step('sign out', async () => {
      await islandsReady(page);
      await page.getByRole('button', { name: w.logout }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    });

    await test.step('an account page asks for a sign-in, and comes back after it', async () => {
      await page.goto(`${w.prefix}/customer/info`);
      await expect(page).toHaveURL(/\/customer\/login\?returnUrl=/);
      // Typed before the form hydrates, the values would go nowhere (and the browser would send the form itself).
      await islandsReady(page);
      await page.getByLabel(w.username).fill(member.email);
      // A wrong password is said beside the button, with what to do, and the focus goes there.
      await page.getByLabel(w.loginPassword, { exact: true }).fill(`${member.password}x`);
      await page.getByRole('main').getByRole('button', { name: w.login }).click();
      const failed = page.getByRole('main').getByRole('alert').filter({ hasText: w.loginFailedHint });
      await expect(failed).toBeFocused();
      await page.getByLabel(w.loginPassword, { exact: true }).fill(member.password);
      await page.getByRole('main').getByRole('button', { name: w.login }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/customer/info$`));
      await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    });

    await test.step('the page they land on greets them under the header, and the account icon is marked signed in', async () => {
      const greeting = page.getByRole('status').filter({ hasText: `${w.welcomeBack}, ${member.firstName}` });
      await expect(greeting).toBeVisible();
      await expect.poll(() => belowHeader(page, greeting)).toBe(true);
      await expect(page.getByRole('banner').getByRole('link', { name: w.myAccount, exact: true })).toHaveAttribute('data-signed-in', '');
    });
  });

  test(`${lang}: communication preferences are saved`, async ({ page, member: _ }) => {
    await page.goto(`${w.prefix}/customer/info`);
    const all = page.getByLabel(w.all);
    await test.step('select all, save, and it is kept', async () => {
      await all.check();
      await page.getByRole('button', { name: w.savePrefs }).click();
      await expect(page.getByRole('status').filter({ hasText: w.prefsSaved })).toBeVisible();
      await page.reload();
      await expect(all).toBeChecked();
    });
    await test.step('turn them all off again', async () => {
      await all.uncheck();
      await page.getByRole('button', { name: w.savePrefs }).click();
      await expect(page.getByRole('status').filter({ hasText: w.prefsSaved })).toBeVisible();
      await page.reload();
      await expect(all).not.toBeChecked();
    });
  });
}

test('sign-in accepts the phone as people type it and an e-mail with a stray space', async ({ page, registered }) => {
  const w = words.tr;
  const national = registered.phone;
  // A phone as the form's mask never writes it, and an e-mail as a phone keyboard leaves it: every
  // other typed form is the rules' (normalizeUsername, and the phone rule the form checks first).
  const ways = {
    'with 90 and brackets': `90 (${national.slice(0, 3)}) ${national.slice(3)}`,
    'as an e-mail with a trailing space': `${registered.email} `,
  };
  for (const [how, username] of Object.entries(ways)) {
    await test.step(`sign in ${how}, then sign out`, async () => {
      await page.goto('/customer/login');
      await page.getByLabel(w.username).fill(username);
      await page.getByLabel(w.loginPassword, { exact: true }).fill(registered.password);
      await page.getByRole('main').getByRole('button', { name: w.login }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      // The home page is kept for everyone: the greeting and the signed-in icon are drawn by the browser.
      await expect(page.getByRole('status').filter({ hasText: `${w.welcomeBack}, ${registered.firstName}` })).toBeVisible();
      const account = page.getByRole('banner').getByRole('link', { name: w.myAccount, exact: true });
      await expect(account).toHaveAttribute('data-signed-in', '');
      await expect(account).toHaveAttribute('href', '/customer');
      await page.goto('/customer');
      await page.getByRole('button', { name: w.logout }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    });
  }
});

test('a password reset ends on the sign-in page, which says the new password is set', async ({ page, registered }) => {
  const newPassword = 'Yepyeni2025';
  await test.step('ask for a code with the e-mail, and enter it', async () => {
    await page.goto('/customer/forgotpassword');
    await page.getByLabel(words.tr.email, { exact: true }).fill(registered.email);
    // The member's e-mail already holds the code of their registration: wait for the reset's own.
    const code = await codeSentBy(page.request, registered.email, () => page.getByRole('button', { name: 'Kod gönder' }).click());
    await enterCode(page, words.tr.code, code);
    await page.getByRole('button', { name: words.tr.verify, exact: true }).click();
  });
  await test.step('set the new password', async () => {
    await page.getByLabel(words.tr.password, { exact: true }).fill(newPassword);
    await page.getByLabel(words.tr.confirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  });
  await test.step('the sign-in page says so, and the new password signs in', async () => {
    await expect(page).toHaveURL(/\/customer\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Şifreniz yenilendi' })).toContainText('yeni şifrenizle giriş yapabilirsiniz');
    await page.getByLabel(words.tr.username).fill(registered.email);
    await page.getByLabel(words.tr.loginPassword, { exact: true }).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: words.tr.login }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('what a shopper types before the page has loaded its scripts is kept', async ({ page, registered }) => {
  // A slow connection: the page's scripts arrive only after the shopper has typed their e-mail.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await actBeforeHydration(page);
  await page.goto('/customer/login', { waitUntil: 'commit' });
  const username = page.getByLabel(words.tr.username);
  await username.fill(registered.email);
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel(words.tr.loginPassword, { exact: true }).fill(registered.password);
  await expect(username).toHaveValue(registered.email);
  await page.getByRole('main').getByRole('button', { name: words.tr.login }).click();
  await expect(page).toHaveURL(/\/$/);
});
