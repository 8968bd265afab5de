import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  releaseCartCoupon,
  couponUses,
  customerCoupons,
  cartHistory,
  cartLines,
  carts,
  cartShares,
  stylistTickets,
  favourites,
} from '@lib/bag/index.server';
import { consentRecords, db, enqueue, forgetRecipients, otpCodes, endCustomerSessions, type Tx } from '@lib/platform/index.server';
import { afterSalesRequests, orderAddresses, orderLines, orders, refunds } from '@lib/orders/index.server';
import { unlinkDataRequests } from '../data-export/records.server';
import { DomainError, type Lang } from '@lib/platform';
import { storeCustomers, rebornDemands, repairBookings, sellerQuestions } from '@lib/programmes/index.server';
import { oneCards, walletActivity } from '@lib/checkout/index.server';
import { type Customer, customers } from '@lib/account/index.server';
import { deletionBlocker, ERASED } from './deletion';

// The erasure of a member (docs/decisions/0029-account-deletion.md): one transaction that deletes
// what is only theirs and anonymises what the law makes the store keep (orders and their invoices).

/** Throws S100 or S101 when one of the member's orders stops the deletion (read in the given transaction or outside). */
export async function checkDeletable(customerId: number, tx?: Tx): Promise<void> {
  const q = tx ?? (await db());
  const rows = await q
    .select({ id: orders.id, status: orders.status, item: orderLines.status })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.customerId, customerId));
  const byOrder = new Map<number, { status: string; items: NonNullable<(typeof rows)[number]['item']>[] }>();
  for (const row of rows) {
    const entry = byOrder.get(row.id) ?? { status: row.status, items: [] };
    if (row.item) entry.items.push(row.item);
    byOrder.set(row.id, entry);
  }
  const ids = [...byOrder.keys()];
  const open =
    ids.length === 0
      ? []
      : await q
          .select({ id: refunds.id })
          .from(refunds)
          .where(and(inArray(refunds.orderId, ids), ne(refunds.status, 'completed')));
  const blocker = deletionBlocker([...byOrder.values()] as Parameters<typeof deletionBlocker>[0], open.length);
  if (blocker) throw new DomainError(blocker);
}

/**
 * Keeps the member's orders, their lines and totals, with no name, contact or address left on them.
 * The owner becomes one no session holds, unique per order (the owner and idempotency key are).
 */
async function anonymiseOrders(tx: Tx, customerId: number): Promise<void> {
  const kept = await tx
    .update(orders)
    .set({
      customerId: null,
      owner: sql`concat(${ERASED.owner}::text, ${orders.id})`,
      email: ERASED.contact,
      phone: ERASED.contact,
      giftNote: null,
      shipmentNote: null,
      orderNote: null,
    })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id });
  const ids = kept.map((order) => order.id);
  if (ids.length === 0) return;
  // City and district stay for the invoice's tax records; a company's name and tax number are not a person's data.
  await tx
    .update(orderAddresses)
    .set({
      name: ERASED.name,
      email: null,
      phone: ERASED.contact,
      addressText: ERASED.contact,
      addressDescription: ERASED.contact,
      citizenId: null,
    })
    .where(inArray(orderAddresses.orderId, ids));
  await tx.update(afterSalesRequests).set({ pickupAddress: null }).where(inArray(afterSalesRequests.orderId, ids));
  await tx.update(couponUses).set({ customerId: null }).where(eq(couponUses.customerId, customerId));
}

/** Deletes the member's bag (its coupon's use given back first), its history and shared copies. */
async function dropCart(tx: Tx, customerId: number): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
  if (cart) {
    await releaseCartCoupon(cart.id, tx);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    await tx.delete(cartHistory).where(eq(cartHistory.cartId, cart.id));
    await tx.delete(cartShares).where(eq(cartShares.cartId, cart.id));
    await tx.delete(stylistTickets).where(eq(stylistTickets.cartId, cart.id));
    await tx.delete(carts).where(eq(carts.id, cart.id));
  }
  await tx.delete(stylistTickets).where(eq(stylistTickets.customerId, customerId));
}

/**
 * Erases a member in one transaction, the customer row locked and the blockers read again inside it
 * (a second, parallel erasure finds no row and stops). Their sessions end with it.
 */
export async function eraseCustomer(customer: Customer, lang: Lang): Promise<void> {
  const id = customer.id;
  await (await db()).transaction(async (tx) => {
    const [locked] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
    if (!locked) throw new DomainError('SESSION_TIMEOUT');
    await checkDeletable(id, tx);
    // What was sent to them goes; the last message to the address is written before it is erased, sent once the erasure commits.
    await forgetRecipients(
      tx,
      [customer.email, customer.cellPhone].filter((v): v is string => !!v),
    );
    if (customer.email) {
      await enqueue(tx, { channel: 'email', to: customer.email, lang, kind: 'accountDeleted', data: { firstName: customer.firstName } });
    }
    await anonymiseOrders(tx, id);
    await dropCart(tx, id);
    await tx.delete(favourites).where(eq(favourites.customerId, id));
    await tx.delete(customerCoupons).where(eq(customerCoupons.customerId, id));
    await tx.delete(sellerQuestions).where(eq(sellerQuestions.customerId, id));
    await tx.delete(repairBookings).where(eq(repairBookings.customerId, id));
    await tx.delete(walletActivity).where(eq(walletActivity.customerId, id));
    await tx
      .update(rebornDemands)
      .set({ customer: { name: '', surname: '', email: '', tckn: '', phone: '', addressId: 0 }, iban: null, recipientName: null })
      .where(eq(rebornDemands.customerId, id));
    // The store's till record and the loyalty card belong to the card programme: only their link to the account goes.
    await tx.update(storeCustomers).set({ customerId: null }).where(eq(storeCustomers.customerId, id));
    await tx.update(oneCards).set({ customerId: null }).where(eq(oneCards.customerId, id));
    // Cookie choices stay as the store's proof of consent, no longer anyone's.
    await tx.update(consentRecords).set({ customerId: null }).where(eq(consentRecords.customerId, id));
    await unlinkDataRequests(tx, id);
    const contacts = [customer.email, customer.cellPhone, customer.pendingEmail, customer.pendingPhone].filter((c): c is string => !!c);
    if (contacts.length > 0) await tx.delete(otpCodes).where(inArray(otpCodes.target, contacts));
    await endCustomerSessions(id, undefined, tx);
    // Addresses and communication preferences (consents) go with the row (on delete cascade).
    await tx.delete(customers).where(eq(customers.id, id));
  });
}
