import { and, asc, eq, inArray } from 'drizzle-orm';
import { consentRecordsOf, db, translator } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { communicationPreferences, customers, listAddresses } from '@lib/account/index.server';
import { cartLines, carts, favourites } from '@lib/bag/index.server';
import { coinsWallets, maskCardNo, oneCardLedger, oneCards, walletCards, walletLinks } from '@lib/checkout/index.server';
import {
  afterSalesItems,
  afterSalesRequests,
  orderAddresses,
  orderItemEvents,
  orderLines,
  orderPayments,
  orders,
  refundParts,
  refunds,
  returnUploads,
} from '@lib/orders/index.server';
import { rebornDemands, repairBookings, sellerQuestions, storeCustomers } from '@lib/programmes/index.server';
import { clean, FORMAT_VERSION, money, SECTIONS, type Section } from './rules';

// Gathers a member's data from every area into one file, one section each, in a fixed order. It
// reads the same tables the member's deletion erases (member-deletion/erase.server.ts), so the two
// stay the same list. A large account yields to the event loop between sections and order chunks:
// requests keep flowing while a file is built.

/** Lets waiting requests run before the next piece of work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const ORDER_CHUNK = 20;

/** The file's header: when, which store, the format, and what each section holds in both languages. */
function header(at: Date, customerId: number) {
  const tr = translator('tr');
  const en = translator('en');
  const line = (section: Section) => ({ tr: tr(`account:myData.sections.${section}`), en: en(`account:myData.sections.${section}`) });
  return {
    generatedAt: at.toISOString(),
    store: 'Vitrin',
    formatVersion: FORMAT_VERSION,
    customerId,
    about: { tr: tr('account:myData.fileAbout'), en: en('account:myData.fileAbout') },
    sections: Object.fromEntries(SECTIONS.map((section) => [section, line(section)])),
  };
}

async function profileAndContacts(customerId: number) {
  const database = await db();
  const [row] = await database.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return null;
  const preferences = await database
    .select()
    .from(communicationPreferences)
    .where(eq(communicationPreferences.customerId, customerId))
    .orderBy(asc(communicationPreferences.communicationType));
  return {
    profile: clean(row, ['email', 'cellPhone', 'pendingEmail', 'pendingPhone', 'passwordFlagged', 'loyaltySegment', 'segmentHeldUntil']),
    contacts: {
      email: row.email,
      emailVerified: row.email != null,
      phone: row.cellPhone,
      phoneVerified: row.cellPhone != null,
      pendingEmail: row.pendingEmail,
      pendingPhone: row.pendingPhone,
    },
    communicationPreferences: clean(preferences, ['customerId']),
    segment: { segment: row.loyaltySegment, heldUntil: clean(row.segmentHeldUntil) },
  };
}

const MONEY_COLUMNS = [
  'linesTotal',
  'campaignDiscount',
  'couponDiscount',
  'paymentDiscount',
  'shippingFee',
  'total',
  'unitPrice',
  'listPrice',
  'discount',
  'paidAmount',
  'amount',
  'refunded',
  'price',
  'offerPrice',
  'payout',
  'balance',
];

/** A cleaned row whose money columns read both ways (TL as shown, and kuruş). */
function withMoney(row: Record<string, unknown>, omit: readonly string[] = []) {
  const out = clean(row, omit) as Record<string, unknown>;
  for (const key of MONEY_COLUMNS) if (typeof row[key] === 'number' && key in out) out[key] = money(row[key] as number);
  return out;
}

