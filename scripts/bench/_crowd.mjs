// A campaign-day crowd on a running server (45-campaign-day.mjs, 46-soak.mjs): shoppers, each a
// member of their own registered for the run (a bag, a saved address and an order of their own; a
// browser with its own cookie jar, a phone for three in five, English for one in six), who loop
// with no pause: pick an action by the mix, run it as a browser and its islands would, next.
//   landing  70%: one landing page (_crowd-addresses.mjs).
//   bag      15%: add a piece (then the badge's count), change a line's quantity or remove a line
//                 (then the bag read again), through the cart calls with the verification header.
//   checkout  5%: the delivery page, the summary, the delivery choice, the payment page, the
//                 checkout call paying by the sandbox bank's direct-approval card, the confirmation
//                 page (a piece is added first when the bag is empty).
//   account  10%: the order list, an order it links, the member's details, addresses or home.
// A piece sold out (on adding, on a quantity, at checkout) is counted apart, not as an error; the
// shopper leaves it and picks another, as do the others from then on. So is a second piece refused
// by the product's purchase limit (the store is right; the shopper keeps one).
import { plentifulVariants } from './_catalog.mjs';
import { popular, weighted, landingAddresses } from './_crowd-addresses.mjs';
import { recorder } from './_crowd-stats.mjs';
import { register, saveAddress } from './_member.mjs';
import { browser, USER_AGENTS } from './_session.mjs';
import { cardCheckout } from './_shopper.mjs';

const MIX = weighted({ landing: 70, bag: 15, checkout: 5, account: 10 });
const ACCOUNT = weighted({ orders: 40, order: 30, info: 10, addresses: 10, home: 10 });
const STOCK_REFUSALS = new Set(['OUT_OF_STOCK', 'NOT_ENOUGH_STOCK']);
/** Refusals a shopper meets by the rules, on a quantity: the piece is sold out, or the product's limit is reached. */
const QUANTITY_REFUSALS = new Set([...STOCK_REFUSALS, 'PURCHASE_LIMIT_EXCEEDED']);
const MAX_LINES = 3;
/** Members registered at once while preparing: each registration hashes a password (argon2). */
const REGISTER_AT_ONCE = 4;

/** Server settings a crowd needs: the outbox's codes, and every member's registration from this one address. */
export const CROWD_ENV = { DEV_OUTBOX: '1', CAPTCHA_AFTER: '1000000', OTP_SENDS_PER_ADDRESS: '1000000' };

/** A small seeded random generator (mulberry32), so two runs ask for the same addresses. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The list in an order of its own (Fisher-Yates with `random`). */
function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** One request, timed and judged: `wrong(answer)` names what is wrong with the answer, or nothing. */
async function timed(shopper, record, kind, method, path, body, wrong = (a) => (a.status === 200 ? undefined : `status ${a.status}`)) {
  const started = performance.now();
  try {
    const answer = await shopper.browser.send(method, path, body);
    record.add(kind, path, answer.ms, wrong(answer));
    return answer;
  } catch (error) {
    record.add(kind, path, performance.now() - started, error.message);
    return undefined;
  }
}

/**
 * A JSON call: its envelope when it succeeded (and, with `paid`, the order is paid) or refused a
 * sold-out piece where `soldOutAs` allows it (counted there, not as an error); else undefined.
 */
async function api(shopper, record, kind, method, path, body, { soldOutAs, paid = false } = {}) {
  let outcome;
  await timed(shopper, record, kind, method, path, body, (answer) => {
    let envelope;
    try {
      envelope = JSON.parse(answer.text());
    } catch {
      return `status ${answer.status}, not JSON`;
    }
    const code = envelope.Exception?.ErrorCode;
    if (envelope.Success && paid && !envelope.Result?.IsSucceed) return `not paid: ${envelope.Result?.ErrorList?.join('; ')}`;
    const refusals = soldOutAs === 'quantity' ? QUANTITY_REFUSALS : STOCK_REFUSALS;
    if (!envelope.Success && !(soldOutAs && refusals.has(code))) return `status ${answer.status} ${code ?? ''}`;
    if (code === 'PURCHASE_LIMIT_EXCEEDED') record.limits += 1;
    else if (!envelope.Success) record.soldOut[soldOutAs] += 1;
    outcome = envelope;
    return undefined;
  });
  return outcome;
}

