// Page weight: JavaScript and CSS each landing page (and the bag with two pieces in it, and the two
// checkout steps of a verified guest) loads (gzip; every module a script imports and inline scripts
// included) against their budgets, the fonts it preloads, and a product page's HTML.
import { readFileSync } from 'node:fs';
import { startBuiltServer } from './_server.mjs';
import { kb, landingPages } from './_catalog.mjs';
import { gz, scriptWeight } from './_weight.mjs';

export const title = 'Page weight (gzip)';

const BUDGET = { home: 15, listing: 15, search: 15, campaign: 15, loyalty: 15, product: 80, cart: 150, address: 150, payment: 150 };
const CSS_BUDGET = 20;
/** Stylesheets linked from the page plus inline <style>, gzip each as the server would send it. */
function styleWeight(html) {
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/_astro\/[^"]+)"/g)].map(([, href]) => href);
  const external = linked.reduce((sum, href) => sum + gz(readFileSync(`dist/client${href}`)), 0);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css]) => sum + (css.trim() ? gz(css) : 0), 0);
  return { total: external + inline, files: linked.length };
}

/** Fonts the page preloads (woff2 is already compressed: raw bytes). */
function preloadedFonts(html) {
  const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g)].map(([, href]) => href);
  const bytes = fonts.reduce((sum, href) => sum + readFileSync(`dist/client${href}`).length, 0);
  return { bytes, count: fonts.length };
}

/** A visitor of its own: the session cookie and the headers of a state-changing call, as an island sends them. */
async function visitor(url) {
  const session = await fetch(`${url}/cop-api/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = (await session.json()).Result.Token;
  const headers = { cookie, origin: url, 'content-type': 'application/json', RequestVerificationToken: token };
  const post = async (path, body) => {
    const answer = await (await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    if (!answer.Success) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
    return answer.Result;
  };
  const get = async (path) => (await (await fetch(url + path, { headers: { cookie } })).json()).Result;
  const page = async (path) => (await fetch(url + path, { headers: { cookie } })).text();
  return { post, get, page };
}

/** Two pieces in the visitor's bag (the product page's first two sizes in stock), added through the cart's own call. */
async function fillBag(shopper, productPath) {
  const product = await shopper.page(productPath);
  const options = JSON.parse(/data-options="([^"]*)"/.exec(product)?.[1]?.replaceAll('&quot;', '"') ?? '[]');
  const productId = Number(/data-product-id="(\d+)"/.exec(product)?.[1]);
  for (const variant of options.filter((o) => o.stock > 0).slice(0, 2))
    await shopper.post('/cop-api/cart/add', { productId, variantId: variant.id, quantity: 1 });
}

/** The newest code the sandbox outbox holds for a recipient (the server runs with DEV_OUTBOX=1). */
async function codeFor(url, recipient) {
  const answer = await (await fetch(`${url}/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`)).json();
  const code = /\b(\d{6})\b/.exec(answer.Result?.[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/**
 * The two checkout steps of a guest with two pieces: the delivery step as it opens, then the
 * payment step once the guest's contact and address are given and both codes verified.
 */
async function checkoutHtml(url, productPath) {
  const shopper = await visitor(url);
  await fillBag(shopper, productPath);
  const address = await shopper.page('/checkout/address?isGuestCheckout=True');
  const district = (await shopper.get('/cop-api/address/districts?cityId=34'))[0];
  const neighborhood = (await shopper.get(`/cop-api/address/neighborhoods?districtid=${district.Value}`))[0];
  const phone = `53${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const email = `bench${phone}@bench.example`;
  await shopper.post('/cop-api/checkout/guest', {
    Email: email,
    Phone: phone,
    Shipping: {
      AddressDescription: 'Ev',
      Name: 'Deniz Aydın',
      Phone: phone,
      CityID: 34,
      DistrictID: district.Value,
      NeighborhoodID: neighborhood.Value,
      AddressText: 'Bağdat Caddesi No: 5 Daire 2',
      InvoiceType: 1,
      CitizenID: '10000000146',
    },
    Billing: null,
  });
  for (const [kind, target] of [
    ['phone', phone],
    ['email', email],
  ]) {
    const { RequestId } = await shopper.post('/cop-api/checkout/guest/send-code', { kind });
    await shopper.post('/cop-api/checkout/guest/verify', { kind, RequestId, Otp: await codeFor(url, target) });
  }
  await shopper.post('/cop-api/checkout/delivery', {});
  const payment = await shopper.page('/checkout/payment?isGuestCheckout=True');
  if (!payment.includes('pay-form')) throw new Error('the payment step did not open');
  return { address, payment };
}

/** The bag's HTML with two pieces in it, under one session, as a shopper's browser would. */
async function filledCartHtml(url, productPath) {
  const shopper = await visitor(url);
  await fillBag(shopper, productPath);
  return shopper.page('/cart');
}

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://', DEV_OUTBOX: '1' });
  try {
    const pages = await landingPages(server.url);
    const checkout = await checkoutHtml(server.url, pages.product);
    const htmlOf = (name, path) => {
      if (name === 'cart') return filledCartHtml(server.url, pages.product);
      if (name === 'address' || name === 'payment') return checkout[name];
      return fetch(server.url + path).then((r) => r.text());
    };
    for (const [name, path] of Object.entries({ ...pages, cart: '/cart', address: '', payment: '' })) {
      const html = await htmlOf(name, path);
      const { total, files } = scriptWeight(html);
      const css = styleWeight(html);
      const fonts = preloadedFonts(html);
      const verdict = total <= BUDGET[name] * 1024 ? 'ok' : 'OVER';
      const cssVerdict = css.total <= CSS_BUDGET * 1024 ? 'ok' : 'OVER';
      console.log(
        `${name.padEnd(9)} JS ${kb(total).padStart(8)} (${files} files, budget ${BUDGET[name]} KB) ${verdict}   CSS ${kb(css.total).padStart(8)} (${css.files} files, budget ${CSS_BUDGET} KB) ${cssVerdict}   fonts preloaded ${fonts.count} (${kb(fonts.bytes)})   HTML ${kb(gz(html))}`,
      );
    }
    const productHtml = await (await fetch(server.url + pages.product)).text();
    console.log(`product page HTML: ${kb(gz(productHtml))} gzip (budget 30 KB) ${gz(productHtml) <= 30 * 1024 ? 'ok' : 'OVER'}`);
  } finally {
    await server.stop();
  }
}