/** One chunk of orders with their lines, item events, addresses, payments (masked), after-sales and refunds. */
async function orderChunk(ids: number[]) {
  const database = await db();
  const [heads, lines, events, places, payments, requests, refundRows] = await Promise.all([
    database.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.createdAt)),
    database.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    database.select().from(orderItemEvents).where(inArray(orderItemEvents.orderId, ids)).orderBy(asc(orderItemEvents.id)),
    database.select().from(orderAddresses).where(inArray(orderAddresses.orderId, ids)),
    database.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id)),
    database.select().from(afterSalesRequests).where(inArray(afterSalesRequests.orderId, ids)).orderBy(asc(afterSalesRequests.id)),
    database.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
  ]);
  const requestIds = requests.map((request) => request.id);
  const refundIds = refundRows.map((refund) => refund.id);
  const [items, parts] = await Promise.all([
    requestIds.length ? database.select().from(afterSalesItems).where(inArray(afterSalesItems.requestId, requestIds)) : [],
    refundIds.length ? database.select().from(refundParts).where(inArray(refundParts.refundId, refundIds)) : [],
  ]);
  const of = <T extends { orderId: number }>(rows: T[], id: number) => rows.filter((row) => row.orderId === id);
  return {
    orders: heads.map((order) => ({
      ...withMoney(order, ['id', 'customerId', 'cartId', 'answer', 'owner', 'failureMessage']),
      lines: of(lines, order.id).map((line) => ({
        ...withMoney(line, ['orderId', 'shipmentId', 'campaignId', 'mainProductId']),
        history: clean(
          events.filter((event) => event.orderLineId === line.id),
          ['id', 'orderId', 'orderLineId'],
        ),
      })),
      addresses: clean(of(places, order.id), ['orderId', 'cityId', 'districtId', 'neighborhoodId']),
      // The card as the order keeps it (first 6, stars, last 4); the bank's reference is the store's.
      payments: of(payments, order.id).map((payment) => withMoney(payment, ['id', 'orderId', 'providerRef'])),
      refunds: of(refundRows, order.id).map((refund) => ({
        ...withMoney(refund, ['orderId', 'requestId']),
        parts: parts
          .filter((part) => part.refundId === refund.id)
          .map((part) => withMoney(part, ['id', 'refundId', 'orderPaymentId', 'providerRef'])),
      })),
    })),
    afterSales: requests.map((request) => {
      const order = heads.find((head) => head.id === request.orderId);
      const requestItems = items.filter((item) => item.requestId === request.id);
      return {
        ...(clean(request, ['orderId', 'invoiceFileId', 'returnCode']) as Record<string, unknown>),
        orderNumber: order?.number ?? null,
        items: requestItems.map((item) => ({
          ...(clean(item, ['requestId', 'photoIds']) as Record<string, unknown>),
          photoCount: item.photoIds.length,
        })),
      };
    }),
  };
}

async function ordersOf(customerId: number) {
  const ids = (
    await (await db()).select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id))
  ).map((row) => row.id);
  const all: Awaited<ReturnType<typeof orderChunk>> = { orders: [], afterSales: [] };
  for (let start = 0; start < ids.length; start += ORDER_CHUNK) {
    const chunk = await orderChunk(ids.slice(start, start + ORDER_CHUNK));
    all.orders.push(...chunk.orders);
    all.afterSales.push(...chunk.afterSales);
    await breathe();
  }
  return all;
}

async function bagOf(customerId: number) {
  const database = await db();
  const liked = await database.select().from(favourites).where(eq(favourites.customerId, customerId)).orderBy(asc(favourites.createdAt));
  const cartRows = await database.select().from(carts).where(eq(carts.customerId, customerId));
  const cartIds = cartRows.map((cart) => cart.id);
  const lines = cartIds.length ? await database.select().from(cartLines).where(inArray(cartLines.cartId, cartIds)) : [];
  return {
    favourites: clean(liked, ['customerId']),
    carts: cartRows.map((cart) => ({
      ...(clean(cart, ['id', 'customerId']) as Record<string, unknown>),
      lines: lines
        .filter((line) => line.cartId === cart.id)
        .map((line) => withMoney({ ...line, price: line.seenPrice }, ['cartId', 'seenStock', 'seenPrice'])),
    })),
  };
}

