// Server throughput of a product page: the storefront against a plain node:http server that renders
// the same product from the same data (baseline-product-server.ts), measured in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/net.mjs';
import { startBuiltServer } from './_server.mjs';
import { landingPages } from './_catalog.mjs';

export const title = 'Product page throughput (autocannon, storefront vs plain node:http)';
const DURATION_S = 8;
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
    // Warm both (JIT, PGlite caches) before measuring; then measure each in turn, same settings.
    await load(storefront.url + product);
    await load(baseline.url);
    const ours = await load(storefront.url + product);
    const plain = await load(baseline.url);
    const share = (ours.requests.average / plain.requests.average) * 100;
    console.log(`page bytes: storefront ${html.length}, baseline ${baselineHtml.length}`);
    console.log(`storefront ${ours.requests.average.toFixed(0)} req/s (p99 ${ours.latency.p99} ms), plain node:http ${plain.requests.average.toFixed(0)} req/s (p99 ${plain.latency.p99} ms)`);
    console.log(`storefront share of baseline: ${share.toFixed(0)}% (target >= 85%) ${share >= 85 ? 'ok' : 'LOW'}; errors ${ours.errors + ours.non2xx}/${plain.errors + plain.non2xx}`);
  } finally {
    await baseline?.stop();
    await storefront.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
