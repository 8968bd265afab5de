import { eq } from 'drizzle-orm';
import { priceCart } from '@lib/bag/campaigns/pricing.server';
import type { CartSummary, PricedLine } from '@lib/bag/campaigns/schema';
import { env, db, type Session } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { type LineRow, readLines } from './lines.server';
import { findCart, findCartId } from './owner.server';
import { giftPackaging, lineChange, lineMaxQuantity, lineStockState, unitCount } from './rules';
import type { Cart, CartLine, SellerGroup } from './schema';
import { cartLines as cartLinesTable } from './tables.server';

/** A cart as every reader gets it: the lines grouped by seller, and the summary priced with them. */
export interface CartView {
  cart: Cart;
  summary: CartSummary;
}

/** A line as the cart page shows it, from its row, its pricing and the cart's units. */
export function toLine(row: LineRow, priced: PricedLine | undefined, units: number, cartMax: number): CartLine {
  const facts = row;
  return {
    ProductId: row.productId,
    VariantId: row.variantId,
    Quantity: row.quantity,
    IsGift: row.isGift,
    InstallmentCount: 1,
    Slug: row.slug,
    Brand: row.brand,
    DisplayName: row.name,
    Shape: row.shape,
    Colour: row.colour,
    Size: row.size,
    SellerName: row.sellerName,
    IsPromotionProduct: row.mainProductId != null,
    StockState: lineStockState(row),
    Stock: Math.max(0, row.stock),
    PurchaseLimit: row.purchaseLimit,
    MaxQuantity: Math.max(0, lineMaxQuantity(facts, units, cartMax)),
    ListPrice: row.listPrice,
    SalePrice: row.salePrice,
    LineTotal: row.salePrice * row.quantity,
    Discount: priced?.discount ?? 0,
    CampaignId: priced?.campaignId ?? null,
    NoInstalment: row.noInstalment,
    Change: lineChange(facts),
  };
}

/** Groups lines by seller, the store's own first, in the order their first line was added. */
function groupBySeller(rows: readonly LineRow[], lines: readonly CartLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  rows.forEach((row, i) => {
    const group = groups.get(row.sellerCode) ?? {
      SellerCode: row.sellerCode,
      SellerType: row.sellerType,
      SellerName: row.sellerName,
      Products: [],
    };
    group.Products.push(lines[i]!);
    groups.set(row.sellerCode, group);
  });
  return [...groups.values()].sort((a, b) => Number(a.SellerType > 1) - Number(b.SellerType > 1));
}

/** The cart of a session (empty when it has none), priced from today's database prices. */
export async function cartView(session: Pick<Session, 'customerId' | 'data'> | undefined, lang: Lang, isPickup = false): Promise<CartView> {
  const settings = await findCart(session);
  const cartId = settings?.id;
  const rows = cartId === undefined ? [] : await readLines(cartId, lang);
  const priced = await priceCart(rows, {
    cartId: cartId ?? 0,
    customerId: session?.customerId ?? null,
    useCampaigns: settings?.useCampaigns ?? true,
    couponCode: settings?.couponCode ?? null,
    isPickup,
    lang,
  });
  const units = unitCount(rows);
  const cartMax = env().CART_MAX_ITEMS;
  const byVariant = new Map(priced.lines.map((line) => [line.variantId, line]));
  const lines = rows.map((row) => toLine(row, byVariant.get(row.variantId), units, cartMax));
  const gifts = giftPackaging(rows);
  const groups = groupBySeller(rows, lines);
  return {
    cart: {
      GroupedProducts: groups,
      TotalCount: units,
      AppliedCampaign: priced.appliedCampaign,
      // Lines from more than one seller ship in separate parcels: the page says so.
      IsShowShippingNoteActive: groups.length > 1,
      HasBonusKey: priced.hasCardCampaign,
      HopiUserResponse: null,
      HasAnyGiftItem: gifts.hasGift,
      IsSuitableForMultipleGiftPackage: gifts.canPackSeparately,
      IsMultipleGiftPackage: gifts.canPackSeparately && (settings?.multipleGiftPackage ?? false),
      CustomerWantsToUseCampaign: settings?.useCampaigns ?? true,
    },
    summary: priced.summary,
  };
}

/** Units in the session's cart, for the header count. */
export async function cartCount(session: Pick<Session, 'customerId' | 'data'> | undefined): Promise<number> {
  const cartId = await findCartId(session);
  if (cartId === undefined) return 0;
  const rows = await (await db())
    .select({ quantity: cartLinesTable.quantity })
    .from(cartLinesTable)
    .where(eq(cartLinesTable.cartId, cartId));
  return unitCount(rows);
}
