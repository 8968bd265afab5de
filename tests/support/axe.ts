import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page as it is now, one line each, named by `where`.
 * axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank
 * page, and only the violations reported back: the same violations, three to five times faster
 * (docs/decisions/0030-test-suite-time.md). Every frame of our pages is same-origin, so legacy mode,
 * which skips cross-origin frames, leaves none out.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
