import { codeFor, expect, fillRegistration, freshShopper, test } from './fixtures';
import { enterCode } from './otp-input';
import { accountWords as words } from './words';

// The code step as a shopper meets it: what it says after the last wrong try, which contact the code
// went to, and the way back to correct a mistyped phone or e-mail.

const w = words.tr;
/** Another six digits than the right code. */
const wrong = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

test('after the last wrong code the step says there were too many tries and what to do next', async ({ page, newShopper }) => {
  await page.goto('/customer/register');
  await fillRegistration(page, 'tr', newShopper);
  const code = await codeFor(page.request, newShopper.phone);
  const verify = page.getByRole('button', { name: w.verify, exact: true });

  await test.step('the first two wrong codes are called wrong, and only then are the tries left counted', async () => {
    await expect(page.getByText(/deneme hakkınız kaldı|Deneme:/)).toHaveCount(0);
    for (let i = 1; i <= 2; i++) {
      await enterCode(page, w.code, wrong(code));
      await verify.click();
      await expect(page.getByRole('alert')).toHaveText('Doğrulama kodu hatalı. Lütfen tekrar deneyin.');
      // The count moves once the answer is in (the alert still shows the first answer's words
      // while the second is on its way, and the answer empties the boxes): only then type again.
      await expect(page.getByText(`${3 - i} deneme hakkınız kaldı`)).toBeVisible();
    }
  });

  await test.step('the third says the tries are used up and to ask for a new code', async () => {
    await enterCode(page, w.code, wrong(code));
    await verify.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Çok fazla hatalı deneme yaptınız');
    await expect(alert).toContainText('yeni kod');
    await expect(alert).not.toContainText('kodu hatalı');
    await expect(verify).toBeDisabled();
  });
});

test('the code step names the phone or the e-mail, and a mistyped phone is corrected from it', async ({ page, newShopper }) => {
  const mistyped = freshShopper().phone;
  await page.goto('/customer/register');
  await fillRegistration(page, 'tr', newShopper, mistyped);

  await test.step('the code went to the phone, and the step says so', async () => {
    await expect(
      page.getByText(`(${mistyped.slice(0, 3)}) *** ** ${mistyped.slice(-2)} numaralı telefonunuza 6 haneli bir doğrulama kodu gönderdik.`),
    ).toBeVisible();
  });

  await test.step('back to the form, which kept everything, to correct the number', async () => {
    await page.getByRole('button', { name: 'Telefon numarasını değiştir' }).click();
    await expect(page.getByLabel(w.first, { exact: true })).toHaveValue(newShopper.firstName);
    await expect(page.getByRole('checkbox', { name: w.agreement })).toBeChecked();
    const phone = page.getByLabel(w.phone, { exact: true });
    await expect(phone).toBeFocused();
    await phone.clear();
    await phone.pressSequentially(newShopper.phone);
    await page.getByRole('main').getByRole('button', { name: w.register }).click();
  });

  await test.step('the new code goes to the right number', async () => {
    await expect(page.getByText(`(${newShopper.phone.slice(0, 3)}) *** ** ${newShopper.phone.slice(-2)} numaralı`)).toBeVisible();
    await enterCode(page, w.code, await codeFor(page.request, newShopper.phone));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
  });

  await test.step('the e-mail step says the code went to an address', async () => {
    const masked = `${newShopper.email[0]}***@test.example`;
    await expect(page.getByText(`${masked} adresine 6 haneli bir doğrulama kodu gönderdik.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'E-posta adresini değiştir' })).toBeVisible();
  });
});

test('a member changing the e-mail can go back from the code step to correct it', async ({ page, member: _ }) => {
  const next = freshShopper().email;
  await page.goto('/customer/info');
  const email = page.getByRole('region', { name: w.email });
  await test.step('ask for a code for a mistyped address', async () => {
    await email.getByRole('button', { name: 'E-postayı değiştir' }).click();
    await email.getByLabel('Yeni e-posta').fill(`x${next}`);
    await email.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
    await expect(page.getByText(`x***@test.example adresine 6 haneli`)).toBeVisible();
  });
  await test.step('go back, the typed address is there to correct', async () => {
    await page.getByRole('button', { name: 'E-posta adresini değiştir' }).click();
    const field = page.getByLabel('Yeni e-posta');
    await expect(field).toHaveValue(`x${next}`);
    await field.fill(next);
    await page.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
  });
  await test.step('the code to the corrected address verifies it', async () => {
    await enterCode(page, w.code, await codeFor(page.request, next));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-posta adresiniz doğrulandı' })).toBeVisible();
    await expect(page.getByRole('region', { name: w.email })).toContainText(next);
  });
});
