import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

// The axe-core that @axe-core/playwright runs (its own dependency), and the source its AxeBuilder
// injects into a page.
const requireBesideAxeBuilder = createRequire(import.meta.resolve('@axe-core/playwright'));
const { source: AXE_SOURCE } = requireBesideAxeBuilder('axe-core') as { source: string };

/** What AxeBuilder's legacy mode runs: the whole document, violations only. */
const CONTEXT = { include: [], exclude: [] };
const OPTIONS = { resultTypes: ['violations'] };

/** The part of axe-core's results read here. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: (string | string[])[] }[];
}

/** axe as a page sees it once injected (`_audit.rules`: each rule with the impact it reports). */
interface InPage {
  axe: {
    configure(spec: { allowedOrigins: string[]; branding: { application: string } }): void;
    run(
      context: typeof CONTEXT,
      options: typeof OPTIONS & { rules?: Record<string, { enabled: boolean }> },
    ): Promise<{ violations: Violation[] }>;
    _audit?: { rules?: { id: string; impact?: string }[] };
  };
}

/**
 * Makes axe part of every document the page opens from now on, for a sweep that checks each one: sent
 * to the browser once rather than half a megabyte of source at each check, which took as long as the
 * check itself (50 screens of the desktop sweep: 19.5 s of injecting, 4 s after). A journey that
 * checks a screen or two injects it into that screen alone.
 */
export const preloadAxe = async (page: Page): Promise<void> => void (await page.addInitScript({ content: AXE_SOURCE }));

/**
 * Puts axe into a frame, unless it was preloaded there, and configures it as AxeBuilder's legacy mode
 * does (same-origin frames only, its branding). A frame that does not answer within a second
 * (detached, or a cross-origin one) is left out, as AxeBuilder leaves it out.
 */
async function inject(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Script Timeout')), 1_000);
  });
  try {
    const injected = frame.evaluate(() => 'axe' in window).then((preloaded) => preloaded || frame.evaluate(AXE_SOURCE));
    injected.catch(() => undefined);
    await Promise.race([injected, late]);
    await frame.evaluate(() => {
      (window as unknown as InPage).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      });
    });
  } catch {
    // As AxeBuilder: the run below reports a main frame without axe; another frame is skipped.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each, named by `where`.
 * What `new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze()`
 * does, without its second copy of axe in the main frame: axe.run in the page itself (legacy mode)
 * rather than a partial run per frame finished in a new blank page, and only the violations reported
 * back: the same violations, several times faster (docs/decisions/0030-test-suite-time.md). Every
 * frame of our pages is same-origin, so legacy mode, which skips cross-origin frames, leaves none out.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A screen is judged at rest: a toast fading in is half transparent, and its colours would be
  // measured mid-fade. Only a short entrance is awaited: not a spinner, nor a code's minute-long clock.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          const left = Number(timing?.endTime ?? Number.POSITIVE_INFINITY) - Number(timing?.localTime ?? 0);
          return animation.playState === 'running' && left < 2000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  for (const frame of page.frames()) await inject(frame);
  const { violations } = await page.evaluate(
    ({ context, options }) => {
      const { axe } = window as unknown as InPage;
      // A rule reports its own impact: one that can only find minor or moderate ones is not run, since
      // only serious and critical ones are read (the sweeps some 5% faster). Were axe to stop telling, all run.
      const below = (axe._audit?.rules ?? []).filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate');
      return axe.run(context, { ...options, rules: Object.fromEntries(below.map((rule) => [rule.id, { enabled: false }])) });
    },
    { context: CONTEXT, options: OPTIONS },
  );
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
