import type { Page } from '@playwright/test';

/** The code step's six digit boxes, found by their group's label ("Doğrulama kodu"). */
export const codeBoxes = (page: Page, label: string) => page.getByRole('group', { name: label }).getByRole('textbox');

/** Enters a whole code into the first box, as a phone's one-time-code autofill does. */
export async function enterCode(page: Page, label: string, code: string): Promise<void> {
  await codeBoxes(page, label).first().fill(code);
}
