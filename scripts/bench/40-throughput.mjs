// Server throughput of a product page: the storefront against a plain node:http server that renders
// the same product from the same data (baseline-product-server.ts), measured in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/net.mjs';
import { startBuiltServer } from './_server.mjs';
import { landingPages, median } from './_catalog.mjs';

export const title = 'Product page throughput (autocannon, storefront vs plain node:http)';
const DURATION_S = 5;
const ROUNDS = 3;
const CONNECTIONS = 10;

const load = (url) => new Promise((resolve, reject) => autocannon({ url, duration: DURATION_S, connections: CONNECTIONS }, (error, result) => (error ? reject(error) : resolve(result))));

async function startBaseline(productId, templateFile) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/baseline-product-server.ts'], {
    env: { ...process.env, PORT: String(port), PRODUCT_ID: String(productId), TEMPLATE_FILE: templateFile, PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }) };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-product-'));
  const storefront = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  let baseline;
  try {
    const { product } = await landingPages(storefront.url);
    const html = await (await fetch(storefront.url + product)).text();
    writeFileSync(join(dir, 'product.html'), html);
    baseline = await startBaseline(Number(/-(\d+)$/.exec(product)[1]), join(dir, 'product.html'));
    const baselineHtml = await (await fetch(baseline.url)).text();
    // Warm both (JIT, PGlite caches), then alternate short rounds so that a noisy spell on this
    // machine lands on both servers alike; the share is taken of the medians.
    await load(storefront.url + product);
    await load(baseline.url);
    const ours = [];
    const plain = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await load(storefront.url + product));
      plain.push(await load(baseline.url));
    }
    const rate = (results) => median(results.map((r) => r.requests.average));
    const p99 = (results) => median(results.map((r) => r.latency.p99));
    const errors = (results) => results.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const share = (rate(ours) / rate(plain)) * 100;
    console.log(`page bytes: storefront ${html.length}, baseline ${baselineHtml.length}`);
    console.log(`storefront ${rate(ours).toFixed(0)} req/s (p99 ${p99(ours)} ms), plain node:http ${rate(plain).toFixed(0)} req/s (p99 ${p99(plain)} ms); medians of ${ROUNDS} alternating ${DURATION_S} s rounds`);
    console.log(`rounds: storefront ${ours.map((r) => r.requests.average.toFixed(0)).join(', ')}; plain ${plain.map((r) => r.requests.average.toFixed(0)).join(', ')}`);
    console.log(`storefront share of baseline: ${share.toFixed(0)}% (target >= 85%) ${share >= 85 ? 'ok' : 'LOW'}; errors ${errors(ours)}/${errors(plain)}`);
  } finally {
    await baseline?.stop();
    await storefront.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
