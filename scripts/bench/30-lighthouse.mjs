// Lighthouse mobile performance (the npm package, on Debian's Chromium), median of 3 runs, with the
// layout shift (CLS < 0.02) and whether the LCP image is discoverable from the HTML.
import { spawnSync } from 'node:child_process';
import { startBuiltServer } from './_server.mjs';
import { landingPages, median } from './_catalog.mjs';

export const title = 'Lighthouse mobile performance (median of 3)';
const RUNS = 3;

function score(url) {
  const run = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-500)}`);
  const report = JSON.parse(run.stdout);
  const discovery = report.audits['lcp-discovery-insight'];
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    // An LCP that is text, or an image found in the HTML, eager and high priority, passes.
    discovered: !discovery || discovery.score === null || discovery.score >= 1,
  };
}

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  try {
    const pages = await landingPages(server.url);
    for (const name of ['home', 'listing', 'product']) {
      const runs = Array.from({ length: RUNS }, () => score(server.url + pages[name]));
      const scores = runs.map((r) => r.score);
      const cls = Math.max(...runs.map((r) => r.cls));
      const discovered = runs.every((r) => r.discovered);
      console.log(
        `${name.padEnd(8)} score ${median(scores)} (runs ${scores.join(', ')}), LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s   target >= 95 ${median(scores) >= 95 ? 'ok' : 'LOW'}   CLS ${cls.toFixed(3)} (< 0.02 ${cls < 0.02 ? 'ok' : 'OVER'})   LCP image from HTML ${discovered ? 'ok' : 'NO'}`,
      );
    }
  } finally {
    await server.stop();
  }
}
