import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { captchaChallenge, verifyCaptcha } from '@lib/account/index.server';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { now, type Db, db, type Session, hit, unhit } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { availableReturnDates, HOME_CARGO_CODE, isHomePickupArea, newTrackingNumber } from '@lib/orders/fulfilment/cargo';
import { cargoCompany } from '@lib/orders/fulfilment/cargo.server';
import { tellShopper } from '@lib/orders/fulfilment/notify.server';
import { shipments } from '@lib/orders/fulfilment/tables.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { isReturnable, type ItemStatus, RETURN_CODE_DAYS, withPromotions } from '@lib/orders/records/items';
import { lockLines, moveItemsIn } from '@lib/orders/records/items.server';
import { orderAddresses, orderLines } from '@lib/orders/records/tables.server';
import { tellReturn } from './notify.server';
import { activeReason, type ReturnAnswer, type ReturnOrder } from './reasons';
import { claimUploads, usableUploads } from './uploads.server';
import { returnPhotoRules } from './photo-rules.server';
import { PHOTOS_MIN } from './uploads';
import { type PickupAddress, pickupAddressOf } from './pickup.server';

type Order = Awaited<ReturnType<typeof authorisedOrder>>;

/** Submissions in TRIES_WINDOW_S before the bot check is asked for; a successful one takes its try back. */
const CAPTCHA_AFTER = 5;
const TRIES_WINDOW_S = 3600;

/** A return code the shopper reads out at the branch: eight letters and digits without look-alikes. */
function newReturnCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Each chosen item's reason rules: an active reason, the explanation and 1 to the setting's photos when it asks. */
function checkReasons(body: ReturnOrder): void {
  const photos = returnPhotoRules();
  for (const item of body.Items) {
    const reason = activeReason(item.ReasonId);
    if (!reason) throw new DomainError('RETURN_REASON_UNKNOWN');
    if (reason.NeedsExplanation && !item.Description) throw new DomainError('RETURN_NOTE_REQUIRED');
    if (reason.NeedsPhotos && (item.PhotoIds.length < PHOTOS_MIN || item.PhotoIds.length > photos.max)) {
      throw new DomainError('RETURN_PHOTOS_REQUIRED', undefined, { max: photos.max });
    }
  }
}

/**
 * A home pickup's saved address, read before the return's transaction: only a member's own (the
 * session's, who owns the order), in the service area. Null: the order's delivery address, or no pickup.
 */
async function chosenPickup(session: Session | undefined, order: Order, body: ReturnOrder): Promise<PickupAddress | null> {
  if (body.ShippingPreference !== 'home_pickup' || body.PickupAddressId === undefined) return null;
  const customerId = session?.customerId;
  if (customerId == null || customerId !== order.customerId) throw new DomainError('RETURN_HOME_PICKUP_UNAVAILABLE');
  return pickupAddressOf(customerId, body.PickupAddressId);
}

/** How the parcel goes back: the company, and for a home pickup the address (chosen, or the order's) and the chosen day. */
async function shipping(run: Db, order: Order, body: ReturnOrder, chosen: PickupAddress | null) {
  if (body.ShippingPreference === 'home_pickup') {
    const [address] = await run
      .select()
      .from(orderAddresses)
      .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));
    const pickupAddress =
      chosen ??
      (address && isHomePickupArea(address.cityId)
        ? {
            cityId: address.cityId,
            districtId: address.districtId,
            neighborhoodId: address.neighborhoodId,
            addressText: address.addressText,
          }
        : null);
    if (order.customerId == null || !pickupAddress) throw new DomainError('RETURN_HOME_PICKUP_UNAVAILABLE');
    if (!body.PickupDate || !availableReturnDates(now()).includes(body.PickupDate)) throw new DomainError('RETURN_PICKUP_DATE_INVALID');
    return { companyCode: HOME_CARGO_CODE, pickupAddress, pickupDate: body.PickupDate };
  }
  const company = body.CargoCompanyCode ? await cargoCompany(body.CargoCompanyCode, run) : undefined;
  const wanted = body.ShippingPreference === 'large_volume' ? 'logistics' : 'standard';
  if (!company || company.CargoCompanyType !== wanted) throw new DomainError('SHIPPING_COMPANY_MUST_BE_SELECTED');
  return { companyCode: company.CargoCompanyCode, pickupAddress: null, pickupDate: null };
}

/** The request already made with this key for the order, if any (a repeated submission). */
async function earlier(run: Db, orderId: number, key: string) {
  const [row] = await run
    .select({ id: afterSalesRequests.id })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.orderId, orderId), eq(afterSalesRequests.idempotencyKey, key), eq(afterSalesRequests.kind, 'return')));
  return row?.id;
}

const answer = (id: number): ReturnAnswer => ({ IsSucceeded: true, ErrorMessages: [], Data: { EasyReturnId: id, ShowCaptcha: false } });

/**
 * Returns items in one transaction: locks the order's lines, checks again that each is returnable
 * and that promotion products go with their main product, moves them to return_requested, and
 * writes the request, its items and the return parcel. Then tells the shopper and sends the code.
 */
