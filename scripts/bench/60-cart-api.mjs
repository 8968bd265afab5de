// Cart API latency (issue 10, item 8): add-to-cart and quantity-change at 20 concurrent clients on
// PGlite, each client a session of its own, against the target p99 <= 20 ms. Every cycle of a
// client adds a line, changes its quantity and removes it, so carts never reach their cap.
import { percentile, plentifulVariants } from './_catalog.mjs';
import { startBuiltServer } from './_server.mjs';
import { browser } from './_session.mjs';

export const title = 'Cart API latency (add to cart, change quantity; 20 concurrent sessions on PGlite)';
const CLIENTS = 20;
const WARM_CYCLES = 10;
const CYCLES = 60;
const TARGET_P99_MS = 20;

/** A shopper with a session of its own, calling as an island does; a refusal throws. */
export async function shopper(url) {
  const session = browser(url);
  await session.refreshToken();
  return async (method, path, body) => {
    const { ms, envelope } = await session.json(method, path, body);
    if (!envelope.Success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope.Exception)}`);
    return ms;
  };
}

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
  const variants = await plentifulVariants(20);
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