/** Reads the bag again, as the bag page does after a change, and keeps its lines. */
async function reloadBag(shopper, record) {
  const envelope = await api(shopper, record, 'bag reload', 'GET', '/cop-api/cart/initialize');
  if (!envelope) return;
  shopper.bag.clear();
  for (const group of envelope.Result.Cart.GroupedProducts)
    for (const line of group.Products) shopper.bag.set(line.VariantId, { productId: line.ProductId, quantity: line.Quantity });
}

/** Adds a piece not known to be sold out; a piece that sells out is left for another, up to three tries. */
async function addPiece(crowd, shopper, record) {
  for (let tries = 0; tries < 3; tries += 1) {
    const variant = crowd.pickVariant(shopper.random);
    const body = { productId: variant.productId, variantId: variant.id, quantity: 1, IsGiftCard: false };
    const envelope = await api(shopper, record, 'bag add', 'POST', '/cop-api/cart/add', body, { soldOutAs: 'add' });
    if (!envelope) return;
    if (!envelope.Success) {
      crowd.soldOut.add(variant.id);
      continue;
    }
    const line = shopper.bag.get(variant.id);
    shopper.bag.set(variant.id, { productId: variant.productId, quantity: (line?.quantity ?? 0) + 1 });
    await api(shopper, record, 'bag count', 'GET', '/cop-api/cart/item-count');
    return;
  }
}

async function bagAction(crowd, shopper, record) {
  const lines = [...shopper.bag];
  const roll = shopper.random();
  if (lines.length === 0 || (lines.length < MAX_LINES && roll < 0.5)) return addPiece(crowd, shopper, record);
  const [variantId, line] = lines[Math.floor(shopper.random() * lines.length)];
  if (roll < 0.75) {
    const body = { variantId, quantity: line.quantity === 1 ? 2 : 1 };
    const envelope = await api(shopper, record, 'bag quantity', 'PUT', '/cop-api/cart/quantity', body, { soldOutAs: 'quantity' });
    if (envelope && !envelope.Success && envelope.Exception?.ErrorCode !== 'PURCHASE_LIMIT_EXCEEDED') crowd.soldOut.add(variantId);
  } else await api(shopper, record, 'bag remove', 'DELETE', `/cop-api/cart/item?variantId=${variantId}`);
  await reloadBag(shopper, record);
}

async function checkoutAction(crowd, shopper, record) {
  if (shopper.bag.size === 0) await addPiece(crowd, shopper, record);
  if (shopper.bag.size === 0) return;
  const page = (kind, path) => timed(shopper, record, kind, 'GET', shopper.localized(path));
  await page('checkout delivery page', '/checkout/address');
  const summary = await api(shopper, record, 'checkout summary', 'GET', '/cop-api/cart/summary?isPickup=false&isCheckoutPage=true');
  if (!summary) return;
  const address = { ShippingAddressID: shopper.addressId, BillingAddressID: shopper.addressId };
  if (!(await api(shopper, record, 'checkout delivery', 'POST', '/cop-api/checkout/delivery', { ...address, isPickup: false }))) return;
  await page('checkout payment page', '/checkout/payment');
  const body = cardCheckout(summary.Result.TotalAmountToBePaid, address);
  const paid = await api(shopper, record, 'checkout pay', 'POST', '/cop-api/checkout', body, { soldOutAs: 'checkout', paid: true });
  if (!paid) return;
  if (!paid.Success) {
    // A piece sold out since it went in the bag: the shopper takes it out (the others leave it too).
    const gone = paid.Result?.VariantId;
    if (gone) {
      crowd.soldOut.add(gone);
      await api(shopper, record, 'bag remove', 'DELETE', `/cop-api/cart/item?variantId=${gone}`);
    }
    return reloadBag(shopper, record);
  }
  record.orders += 1;
  shopper.bag.clear();
  const to = new URL(paid.Result.RedirectUrl, 'http://store');
  const path = /^\/(?:tr|en)\//.test(to.pathname) ? to.pathname : shopper.localized(to.pathname);
  await timed(shopper, record, 'checkout confirmation page', 'GET', path + to.search);
}

