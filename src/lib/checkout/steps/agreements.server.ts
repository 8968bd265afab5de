import { now, translator, type Session } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { type AgreementData, renderAgreements } from './agreements';
import { checkoutCart, keptDelivery, linesOf } from './delivery.server';
import { resolveDelivery } from './resolve.server';
import type { AgreementsInput, AgreementsResult, Delivery } from './schema';

/** The delivery choice the agreements call names, with the kept choice's car delivery for the same store. */
function choiceOf(input: AgreementsInput, kept: Delivery, isGuest: boolean): Delivery {
  const isPickup = input.PickupLocationId > 0;
  // A guest's addresses have no ids: whether the bill goes to a second address is the kept choice.
  const sameBilling = isGuest
    ? kept.IsUseShippingInfoAsBillingInfo
    : input.BillingAddressId === 0 || input.BillingAddressId === input.ShippingAddressId;
  return {
    ...kept,
    ShippingAddressID: input.ShippingAddressId,
    BillingAddressID: input.BillingAddressId,
    IsUseShippingInfoAsBillingInfo: sameBilling,
    isPickup,
    pickupLocationId: input.PickupLocationId,
    IsCarDelivery: isPickup && kept.pickupLocationId === input.PickupLocationId && kept.IsCarDelivery,
  };
}

/**
 * The documents' data for the session's cart and the choice named: the addresses and store checked
 * as the delivery step checks them (another member's address is not found), the lines and totals
 * priced now.
 */
async function agreementData(session: Session, input: AgreementsInput, lang: Lang): Promise<AgreementData> {
  const delivery = choiceOf(input, keptDelivery(session), session.customerId == null);
  const view = await checkoutCart(session, lang, delivery.isPickup);
  const resolved = await resolveDelivery(session, delivery, linesOf(view), lang, { requireVerified: false });
  const t = translator(lang);
  const { summary } = view;
  const person = resolved.shipping ?? resolved.billing;
  return {
    date: now().toISOString(),
    buyer: { name: person.Name, email: resolved.contact.email, phone: resolved.contact.phone },
    shipping: resolved.shipping,
    pickup: resolved.pickup && {
      name: resolved.pickup.Name,
      address: `${resolved.pickup.AddressText}, ${resolved.pickup.NeighborhoodName}, ${resolved.pickup.DistrictName} / ${resolved.pickup.CityName}`,
      phone: resolved.pickup.Phone,
      carDelivery: resolved.isCarDelivery,
    },
    billing: resolved.billing,
    lines: view.cart.GroupedProducts.flatMap((group) =>
      group.Products.map((line) => ({
        brand: line.Brand,
        name: line.DisplayName,
        size: line.Size,
        colour: t(`catalog:colour.${line.Colour}`, { defaultValue: line.Colour }),
        quantity: line.Quantity,
        unitPrice: line.SalePrice,
        total: line.LineTotal,
      })),
    ),
    discounts: [
      ...summary.CampaignDiscounts.map((d) => ({ name: d.Name, amount: d.Amount })),
      ...(summary.CouponDiscountAmount > 0 ? [{ name: summary.CouponCode ?? '', amount: summary.CouponDiscountAmount }] : []),
    ],
    shippingFee: summary.ShippingFee,
    total: summary.TotalAmountToBePaid,
    paymentMethods: input.PaymentMethods,
    installments: input.InstallmentCount,
  };
}

/** POST agreements: the Distance Sales Agreement and the Preliminary Information Form for this order. */
export async function agreementsFor(session: Session, input: AgreementsInput, lang: Lang): Promise<AgreementsResult> {
  return renderAgreements(await agreementData(session, input, lang), lang);
}
