// Order placement latency (issue 11; issue 26, item 4: p99 <= 300 ms): POST /cop-api/checkout at 20 concurrent shoppers on
// PostgreSQL, each a verified guest paying a one-line cart by a direct-approval test card. Only the
// checkout call is timed (reserve, bank, finalise, confirmation); the cart is refilled untimed. On
// the PostgreSQL named by BENCH_DATABASE_URL or TEST_DATABASE_URL (in a database of its own), or a
// throwaway cluster of Debian's PostgreSQL; skipped with a line saying so when there is none.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile, plentifulVariants } from './_catalog.mjs';
import { benchDatabase, NO_POSTGRES } from './_postgres.mjs';
import { startBuiltServer } from './_server.mjs';
import { cardCheckout } from './_shopper.mjs';

export const title = 'Order placement latency (POST checkout; 20 concurrent shoppers on PostgreSQL)';
const SHOPPERS = 20;
const WARM_ORDERS = 3;
const ORDERS = 20;

/** Plentiful variants of the store's own products, one list per shopper. */
async function variantsPerShopper() {
  const fit = await plentifulVariants(20, { storeOnly: true });
  return Array.from({ length: SHOPPERS }, (_, i) => fit.filter((_, j) => j % SHOPPERS === i).slice(0, 5));
}

/** A verified guest written into the database (as the guest steps leave one), calling as an island does. */
async function shopper(sql, url, place) {
  const id = randomBytes(32).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const phone = `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const shipping = {
    AddressDescription: 'Ev',
    Name: 'Deniz Aydın',
    CorporateName: '',
    Email: `${phone}@bench.example`,
    Phone: phone,
    CityName: 'İstanbul',
    DistrictName: 'İlçe',
    NeighborhoodName: 'Mahalle',
    AddressText: 'Bağdat Caddesi No: 5 Daire 2',
    InvoiceType: 1,
    CitizenID: '10000000146',
    TaxNo: '',
    TaxOffice: '',
    ...place,
  };
  const data = {
    checkout: {
      delivery: {},
      guest: { Email: shipping.Email, Phone: phone, Shipping: shipping, Billing: null, Verified: ['phone', 'email'] },
    },
  };
  await sql.query("insert into sessions (id_hash, csrf_token, data, expires_at) values ($1, $2, $3, now() + interval '1 day')", [
    createHash('sha256').update(id).digest('hex'),
    token,
    JSON.stringify(data),
  ]);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: `sid=${id}`,
    RequestVerificationToken: token,
    Origin: url,
  };
  return async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(url + path, { method, headers, body: body && JSON.stringify(body) });
    const envelope = await response.json();
    const ms = performance.now() - started;
    if (!envelope.Success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope.Exception)}`);
    return { ms, result: envelope.Result };
  };
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

export async function run() {
  const db = await benchDatabase();
  if (!db) {
    console.log(NO_POSTGRES);
    return;
  }
  const picks = await variantsPerShopper();
  const server = await startBuiltServer({ DATABASE_URL: db.url, SEED_DEMO: 'always', DEV_OUTBOX: '1' });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    // Stock for every order the run places, so none runs out.
    await sql.query('update variants set stock = 10000 where id = any($1)', [picks.flat().map((v) => v.id)]);
    const cities = await (await fetch(`${server.url}/cop-api/address/cities?countryId=1`)).json();
    const city = cities.Result.find((c) => c.Text === 'İstanbul');
    const district = (await (await fetch(`${server.url}/cop-api/address/districts?cityId=${city.Value}`)).json()).Result[0];
    const hood = (await (await fetch(`${server.url}/cop-api/address/neighborhoods?districtid=${district.Value}`)).json()).Result[0];
    const place = { CityID: city.Value, DistrictID: district.Value, NeighborhoodID: hood.Value };
    const calls = [];
    for (let i = 0; i < SHOPPERS; i += 1) calls.push(await shopper(sql, server.url, place));
    await Promise.all(calls.map((call, i) => orders(call, picks[i], WARM_ORDERS)));
    const alone = [];
    await orders(calls[0], picks[0], 10, alone);
    console.log(`one shopper: checkout p50 ${percentile(alone, 50).toFixed(1)} ms`);
    const timings = [];
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    await Promise.all(calls.map((call, i) => orders(call, picks[i], ORDERS, timings)));
    const seconds = (performance.now() - started) / 1000;
    // Each order is three calls (add, summary, checkout): the server's CPU for all three.
    const perOrder = (server.cpuMs() - cpuBefore) / (SHOPPERS * ORDERS);
    console.log(
      `${SHOPPERS} shoppers x ${ORDERS} orders in ${seconds.toFixed(1)} s: ${((SHOPPERS * ORDERS) / seconds).toFixed(1)} orders/s, server CPU ${perOrder.toFixed(1)} ms an order (add, summary, checkout)`,
    );
    console.log(`checkout p50 ${percentile(timings, 50).toFixed(1)} ms  p99 ${percentile(timings, 99).toFixed(1)} ms`);
  } finally {
    await sql.end();
    await server.stop();
    await db.drop();
  }
}
