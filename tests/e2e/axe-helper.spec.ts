import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

// The sweeps' axe check itself: it reports every serious or critical violation of a page, though it
// leaves out the rules that can only find minor or moderate ones (tests/support/axe.ts); a page with
// nothing worse than those passes.
test('the accessibility check names serious and critical violations, and only those', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>
    <h3>Far from a first heading, outside any landmark</h3>
    <p style="color:#bbb;background:#fff">Pale grey text on white</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
  </body></html>`);
  const found = await seriousViolations(page, 'check');
  const rules = found.map((line) => /^check: (\S+) \((serious|critical)\)/.exec(line)?.[1]);
  expect(rules.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);

  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>
    <h3>Far from a first heading, outside any landmark</h3>
  </body></html>`);
  expect(await seriousViolations(page, 'moderate only')).toEqual([]);
});
