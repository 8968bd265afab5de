// Order placement latency (issue 11; issue 26, item 4; issue 44: p99 <= 300 ms): POST /cop-api/checkout
// at 20 concurrent shoppers, on PGlite and then PostgreSQL (BENCH_ONLY=pglite or postgres runs one),
// each a guest who gave a contact and an address and verified both codes (from the sandbox outbox),
// paying a one-line cart by a direct-approval test card. Only the checkout call is timed (reserve,
// bank, finalise, confirmation); the cart is refilled untimed. The server's CPU is for the three
// calls of an order (add, summary, checkout).
import { percentile, plentifulVariants } from './_catalog.mjs';
import { CROWD_ENV } from './_crowd.mjs';
import { onPgliteThenPostgres } from './_postgres.mjs';
import { startBuiltServer } from './_server.mjs';
import { outboxCode } from './_session.mjs';
import { cardCheckout, newSession } from './_shopper.mjs';
import { recordTarget } from './_targets.mjs';

export const title = 'Order placement latency (POST checkout; 20 concurrent shoppers on PGlite and PostgreSQL)';
const SHOPPERS = 20;
const WARM_ORDERS = 3;
const ALONE_ORDERS = 10;
const ORDERS = 20;
const TARGET_P99_MS = 300;

/** Plentiful variants of the store's own products, five for each shopper, none shared. */
async function variantsPerShopper() {
  // Every order takes a unit: the first shopper places the most, seven of each of its five variants.
  const fit = await plentifulVariants(WARM_ORDERS + ALONE_ORDERS + ORDERS, { storeOnly: true });
  return Array.from({ length: SHOPPERS }, (_, i) => fit.filter((_, j) => j % SHOPPERS === i).slice(0, 5));
}

/** A guest at the payment step, as the checkout's steps leave one, calling as an island does. */
async function guest(url, place, pick) {
  const { cookie, token } = await newSession(url);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: cookie,
    Origin: url,
    RequestVerificationToken: token,
  };
  const call = async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(url + path, { method, headers, body: body && JSON.stringify(body) });
    const envelope = await response.json();
    const ms = performance.now() - started;
    if (!envelope.Success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope.Exception)}`);
    return { ms, result: envelope.Result };
  };
  const phone = `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const email = `${phone}@bench.example`;
  const Shipping = {
    AddressDescription: 'Ev',
    Name: 'Deniz Aydın',
    Phone: phone,
    AddressText: 'Bağdat Caddesi No: 5 Daire 2',
    InvoiceType: 1,
    CitizenID: '10000000146',
    ...place,
  };
  await call('POST', '/cop-api/checkout/guest', { Email: email, Phone: phone, Shipping, Billing: null });
  for (const [kind, target] of [
    ['phone', phone],
    ['email', email],
  ]) {
    const { RequestId } = (await call('POST', '/cop-api/checkout/guest/send-code', { kind })).result;
    await call('POST', '/cop-api/checkout/guest/verify', { kind, RequestId, Otp: await outboxCode(url, target) });
  }
  // The delivery step asks for a bag with something in it; the orders then fill it one by one.
  await call('POST', '/cop-api/cart/add', { productId: pick.productId, variantId: pick.id, quantity: 1 });
  await call('POST', '/cop-api/checkout/delivery', {});
  await call('DELETE', `/cop-api/cart/item?variantId=${pick.id}`);
  return call;
}

async function orders(call, picks, n, timings) {
  for (let i = 0; i < n; i += 1) {
    const pick = picks[i % picks.length];
    await call('POST', '/cop-api/cart/add', { productId: pick.productId, variantId: pick.id, quantity: 1 });
    const total = (await call('GET', '/cop-api/cart/summary')).result.TotalAmountToBePaid;
    const placed = await call('POST', '/cop-api/checkout', cardCheckout(total, {}, { IsGuestCheckout: true }));
    if (!placed.result.IsSucceed) throw new Error(`checkout did not succeed: ${JSON.stringify(placed.result)}`);
    timings?.push(placed.ms);
  }
}

async function onDatabase(name, env, picks) {
  const server = await startBuiltServer({ ...env, ...CROWD_ENV });
  try {
    const get = async (path) => (await (await fetch(server.url + path)).json()).Result;
    const city = (await get('/cop-api/address/cities?countryId=1')).find((c) => c.Text === 'İstanbul');
    const district = (await get(`/cop-api/address/districts?cityId=${city.Value}`))[0];
    const hood = (await get(`/cop-api/address/neighborhoods?districtid=${district.Value}`))[0];
    const place = { CityID: city.Value, DistrictID: district.Value, NeighborhoodID: hood.Value };
    const calls = [];
    for (let i = 0; i < SHOPPERS; i += 1) calls.push(await guest(server.url, place, picks[i][0]));
    await Promise.all(calls.map((call, i) => orders(call, picks[i], WARM_ORDERS)));
    const alone = [];
    await orders(calls[0], picks[0], ALONE_ORDERS, alone);
    console.log(`${name}, one shopper: checkout p50 ${percentile(alone, 50).toFixed(1)} ms`);
    const timings = [];
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    await Promise.all(calls.map((call, i) => orders(call, picks[i], ORDERS, timings)));
    const seconds = (performance.now() - started) / 1000;
    const perOrder = (server.cpuMs() - cpuBefore) / (SHOPPERS * ORDERS);
    console.log(
      `${name}, ${SHOPPERS} shoppers x ${ORDERS} orders in ${seconds.toFixed(1)} s: ${((SHOPPERS * ORDERS) / seconds).toFixed(1)} orders/s, server CPU ${perOrder.toFixed(1)} ms an order (add, summary, checkout)`,
    );
    const p99 = percentile(timings, 99);
    console.log(`${name}, checkout p50 ${percentile(timings, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms (target <= ${TARGET_P99_MS} ms)`);
    recordTarget({
      measure: `checkout p99, ${SHOPPERS} shoppers`,
      database: name,
      value: p99,
      target: TARGET_P99_MS,
      note: `CPU ${perOrder.toFixed(0)} ms an order`,
    });
  } finally {
    await server.stop();
  }
}

export async function run() {
  const picks = await variantsPerShopper();
  await onPgliteThenPostgres((name, env) => onDatabase(name, env, picks));
}
