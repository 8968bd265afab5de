import { EDITOR_API } from '../../src/lib/catalogue/content/api';
import { codeSentBy, journeyLanguages } from './fixtures';
import { DEMO_EDITOR, DEMO_PUBLISHER, expect, saveStaffState, test } from './editor-fixtures';
import { enterCode } from './otp-input';
import { seriousViolations } from '../support/axe';

// The staff sign-in page as a staff member uses it, in Turkish: a refusal said and focused,
// then the code step (focused), then the editor page asked for. Later editor specs start from
// editor-fixtures.ts instead.

const words = {
  tr: {
    prefix: '',
    title: 'Editöre giriş',
    email: 'E-posta adresi',
    password: 'Şifre',
    submit: 'Devam et',
    failed: 'E-posta adresi, şifre ya da kod hatalı.',
    code: 'Doğrulama kodu',
    verify: 'Doğrula',
  },
  en: {
    prefix: '/en',
    title: 'Sign in to the editor',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Continue',
    failed: 'The e-mail address, password or code is wrong.',
    code: 'Verification code',
    verify: 'Verify',
  },
} as const;

for (const lang of journeyLanguages('tr')) {
  const w = words[lang];
  test(`${lang}: a refused password is said and focused; the right one and the e-mailed code open the editor page asked for`, async ({
    page,
  }) => {
    const asked = `${w.prefix}/editor/pages/loyalty/gold`;
    await page.goto(asked);
    await expect(page).toHaveURL(`${w.prefix}/editor/sign-in?returnUrl=${encodeURIComponent(asked)}`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('button', { name: w.submit })).toBeEnabled();
    expect(await seriousViolations(page, 'sign-in')).toEqual([]);

    await page.getByLabel(w.email, { exact: true }).fill(DEMO_EDITOR.email);
    await page.getByLabel(w.password, { exact: true }).fill('Yanlis-Parola-2026');
    await page.getByRole('button', { name: w.submit }).click();
    const refusal = page.getByRole('alert').filter({ hasText: w.failed });
    await expect(refusal).toBeFocused();

    await page.getByLabel(w.password, { exact: true }).fill(DEMO_EDITOR.password);
    const code = await codeSentBy(page.request, DEMO_EDITOR.email, () => page.getByRole('button', { name: w.submit }).click());
    const boxes = page.getByRole('group', { name: w.code }).getByRole('textbox');
    await expect(boxes.first()).toBeFocused();
    expect(await seriousViolations(page, 'code step')).toEqual([]);
    await enterCode(page, w.code, code);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(asked);
    expect((await page.request.get(EDITOR_API.me)).status()).toBe(200);
  });
}

test('a signed-in publisher who opens the sign-in page goes on to the editor', async ({ page, publisher }) => {
  expect(publisher.email).toBe(DEMO_PUBLISHER.email);
  await page.goto('/en/editor/sign-in');
  await expect(page).toHaveURL('/en/editor');
});

test('a saved staff state signs a new browser context in', async ({ browser, baseURL }, testInfo) => {
  const path = await saveStaffState(browser, baseURL!, testInfo.outputPath('editor.json'), DEMO_EDITOR);
  const context = await browser.newContext({ baseURL, storageState: path });
  const page = await context.newPage();
  await page.goto('/editor/sign-in');
  await expect(page).toHaveURL('/editor');
  await context.close();
});
