// Order pages speed (issue 13; issue 26, item 4: p95 <= 100 ms): the order list (/customer/order)
// and an order's detail (/customer/order?orderId=…) at 20 concurrent signed-in sessions, on PGlite
// and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway cluster, else
// skipped; BENCH_ONLY=pglite or postgres runs one). The demo member signs in 20 times (a session
// each) after paying for five orders, so every page reads real orders with parcels; whole pages are
// timed, HTML rendered on the server, as a shopper's browser asks for them.
import { percentile } from './_catalog.mjs';
import { member, saveAddress } from './_member.mjs';
import { onPgliteThenPostgres } from './_postgres.mjs';
import { recordTarget } from './_targets.mjs';
import { startBuiltServer } from './_server.mjs';
import { cardCheckout } from './_shopper.mjs';

export const title = 'Order list and detail pages (20 concurrent member sessions on PGlite and PostgreSQL)';
const SESSIONS = 20;
const TARGET_P95_MS = 100;
const ROUNDS = 15;
const ORDERS = 5;

/** Pays for one of the demo product's variants with the direct-approval card; the order's id. */
async function payOne(call, variant, addressId) {
  const [, , added] = await call('POST', '/cop-api/cart/add', { productId: variant.productId, variantId: variant.id, quantity: 1 });
  if (!JSON.parse(added).Success) throw new Error(`add to bag failed: ${added.slice(0, 300)}`);
  const summary = JSON.parse((await call('GET', '/cop-api/cart/summary?isPickup=false'))[2]).Result;
  const [, , text] = await call('POST', '/cop-api/checkout', cardCheckout(summary.TotalAmountToBePaid, { ShippingAddressID: addressId }));
  const number = JSON.parse(text).Result?.OrderNumber;
  if (!number) throw new Error(`checkout failed: ${text.slice(0, 300)}`);
  const list = JSON.parse((await call('GET', `/order-web-bff/api/v1/orders?orderNumber=${number}`))[2]).Result;
  return list.Orders[0].OrderId;
}

/** The bench on one server of this database. */
async function onDatabase(name, env) {
  const server = await startBuiltServer({ ...env, DEV_OUTBOX: '1' });
  try {
    const buyer = await member(server.url);
    const listing = (await buyer('GET', '/categories/kadin'))[2];
    let productId = 0;
    let options = [];
    // The first product sold alone with plenty of stock in its sizes, as the e2e suite picks it.
    for (const [, slug] of listing.matchAll(/href="\/product\/([^"]+)"/g)) {
      const html = (await buyer('GET', `/product/${slug}`))[2];
      const raw = /data-options="([^"]*)"/.exec(html)?.[1];
      if (!raw || /data-limit="\d/.test(html)) continue;
      options = JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&#34;', '"')).filter((o) => o.stock >= 20);
      productId = Number(/data-product-id="(\d+)"/.exec(html)?.[1]);
      if (options.length > 0) break;
    }
    const addressId = await saveAddress(buyer.session);
    const ids = [];
    for (let i = 0; i < ORDERS; i += 1) ids.push(await payOne(buyer, { productId, id: options[i % options.length].id }, addressId));
    // Ships the newest, so its page carries a parcel and its scans.
    await buyer('POST', '/order-web-bff/api/v1/dev/orders', { OrderId: ids.at(-1), Action: 'ship' });
    // One after another: parallel sign-ins of one account would meet its failed-attempt throttle.
    const sessions = [];
    for (let i = 0; i < SESSIONS; i += 1) sessions.push(await member(server.url));
    const timings = { list: [], detail: [] };
    const round = async (call, i, record) => {
      const [list, listStatus] = await call('GET', '/customer/order');
      const [detail, detailStatus] = await call('GET', `/customer/order?orderId=${ids[i % ids.length]}`);
      if (listStatus !== 200 || detailStatus !== 200) throw new Error(`pages answered ${listStatus} and ${detailStatus}`);
      if (record) {
        timings.list.push(list);
        timings.detail.push(detail);
      }
    };
    await Promise.all(sessions.map((call, i) => round(call, i, false)));
    const started = performance.now();
    const cpuBefore = server.cpuMs();
    await Promise.all(
      sessions.map(async (call, i) => {
        for (let r = 0; r < ROUNDS; r += 1) await round(call, i + r, true);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const perPage = (server.cpuMs() - cpuBefore) / (SESSIONS * ROUNDS * 2);
    console.log(
      `${name}, ${SESSIONS} sessions x ${ROUNDS} rounds (list, detail) in ${seconds.toFixed(1)} s: ${((SESSIONS * ROUNDS * 2) / seconds).toFixed(0)} pages/s, server CPU ${perPage.toFixed(2)} ms a page`,
    );
    for (const [page, values] of Object.entries(timings)) {
      console.log(
        `${page.padEnd(7)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(values, 99).toFixed(1).padStart(6)} ms`,
      );
      recordTarget({
        measure: `order ${page} p95, ${SESSIONS} sessions`,
        database: name,
        value: percentile(values, 95),
        target: TARGET_P95_MS,
        note: `CPU ${perPage.toFixed(1)} ms a page`,
      });
    }
  } finally {
    await server.stop();
  }
}

export async function run() {
  await onPgliteThenPostgres(onDatabase);
}
