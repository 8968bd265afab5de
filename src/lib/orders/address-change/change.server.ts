import { and, eq } from 'drizzle-orm';
import { addressOf, resolvePlace } from '@lib/account/index.server';
import type { AddressSnapshot } from '@lib/checkout';
import { refusePassive, snapshotOf } from '@lib/checkout/index.server';
import { db, enqueue, issueOtp, verifyOtp, clearSessionData, setSessionData, type Tx } from '@lib/platform/index.server';
import { DomainError, type Lang, type OtpChallenge, readData, type Caller } from '@lib/platform';
import { isAddressChangeable, type ItemStatus } from '@lib/orders/records/items';
import { itemStatuses, lockLines } from '@lib/orders/records/items.server';
import { addressRow } from '@lib/orders/placing/prepare.server';
import { orderAddresses, orderLines, type orders } from '@lib/orders/records/tables.server';
import { orderPagePath } from '@lib/orders/records/mail-lines.server';
import type { UpdateOrderAddress } from './schema';

// Changing where an order goes: only while nothing of it has shipped, and only after an SMS code to
// the order's phone. The new addresses wait in the session until the code is right; the order's
// addresses change then, under the lines' lock, so a shipment racing the change is never missed.

type Order = typeof orders.$inferSelect;
interface Change {
  shipping: AddressSnapshot;
  billing: AddressSnapshot | null;
}

async function assertChangeable(order: Order): Promise<void> {
  if (order.status !== 'received' || order.isPickup || !isAddressChangeable(await itemStatuses(order.id))) throw new DomainError('E105');
}

async function currentAddress(orderId: number, kind: 'shipping' | 'billing'): Promise<typeof orderAddresses.$inferSelect | undefined> {
  const [row] = await (await db())
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, kind)));
  return row;
}

/** A guest's typed address over the order's current one (name, phone and e-mail stay). */
async function guestChange(order: Order, input: NonNullable<UpdateOrderAddress['GuestAddressDOs']>): Promise<Change> {
  const place = resolvePlace(input.CityID, input.DistrictID, input.NeighborhoodID);
  if (!place?.neighborhood) throw new DomainError('ADDRESS_NEIGHBORHOOD_MISSING');
  refusePassive(input.CityID);
  const current = await currentAddress(order.id, 'shipping');
  if (!current) throw new DomainError('E105');
  const shipping: AddressSnapshot = {
    AddressDescription: current.addressDescription,
    Name: current.name,
    CorporateName: current.corporateName ?? '',
    Email: current.email ?? order.email,
    Phone: current.phone,
    CityID: place.city.Value,
    CityName: place.city.Text,
    DistrictID: place.district.Value,
    DistrictName: place.district.Text,
    NeighborhoodID: place.neighborhood.Value,
    NeighborhoodName: place.neighborhood.Text,
    AddressText: input.AddressText.trim(),
    InvoiceType: current.invoiceType,
    CitizenID: current.citizenId ?? '',
    TaxNo: current.taxNo ?? '',
    TaxOffice: current.taxOffice ?? '',
  };
  return { shipping, billing: null };
}

/** A member's saved addresses (another member's id is not found, as the address book answers). */
async function memberChange(order: Order, customerId: number, input: UpdateOrderAddress): Promise<Change> {
  if (!input.ShippingAddressId) throw new DomainError('VALIDATION_ERROR');
  const shipping = await addressOf(customerId, input.ShippingAddressId);
  refusePassive(shipping.CityID);
  const billing = input.BillingAddressId ? await addressOf(customerId, input.BillingAddressId) : null;
  return { shipping: snapshotOf(shipping, order.email), billing: billing && snapshotOf(billing, order.email) };
}

/** POST update order address: checks the new addresses and sends the code to the order's phone. */
export async function requestAddressChange(caller: Caller, order: Order, input: UpdateOrderAddress): Promise<OtpChallenge> {
  await assertChangeable(order);
  const change =
    order.customerId != null && caller.session.customerId === order.customerId
      ? await memberChange(order, order.customerId, input)
      : input.GuestAddressDOs
        ? await guestChange(order, input.GuestAddressDOs)
        : (() => {
            throw new DomainError('VALIDATION_ERROR');
          })();
  const challenge = await issueOtp({ purpose: 'order-address', target: order.phone, channel: 'sms', caller });
  await setSessionData(caller.session, 'orderAddress', { orderId: order.id, requestId: challenge.RequestId, change: { ...change } });
  return challenge;
}

/** POST resend: a new code for the change waiting on this order. */
export async function resendAddressCode(caller: Caller, order: Order): Promise<OtpChallenge> {
  const pending = readData(caller.session, 'orderAddress');
  if (pending?.orderId !== order.id) throw new DomainError('OTP_NOT_VALID');
  const challenge = await issueOtp({ purpose: 'order-address', target: order.phone, channel: 'sms', caller });
  await setSessionData(caller.session, 'orderAddress', { ...pending, requestId: challenge.RequestId });
  return challenge;
}

/** POST verify address modification: the right code changes the order's addresses, if nothing shipped meanwhile. */
export async function verifyAddressChange(
  caller: Caller,
  order: Order,
  answer: { RequestId: string; Otp: string },
): Promise<{ OrderId: number }> {
  const pending = readData(caller.session, 'orderAddress');
  if (pending?.orderId !== order.id) throw new DomainError('OTP_NOT_VALID');
  await verifyOtp({
    purpose: 'order-address',
    target: order.phone,
    sessionHash: caller.session.idHash,
    requestId: answer.RequestId,
    code: answer.Otp,
  });
  const change = pending.change as unknown as Change;
  await (await db()).transaction(async (tx) => {
    await lockLines(tx, order.id);
    const lines = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, order.id));
    if (!isAddressChangeable(lines.map((l) => l.status as ItemStatus))) throw new DomainError('E105');
    const rows = [addressRow('shipping', change.shipping), ...(change.billing ? [addressRow('billing', change.billing)] : [])];
    for (const row of rows) {
      await tx
        .insert(orderAddresses)
        .values({ ...row, orderId: order.id })
        .onConflictDoUpdate({ target: [orderAddresses.orderId, orderAddresses.kind], set: row });
    }
    await tellAddressChanged(tx, order, change.shipping);
  });
  await clearSessionData(caller.session, 'orderAddress');
  return { OrderId: order.id };
}

/** Confirms the new delivery address by SMS and e-mail, in the change's transaction. */
async function tellAddressChanged(tx: Tx, order: Order, shipping: AddressSnapshot): Promise<void> {
  const address = `${shipping.AddressText}, ${shipping.NeighborhoodName}, ${shipping.DistrictName} / ${shipping.CityName}`;
  const common = {
    lang: order.lang as Lang,
    kind: 'addressChanged' as const,
    data: { number: order.number, address, orderPath: orderPagePath(order) },
  };
  await enqueue(tx, { ...common, channel: 'sms', to: order.phone }, { ...common, channel: 'email', to: order.email });
}
