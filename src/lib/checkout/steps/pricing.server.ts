import { activeCampaigns, priceCart, translateIn, type LineRow, readLines, findCart, type carts } from '@lib/bag/index.server';
import { binOf, campaignName, cardCampaign, type PricedCart } from '@lib/bag';
import type { Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';

// What an order costs, from the database's prices: the cart's campaigns and coupon (the cart's own
// engine), then the payment campaign the card's BIN and the method meet — the same function, on
// the same numbers, as the pre-payment campaign control, so the total the shopper was shown and
// the total charged can only differ when the database changed in between.

/** The card and method a price is asked for. */
export interface PaymentChoice {
  paymentMethodCode: string;
  /** The card number as typed: only its BIN is read. */
  cardNo: string | undefined;
  isPickup: boolean;
}

/** A priced order: the cart's pricing, the payment campaign's discount, and the total to charge. */
export interface OrderPrice {
  priced: PricedCart;
  payment: { campaignId: number; name: string; amount: number } | null;
  total: number;
}

/** Prices lines of a cart for a payment choice. */
export async function priceOrder(
  rows: readonly LineRow[],
  cart: typeof carts.$inferSelect,
  choice: PaymentChoice,
  lang: Lang,
): Promise<OrderPrice> {
  const [priced, campaigns] = await Promise.all([
    priceCart(rows, {
      cartId: cart.id,
      customerId: cart.customerId,
      useCampaigns: cart.useCampaigns,
      couponCode: cart.couponCode,
      isPickup: choice.isPickup,
      lang,
    }),
    activeCampaigns(),
  ]);
  const { summary } = priced;
  const reply = cardCampaign(
    {
      goods: summary.TotalAmountToBePaid - summary.ShippingFee,
      shippingFee: summary.ShippingFee,
      campaigns,
      paymentMethodCode: choice.paymentMethodCode,
      bin: binOf(choice.cardNo),
      lang,
    },
    translateIn(lang),
  );
  const campaign = campaigns.find((c) => c.id === reply.CampaignId);
  const payment = campaign ? { campaignId: campaign.id, name: campaignName(campaign, lang), amount: reply.DiscountAmount } : null;
  return { priced, payment, total: reply.TotalAmountToBePaid };
}

/** The session's cart row and lines (no cart: null). */
export async function cartOf(session: Session, lang: Lang) {
  const cart = await findCart(session);
  if (!cart) return null;
  return { cart, rows: await readLines(cart.id, lang) };
}

/** What the session's cart costs with a payment choice (0 for no cart). */
export async function payableOf(session: Session | undefined, choice: PaymentChoice, lang: Lang): Promise<number> {
  const found = session ? await cartOf(session, lang) : null;
  if (!found || found.rows.length === 0) return 0;
  return (await priceOrder(found.rows, found.cart, choice, lang)).total;
}