async function accountAction(shopper, record) {
  let which = ACCOUNT(shopper.random());
  if (which === 'order' && shopper.orderIds.length === 0) which = 'orders';
  if (which === 'orders') {
    const answer = await timed(shopper, record, 'account orders page', 'GET', shopper.localized('/customer/order'));
    const ids = answer?.status === 200 ? [...answer.text().matchAll(/orderId=(\d+)/g)].map(([, id]) => id) : [];
    if (ids.length > 0) shopper.orderIds = [...new Set(ids)];
    return;
  }
  const paths = {
    order: `/customer/order?orderId=${shopper.orderIds[Math.floor(shopper.random() * shopper.orderIds.length)]}`,
    info: '/customer/info',
    addresses: '/customer/address',
    home: '/customer',
  };
  await timed(shopper, record, `account ${which} page`, 'GET', shopper.localized(paths[which]));
}

/** One action of a shopper, picked by the mix. */
function act(crowd, shopper, record) {
  const action = MIX(shopper.random());
  record.actions[action] += 1;
  if (action === 'landing') {
    const { kind, path } = crowd.addresses.pick(shopper.random, shopper.lang);
    return timed(shopper, record, `landing ${kind}`, 'GET', path);
  }
  if (action === 'bag') return bagAction(crowd, shopper, record);
  if (action === 'checkout') return checkoutAction(crowd, shopper, record);
  return accountAction(shopper, record);
}

/**
 * Runs the crowd's first `count` shoppers for `seconds`, each action recorded in `sink.record` as
 * the action starts (a caller may put a fresh record there at any time, as the soak does each minute).
 */
export async function drive(crowd, count, seconds, sink) {
  const end = performance.now() + seconds * 1000;
  const loop = async (shopper) => {
    while (performance.now() < end) {
      const record = sink.record;
      // An answer the driver cannot read (a missing field) is the store's error, not the bench's end.
      await act(crowd, shopper, record).catch((error) => record.add('driver', '-', 0, error.message));
    }
  };
  await Promise.all(crowd.shoppers.slice(0, count).map(loop));
}

/**
 * A crowd of `count` members on a running server started with CROWD_ENV: each registered, with a
 * saved address and one order placed (so order pages have something to show), ready to shop.
 */
export async function prepareCrowd(url, count) {
  const addresses = await landingAddresses(url);
  // The store's own goods with stock for a few orders, in a fixed shuffled order, the first the
  // most wanted (a crowd wants the same pieces): they sell out during a run, and the shoppers turn
  // to the next ones.
  const variants = shuffled(await plentifulVariants(5, { storeOnly: true }), seeded(26));
  const favourite = popular(variants);
  const crowd = {
    addresses,
    /** What the shoppers pick from: pieces and units in stock when the crowd came. */
    stock: { pieces: variants.length, units: variants.reduce((n, v) => n + v.stock, 0) },
    soldOut: new Set(),
    shoppers: [],
    pickVariant(random) {
      for (let tries = 0; tries < 20; tries += 1) {
        const variant = favourite(random());
        if (!crowd.soldOut.has(variant.id)) return variant;
      }
      return variants.find((v) => !crowd.soldOut.has(v.id)) ?? variants[0];
    },
  };
  const setup = recorder();
  for (let i = 0; i < count; i += REGISTER_AT_ONCE) {
    const batch = Array.from({ length: Math.min(REGISTER_AT_ONCE, count - i) }, async (_, j) => {
      const n = i + j;
      const lang = n % 6 === 5 ? 'en' : 'tr';
      const shopper = {
        browser: browser(url, { compressed: true, userAgent: n % 5 < 3 ? USER_AGENTS.phone : USER_AGENTS.desktop }),
        lang,
        localized: (path) => addresses.localized(path, lang),
        random: seeded(n + 1),
        bag: new Map(),
        orderIds: [],
      };
      await register(shopper.browser, url, n);
      shopper.addressId = await saveAddress(shopper.browser);
      await checkoutAction(crowd, shopper, setup);
      crowd.shoppers[n] = shopper;
    });
    await Promise.all(batch);
  }
  if (setup.orders !== count) {
    const errors = [...setup.errorSamples].map(([key, { count: n, path }]) => `${key} x${n} (${path})`);
    throw new Error(`preparing the crowd placed ${setup.orders} of ${count} orders: ${errors.join('; ')}`);
  }
  return crowd;
}
