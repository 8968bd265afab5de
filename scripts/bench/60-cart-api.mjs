// Cart API latency (issue 10, item 8): add-to-cart and quantity-change at 20 concurrent clients on
// PGlite, each client a session of its own, against the target p99 <= 20 ms. Every cycle of a
// client adds a line, changes its quantity and removes it, so carts never reach their cap.
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { startBuiltServer } from './_server.mjs';

export const title = 'Cart API latency (add to cart, change quantity; 20 concurrent sessions on PGlite)';
const CLIENTS = 20;
const WARM_CYCLES = 10;
const CYCLES = 60;
const TARGET_P99_MS = 20;

/** Variants of products sold alone, with plenty of stock and no purchase limit, from the demo seed. */
export async function plentifulVariants() {
  const { generateCatalogue } = await tsImport('../../src/lib/catalog/demo/generate.ts', import.meta.url);
  const { DEMO_PRODUCT_COUNT } = await tsImport('../../src/lib/catalog/seed.server.ts', import.meta.url);
  const { products, variants } = generateCatalogue(DEMO_PRODUCT_COUNT);
  const byId = new Map(products.map((p) => [p.id, p]));
  return variants.filter(
    (v) => v.stock >= 20 && byId.get(v.productId).purchaseLimit == null && byId.get(v.productId).mainProductId == null,
  );
}

/** A shopper with a session of its own: its cookie and verification token, as an island has them. */
export async function shopper(url) {
  const response = await fetch(`${url}/cop-api/session`, { headers: { Accept: 'application/json' } });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = (await response.json()).Result.Token;
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: cookie,
    RequestVerificationToken: token,
    Origin: url,
  };
  // node:http on a kept-alive socket per shopper, not fetch: undici costs about 1.5 ms of the
  // client's CPU per call here, which on 2 cores would be measured as the server's latency.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(url + path, { method, headers, agent }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          text += chunk;
        });
        answer.on('end', () => {
          const ms = performance.now() - started;
          const envelope = JSON.parse(text);
          if (!envelope.Success) reject(new Error(`${method} ${path}: ${JSON.stringify(envelope.Exception)}`));
          else resolve(ms);
        });
      });
      request.on('error', reject);
      request.end(body && JSON.stringify(body));
    });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function cycles(call, picks, n, timings) {
  for (let i = 0; i < n; i += 1) {
    const pick = picks[i % picks.length];
    const add = await call('POST', '/cop-api/cart/add', { productId: pick.productId, variantId: pick.id, quantity: 1 });
    const quantity = await call('PUT', '/cop-api/cart/quantity', { variantId: pick.id, quantity: 2 });
    await call('DELETE', `/cop-api/cart/item?variantId=${pick.id}`);
    timings?.add.push(add);
    timings?.quantity.push(quantity);
  }
}

export async function run() {
  const variants = await plentifulVariants();
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  try {
    const calls = await Promise.all(Array.from({ length: CLIENTS }, () => shopper(server.url)));
    const picksOf = (i) => variants.filter((_, j) => j % CLIENTS === i).slice(0, 10);
    await Promise.all(calls.map((call, i) => cycles(call, picksOf(i), WARM_CYCLES)));
    // One client alone first: the server's cost of a call without queueing. At 20 clients a call
    // waits for the others (PGlite runs one statement at a time), so p99 is about 20 times this.
    const alone = { add: [], quantity: [] };
    await cycles(calls[0], picksOf(0), CYCLES, alone);
    console.log(
      `one client: add p50 ${percentile(alone.add, 50).toFixed(1)} ms, quantity p50 ${percentile(alone.quantity, 50).toFixed(1)} ms`,
    );
    const timings = { add: [], quantity: [] };
    const started = performance.now();
    await Promise.all(calls.map((call, i) => cycles(call, picksOf(i), CYCLES, timings)));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${CLIENTS} sessions x ${CYCLES} cycles (add, quantity, remove) in ${seconds.toFixed(1)} s: ${((CLIENTS * CYCLES * 3) / seconds).toFixed(0)} calls/s`,
    );
    for (const [name, values] of Object.entries(timings)) {
      const p50 = percentile(values, 50);
      const p99 = percentile(values, 99);
      console.log(
        `${name.padEnd(9)} p50 ${p50.toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms (target p99 <= ${TARGET_P99_MS} ms) ${p99 <= TARGET_P99_MS ? 'ok' : 'SLOW'}`,
      );
    }
  } finally {
    await server.stop();
  }
}
