import { codeFor, expect, fillRegistration, test } from './fixtures';
import { codeBoxes } from './otp-input';
import { accountWords as words } from './words';

// The account forms' own controls, driven as a shopper does: the code step's six digit boxes
// (a pasted code, digit by digit typing, Backspace) and the birth date mask.

const w = words.tr;

test('the code step: a pasted code fills the six boxes and verifies; typed digits move on, Backspace goes back', async ({
  page,
  newShopper,
}) => {
  await page.goto('/customer/register');
  await fillRegistration(page, 'tr', newShopper);
  const boxes = codeBoxes(page, w.code);

  await test.step('six labelled boxes, the first focused and offered the one-time code', async () => {
    await expect(boxes).toHaveCount(6);
    await expect(page.getByRole('textbox', { name: 'Hane 1 / 6' })).toBeFocused();
    await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('textbox', { name: 'Hane 6 / 6' })).toHaveAttribute('inputmode', 'numeric');
  });

  await test.step('the phone code pasted with spaces ("12 34 56") fills every box and is verified', async () => {
    const code = await codeFor(page.request, newShopper.phone);
    const spaced = `${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)}`;
    await boxes.first().evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, spaced);
    for (const [index, digit] of [...code].entries()) await expect(boxes.nth(index)).toHaveValue(digit);
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.verifyEmail })).toBeVisible();
  });

  await test.step('the e-mail code typed digit by digit, with one digit corrected by Backspace', async () => {
    const code = await codeFor(page.request, newShopper.email);
    const first = boxes.first();
    await expect(first).toBeFocused();
    await page.keyboard.type(code.slice(0, 3));
    await expect(boxes.nth(3)).toBeFocused();
    await page.keyboard.type('9');
    await expect(boxes.nth(3)).toHaveValue('9');
    await expect(boxes.nth(4)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(3)).toBeFocused();
    await expect(boxes.nth(3)).toHaveValue('');
    await page.keyboard.type(code.slice(3));
    for (const [index, digit] of [...code].entries()) await expect(boxes.nth(index)).toHaveValue(digit);
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the birth date: digits typed get their slashes, Backspace goes back over them, a pasted date is set right', async ({ page }) => {
  await page.goto('/customer/register');
  // The mask is the form's script: typing starts once the island has hydrated.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const date = page.getByLabel('Doğum tarihi');
  await expect(date).toHaveAttribute('inputmode', 'numeric');

  await date.pressSequentially('01');
  await expect(date).toHaveValue('01/');
  await date.pressSequentially('021990');
  await expect(date).toHaveValue('01/02/1990');

  for (let i = 0; i < 4; i++) await date.press('Backspace');
  await expect(date).toHaveValue('01/02');
  await date.pressSequentially('2000');
  await expect(date).toHaveValue('01/02/2000');

  await date.fill('01.02.1990');
  await expect(date).toHaveValue('01/02/1990');
  await date.fill('5.6.1985');
  await expect(date).toHaveValue('05/06/1985');
});
