import { codeSentBy, expect, islandOf, test, journeyEntries } from './fixtures';
import { codeBoxes, enterCode } from './otp-input';

// Delete my account, as a member does it in English: what goes and what stays, the
// confirmation dialog (focus on Cancel, Escape gives the focus back to the button), the code to the
// phone (focus on its first box), then the home page saying the account is gone, signed out.

const words = {
  tr: {
    prefix: '',
    title: 'Hesabımı sil',
    dialog: 'Hesabınızı silmek istediğinize emin misiniz?',
    cancel: 'Vazgeç',
    send: 'Kodu gönder',
    code: 'Doğrulama kodu',
    verify: 'Kodu doğrula ve hesabımı sil',
    done: 'Hesabınız silindi',
  },
  en: {
    prefix: '/en',
    title: 'Delete my account',
    dialog: 'Are you sure you want to delete your account?',
    cancel: 'Cancel',
    send: 'Send the code',
    code: 'Verification code',
    verify: 'Verify and delete my account',
    done: 'Your account has been deleted',
  },
};

for (const [lang, w] of journeyEntries(words, 'en')) {
  test(`a member deletes the account with the code sent to the phone (${lang})`, async ({ page, member }) => {
    await page.goto(`${w.prefix}/customer/delete-account`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const opener = await islandOf(page, page.getByRole('main').getByRole('button', { name: w.title }));

    await opener.click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: w.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const code = await codeSentBy(page.request, member.phone, () => dialog.getByRole('button', { name: w.send }).click());
    await expect(codeBoxes(page, w.code).first()).toBeFocused();
    await enterCode(page, w.code, code);
    await dialog.getByRole('button', { name: w.verify, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${w.prefix || ''}/?$`));
    await expect(page.getByText(w.done, { exact: true })).toBeVisible();
    await page.goto(`${w.prefix}/customer`);
    await expect(page).toHaveURL(/\/customer\/login/);
  });
}
