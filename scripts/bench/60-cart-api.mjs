// Cart API latency (issue 10, item 8; issue 26, item 4): add to cart, quantity change and removal
// at 20 concurrent clients, each client a session of its own, on PGlite (target p99 <= 50 ms) and
// on PostgreSQL (target p99 <= 30 ms; BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway
// cluster, else skipped; BENCH_ONLY=pglite or postgres runs one). Every cycle of a client adds a line, changes its quantity and removes
// it, so carts never reach their cap.
import { percentile, plentifulVariants } from './_catalog.mjs';
import { onPgliteThenPostgres } from './_postgres.mjs';
import { startBuiltServer } from './_server.mjs';
import { browser } from './_session.mjs';
import { recordTarget } from './_targets.mjs';

export const title = 'Cart API latency (add, quantity, remove; 20 concurrent sessions on PGlite and PostgreSQL)';
const CLIENTS = 20;
const WARM_CYCLES = 10;
const CYCLES = 60;
const TARGET_P99_MS = { PGlite: 50, PostgreSQL: 30 };

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
    const remove = await call('DELETE', `/cop-api/cart/item?variantId=${pick.id}`);
    timings?.add.push(add);
    timings?.quantity.push(quantity);
    timings?.remove.push(remove);
  }
}

/** The bench on one server of this database. */
async function onDatabase(name, variants, env) {
  const server = await startBuiltServer(env);
  try {
    const calls = await Promise.all(Array.from({ length: CLIENTS }, () => shopper(server.url)));
    const picksOf = (i) => variants.filter((_, j) => j % CLIENTS === i).slice(0, 10);
    await Promise.all(calls.map((call, i) => cycles(call, picksOf(i), WARM_CYCLES)));
    // One client alone first: the server's cost of a call without queueing.
    const alone = { add: [], quantity: [], remove: [] };
    await cycles(calls[0], picksOf(0), CYCLES, alone);
    console.log(
      `${name}, one client: ${Object.entries(alone)
        .map(([call, values]) => `${call} p50 ${percentile(values, 50).toFixed(1)} ms`)
        .join(', ')}`,
    );
    const timings = { add: [], quantity: [], remove: [] };
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    await Promise.all(calls.map((call, i) => cycles(call, picksOf(i), CYCLES, timings)));
    const seconds = (performance.now() - started) / 1000;
    const perCall = (server.cpuMs() - cpuBefore) / (CLIENTS * CYCLES * 3);
    console.log(
      `${name}, ${CLIENTS} sessions x ${CYCLES} cycles (add, quantity, remove) in ${seconds.toFixed(1)} s: ${((CLIENTS * CYCLES * 3) / seconds).toFixed(0)} calls/s, server CPU ${perCall.toFixed(2)} ms a call`,
    );
    const target = TARGET_P99_MS[name];
    for (const [call, values] of Object.entries(timings)) {
      const p50 = percentile(values, 50);
      const p99 = percentile(values, 99);
      console.log(
        `${call.padEnd(9)} p50 ${p50.toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms (target p99 <= ${target} ms) ${p99 <= target ? 'ok' : 'SLOW'}`,
      );
      recordTarget({
        measure: `cart ${call} p99, ${CLIENTS} sessions`,
        database: name,
        value: p99,
        target,
        note: `CPU ${perCall.toFixed(1)} ms a call`,
      });
    }
  } finally {
    await server.stop();
  }
}

export async function run() {
  const variants = await plentifulVariants(20);
  await onPgliteThenPostgres((name, env) => onDatabase(name, variants, env));
}