export async function submitReturn(session: Session | undefined, body: ReturnOrder): Promise<ReturnAnswer> {
  const order = await authorisedOrder(body.OrderId, session);
  const database = await db();
  const done = await earlier(database, order.id, body.IdempotencyKey);
  if (done !== undefined) return answer(done);
  // After repeated submissions that failed, the bot check (a client scripting returns).
  const key = `easy-return:${session?.idHash ?? ''}`;
  const tries = await hit(key, TRIES_WINDOW_S);
  if (tries > CAPTCHA_AFTER && !(await verifyCaptcha(body.CaptchaToken ?? ''))) {
    throw new DomainError('CAPTCHA_REQUIRED', { ShowCaptcha: true, Challenge: await captchaChallenge() });
  }
  checkReasons(body);
  const pickup = await chosenPickup(session, order, body);
  const result = await database.transaction(async (tx) => {
    await lockLines(tx, order.id);
    const again = await earlier(tx, order.id, body.IdempotencyKey);
    if (again !== undefined) return { id: again, moved: 0, code: null };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const chosen = body.Items.map((i) => i.OrderItemId);
    if (new Set(chosen).size !== chosen.length) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    const taken = withPromotions(lines, chosen);
    if (taken === 'alone') throw new DomainError('PROMOTION_ITEM_ALONE');
    const at = now();
    const picked = taken.map((id) => lines.find((l) => l.id === id));
    if (chosen.some((id) => !lines.some((l) => l.id === id))) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    if (picked.some((l) => !l || !isReturnable(l.status as ItemStatus, l.deliveredAt, at))) throw new DomainError('E103');
    const sellers = new Set(picked.map((l) => l!.sellerCode));
    if (sellers.size !== 1) throw new DomainError('RETURN_ONE_SELLER');
    const photoIds = body.Items.flatMap((i) => i.PhotoIds);
    const usable = await usableUploads(tx, session, order.id, [...photoIds, ...(body.InvoiceFileId ? [body.InvoiceFileId] : [])]);
    const usableIds = new Set(usable.filter((u) => u.kind === 'photo').map((u) => u.id));
    if (photoIds.some((id) => !usableIds.has(id)) || new Set(photoIds).size !== photoIds.length)
      throw new DomainError('RETURN_PHOTOS_REQUIRED', undefined, { max: returnPhotoRules().max });
    const [billing] = await tx
      .select({ invoiceType: orderAddresses.invoiceType })
      .from(orderAddresses)
      .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'billing')));
    const invoice = usable.find((u) => u.id === body.InvoiceFileId && u.kind === 'invoice');
    if (billing?.invoiceType === 0 && !invoice) throw new DomainError('RETURN_INVOICE_REQUIRED');
    const route = await shipping(tx, order, body, pickup);
    const byBranch = body.ShippingPreference === 'cargo_branch';
    const returnCode = byBranch ? newReturnCode() : null;
    const trackingNumber = newTrackingNumber(route.companyCode, randomInt);
    const moved = await moveItemsIn(tx, { orderId: order.id, lineIds: taken, from: ['delivered'], to: 'return_requested' });
    if (moved.length !== taken.length) throw new DomainError('E103');
    const [request] = await tx
      .insert(afterSalesRequests)
      .values({
        orderId: order.id,
        kind: 'return',
        status: 'open',
        idempotencyKey: body.IdempotencyKey,
        shippingPreference: body.ShippingPreference,
        cargoCompanyCode: route.companyCode,
        pickupAddress: route.pickupAddress,
        pickupDate: route.pickupDate,
        returnCode,
        returnCodeExpiresAt: byBranch ? new Date(at.getTime() + RETURN_CODE_DAYS * 86_400_000) : null,
        trackingNumber,
        invoiceFileId: invoice?.id ?? null,
      })
      .returning({ id: afterSalesRequests.id });
    const requestId = request!.id;
    const reasonOf = (id: number) => body.Items.find((i) => i.OrderItemId === id);
    await tx.insert(afterSalesItems).values(
      taken.map((lineId) => {
        // A promotion product taken along with its main product shares the main item's reason.
        const own =
          reasonOf(lineId) ??
          reasonOf(
            lines.find((l) => l.mainProductId == null && l.productId === lines.find((x) => x.id === lineId)?.mainProductId)?.id ?? 0,
          );
        return {
          requestId,
          orderLineId: lineId,
          reasonId: own?.ReasonId ?? body.Items[0]!.ReasonId,
          description: reasonOf(lineId)?.Description ?? null,
          productCondition: reasonOf(lineId)?.ProductCondition ?? null,
          photoIds: reasonOf(lineId)?.PhotoIds ?? [],
        };
      }),
    );
    await tx
      .insert(shipments)
      .values({ orderId: order.id, kind: 'return', sellerCode: [...sellers][0]!, companyCode: route.companyCode, trackingNumber });
    // Claimed only while unclaimed: a photo another request took meanwhile undoes this one.
    if (
      (await claimUploads(
        tx,
        usable.map((u) => u.id),
        requestId,
      )) !== usable.length
    )
      throw new DomainError('RETURN_PHOTOS_REQUIRED', undefined, { max: returnPhotoRules().max });
    await tellShopper(tx, { orderId: order.id, status: 'return_requested', lineIds: moved });
    await tellReturn(tx, requestId, 'created');
    return { id: requestId, moved: moved.length, code: returnCode };
  });
  await unhit(key);
  return answer(result.id);
}
