import { and, asc, eq } from 'drizzle-orm';
import { customers, cities, passiveCityIds } from '@lib/account/index.server';
import type { Place } from '@lib/account';
import { cartView, type CartView } from '@lib/bag/index.server';
import { env, db, setSessionData, type Session } from '@lib/platform/index.server';
import { DomainError, type Lang, readData } from '@lib/platform';
import { walletUserId } from '@lib/checkout/payments/wallet/codes';
import { resolveDelivery } from './resolve.server';
import { type CheckoutInit, type CheckoutState, type Delivery, deliverySchema, type PickupLocation, CHECKOUT_SLOT } from './schema';
import { pickupLocations } from './tables.server';
import { toPickupLocation } from './pickup.server';

/** The cities with at least one active store, never a passive one (click and collect's first choice). */
export async function pickupCities(): Promise<Place[]> {
  const rows = await (await db())
    .selectDistinct({ cityId: pickupLocations.cityId })
    .from(pickupLocations)
    .where(eq(pickupLocations.isActive, true));
  const open = new Set(rows.map((row) => row.cityId));
  const passive = passiveCityIds();
  return cities().filter((city) => open.has(city.Value) && !passive.has(city.Value));
}

/** A city's active stores, by name; none for a passive city. */
export async function pickupLocationsIn(cityId: number, lang: Lang): Promise<PickupLocation[]> {
  if (passiveCityIds().has(cityId)) return [];
  const rows = await (await db())
    .select()
    .from(pickupLocations)
    .where(and(eq(pickupLocations.cityId, cityId), eq(pickupLocations.isActive, true)))
    .orderBy(asc(pickupLocations.id));
  return rows.map((row) => toPickupLocation(row, lang));
}

/** The cart the checkout works on; CART_EMPTY when there is nothing to buy. */
export async function checkoutCart(session: Session | undefined, lang: Lang, isPickup = false): Promise<CartView> {
  const view = await cartView(session, lang, isPickup);
  if (view.cart.TotalCount === 0) throw new DomainError('CART_EMPTY');
  return view;
}

/** The seller types of a cart's lines, as the delivery rules read them. */
export const linesOf = (view: CartView) =>
  view.cart.GroupedProducts.flatMap((group) => group.Products.map(() => ({ sellerType: group.SellerType })));

/** The session's kept checkout state (nothing chosen yet: an empty delivery). */
export const checkoutState = (session: Session | undefined): CheckoutState => readData(session, CHECKOUT_SLOT) ?? { delivery: {} };

/** The kept delivery choice with every default filled in. */
export const keptDelivery = (session: Session | undefined): Delivery => deliverySchema.parse(checkoutState(session).delivery);

/**
 * Checks the delivery step's choice against the rules that apply before payment (a guest's codes
 * are asked for at payment) and keeps it in the session for the payment step. The notes and the
 * billing choice are kept as given; a gift note only when the cart holds a gift.
 */
export async function saveDelivery(session: Session, delivery: Delivery, lang: Lang): Promise<Delivery> {
  const view = await checkoutCart(session, lang, delivery.isPickup);
  await resolveDelivery(session, delivery, linesOf(view), lang, { requireVerified: false });
  const kept: Delivery = {
    ...delivery,
    GiftNote: view.cart.HasAnyGiftItem ? delivery.GiftNote : '',
    IsCarDelivery: delivery.isPickup && delivery.IsCarDelivery,
    pickupLocationId: delivery.isPickup ? delivery.pickupLocationId : 0,
  };
  await setSessionData(session, CHECKOUT_SLOT, { ...checkoutState(session), delivery: kept });
  return kept;
}

/** GET checkout initialisation (docs/behaviour/checkout.md#checkout-initialisation): who is paying, the cart's flags and what is kept. */
export async function checkoutInit(session: Session | undefined, isGuest: boolean, lang: Lang): Promise<CheckoutInit> {
  const view = await checkoutCart(session, lang);
  const customerId = session?.customerId ?? null;
  const [customer] =
    customerId == null ? [] : await (await db()).select({ phone: customers.cellPhone }).from(customers).where(eq(customers.id, customerId));
  const guest = checkoutState(session).guest;
  return {
    isLogin: customerId != null,
    cellphone: customer?.phone || null,
    customerId,
    masterpass: customer?.phone
      ? {
          userId: walletUserId(customer.phone),
          msisdn: customer.phone,
          token: null,
          referenceNo: null,
          isCraftgateMasterpassActive: true,
          masterpassAmount: view.summary.TotalAmountToBePaid,
        }
      : null,
    HasAnyGiftItem: view.cart.HasAnyGiftItem,
    IsNeighborhoodEnabled: true,
    reCalculateAutoCampaignsOnCheckout: env().RECALCULATE_CAMPAIGNS_ON_CHECKOUT,
    IsGuestCheckout: customerId == null && isGuest,
    Delivery: keptDelivery(session),
    Guest: guest
      ? {
          Email: guest.Email,
          Phone: guest.Phone,
          PhoneVerified: guest.Verified.includes('phone'),
          EmailVerified: guest.Verified.includes('email'),
        }
      : null,
  };
}