async function programmesOf(customerId: number) {
  const database = await db();
  const [demands, questions, bookings] = await Promise.all([
    database.select().from(rebornDemands).where(eq(rebornDemands.customerId, customerId)).orderBy(asc(rebornDemands.id)),
    database.select().from(sellerQuestions).where(eq(sellerQuestions.customerId, customerId)).orderBy(asc(sellerQuestions.id)),
    database.select().from(repairBookings).where(eq(repairBookings.customerId, customerId)).orderBy(asc(repairBookings.id)),
  ]);
  const demandIds = demands.map((demand) => demand.id);
  const photos = demandIds.length
    ? await database
        .select({ id: returnUploads.id, requestId: returnUploads.requestId })
        .from(returnUploads)
        .where(and(eq(returnUploads.kind, 'reborn'), inArray(returnUploads.requestId, demandIds)))
    : [];
  return {
    // The photos' bytes stay in the store; the file names how many there are and their ids.
    reborn: demands.map((demand) => {
      const own = photos.filter((photo) => photo.requestId === demand.id).map((photo) => photo.id);
      return { ...withMoney(demand, ['customerId', 'payoutReference']), photoCount: own.length, photoIds: own };
    }),
    // The Reborn agreement is the one the store records as accepted, with its time.
    agreements: demands.map((demand) => ({ rebornApplication: demand.id, agreementAcceptedAt: clean(demand.agreementAcceptedAt) })),
    messages: clean(questions, ['customerId', 'sellerId']),
    repairs: clean(bookings, ['customerId', 'storeId']),
  };
}

async function loyaltyOf(customerId: number, segment: unknown) {
  const database = await db();
  const [cards, store, coins, links, saved] = await Promise.all([
    database.select().from(oneCards).where(eq(oneCards.customerId, customerId)),
    database.select().from(storeCustomers).where(eq(storeCustomers.customerId, customerId)),
    database.select().from(coinsWallets).where(eq(coinsWallets.customerId, customerId)),
    database.select().from(walletLinks).where(eq(walletLinks.customerId, customerId)),
    database
      .select({
        alias: walletCards.alias,
        maskedNumber: walletCards.maskedNumber,
        active: walletCards.active,
        createdAt: walletCards.createdAt,
      })
      .from(walletCards)
      .innerJoin(walletLinks, eq(walletLinks.userId, walletCards.userId))
      .where(eq(walletLinks.customerId, customerId)),
  ]);
  const cardNos = cards.map((card) => card.cardNo);
  const ledger = cardNos.length
    ? await database.select().from(oneCardLedger).where(inArray(oneCardLedger.account, cardNos)).orderBy(asc(oneCardLedger.id))
    : [];
  return {
    theOne: segment,
    oneCards: cards.map((card) => ({ ...withMoney(card, ['cardNo', 'customerId', 'phone']), cardNo: maskCardNo(card.cardNo) })),
    pointsLedger: ledger.map((entry) => ({
      ...(clean(entry, ['id', 'account']) as Record<string, unknown>),
      cardNo: maskCardNo(entry.account),
    })),
    storeCard: store.map((row) => ({
      ...(clean(row, ['customerId', 'cardNo']) as Record<string, unknown>),
      cardNo: row.cardNo ? maskCardNo(row.cardNo) : null,
    })),
    coins: coins.map((wallet) => withMoney(wallet, ['customerId', 'appToken'])),
    cardWallet: { linked: links.length > 0, linkedAt: clean(links[0]?.linkedAt), savedCards: clean(saved) },
  };
}

/** The member's whole data file, as an object in the order a reader meets it; null when the member is gone. */
export async function collect(customerId: number, at: Date, lang: Lang) {
  const person = await profileAndContacts(customerId);
  if (!person) return null;
  await breathe();
  const addressBook = await listAddresses(customerId);
  const history = await ordersOf(customerId);
  const bag = await bagOf(customerId);
  await breathe();
  const programmes = await programmesOf(customerId);
  const loyalty = await loyaltyOf(customerId, person.segment);
  const cookies = await consentRecordsOf(customerId);
  return {
    header: { ...header(at, customerId), language: lang },
    profile: person.profile,
    contacts: person.contacts,
    communicationPreferences: person.communicationPreferences,
    addresses: clean(addressBook),
    orders: history.orders,
    afterSales: history.afterSales,
    favourites: bag.favourites,
    carts: bag.carts,
    reborn: programmes.reborn,
    messages: programmes.messages,
    repairs: programmes.repairs,
    loyalty,
    consents: {
      communicationPreferences: person.communicationPreferences,
      agreements: programmes.agreements,
      cookies: clean(cookies),
    },
  };
}
