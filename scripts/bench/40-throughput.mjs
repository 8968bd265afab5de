// Server throughput of a product page: the storefront against a plain node:http server that renders
// the same product from the same data (baseline-product-server.ts), measured in the same run. The
// storefront is measured twice: as it serves (a visitor without a session gets the kept page while
// the product's version stands, pipeline/cache.server.ts) and rendering every request (PAGE_CACHE=0).
// Then every kept page, as served, against a plain server sending the same bytes (_ceiling.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ceilingTable } from './_ceiling.mjs';
import { startBuiltServer, startHelperServer } from './_server.mjs';
import { landingPages, median } from './_catalog.mjs';

export const title = 'Product page throughput (autocannon, storefront vs plain node:http)';
const DURATION_S = 5;
const ROUNDS = 3;
const CONNECTIONS = 10;

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration: DURATION_S, connections: CONNECTIONS }, (error, result) => (error ? reject(error) : resolve(result))),
  );

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-product-'));
  const served = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  const rendering = await startBuiltServer({ PGLITE_DIR: 'memory://', PAGE_CACHE: '0' });
  let baseline;
  try {
    const { product } = await landingPages(served.url);
    const html = await (await fetch(served.url + product)).text();
    writeFileSync(join(dir, 'product.html'), html);
    baseline = await startHelperServer(['--import', 'tsx', 'scripts/bench/baseline-product-server.ts'], {
      PRODUCT_ID: /-(\d+)$/.exec(product)[1],
      TEMPLATE_FILE: join(dir, 'product.html'),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    });
    const targets = [
      { name: 'storefront as served', url: served.url + product, server: served, results: [], cpu: [] },
      { name: 'storefront rendering every request', url: rendering.url + product, server: rendering, results: [], cpu: [] },
      { name: 'plain node:http', url: baseline.url, results: [], cpu: [] },
    ];
    const bodies = await Promise.all(targets.map(async (t) => (await fetch(t.url)).text()));
    // Warm all three (JIT, PGlite caches, the kept page), then alternate short rounds so that a
    // noisy spell on this machine lands on each alike; shares are taken of the medians.
    for (const target of targets) await load(target.url);
    // The server's CPU a request, beside its rate: on a machine shared with other work the rate of
    // one build swings from round to round far more than the CPU it spends on a request.
    for (let round = 0; round < ROUNDS; round += 1)
      for (const target of targets) {
        const before = target.server?.cpuMs();
        const result = await load(target.url);
        target.results.push(result);
        if (target.server) target.cpu.push((target.server.cpuMs() - before) / result.requests.total);
      }
    const rate = (t) => median(t.results.map((r) => r.requests.average));
    const plain = rate(targets[2]);
    console.log(`page bytes: ${targets.map((t, i) => `${t.name} ${bodies[i].length}`).join(', ')}`);
    for (const target of targets) {
      const errors = target.results.reduce((n, r) => n + r.errors + r.non2xx, 0);
      const p99 = median(target.results.map((r) => r.latency.p99));
      const cpu = target.cpu.length ? `; server CPU ${median(target.cpu).toFixed(2)} ms a request` : '';
      console.log(
        `${target.name.padEnd(36)} ${rate(target).toFixed(0).padStart(5)} req/s (rounds ${target.results.map((r) => r.requests.average.toFixed(0)).join(', ')}; p99 ${p99} ms; errors ${errors}${cpu})`,
      );
    }
    const share = (t) => (rate(t) / plain) * 100;
    console.log(
      `share of plain node:http, as served: ${share(targets[0]).toFixed(0)}% (target >= 85%) ${share(targets[0]) >= 85 ? 'ok' : 'LOW'}`,
    );
    console.log(
      `share of plain node:http, rendering every request: ${share(targets[1]).toFixed(0)}% (a page that renders nothing after the same read reaches about 78%: docs/decisions/0006)`,
    );
    await ceilingTable(served.url);
  } finally {
    await baseline?.stop();
    await served.stop();
    await rendering.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
