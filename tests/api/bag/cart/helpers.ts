import { expect } from 'vitest';
import { generateCatalogue, type ProductRow, type VariantRow } from '../../../../src/lib/catalogue/products/demo/generate';
import { DEMO_PRODUCT_COUNT } from '../../../../src/lib/catalogue/products/seed.server';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import type { ApiClient } from '../../../support/api-client';

// The demo catalogue the test server seeds is generated from a fixed seed, so the suite knows every
// product's stock, limit and promotion without a call of its own.

const catalogue = generateCatalogue(DEMO_PRODUCT_COUNT);
const productOf = new Map(catalogue.products.map((p) => [p.id, p]));

/** A variant with its product, as the cart tests pick them. */
export interface Pick {
  product: ProductRow;
  variant: VariantRow;
}

/** Variants of products sold alone that match a test, in catalogue order. */
function variantsWhere(test: (pick: Pick) => boolean): Pick[] {
  return catalogue.variants
    .map((variant) => ({ variant, product: productOf.get(variant.productId)! }))
    .filter((pick) => pick.product.mainProductId == null && test(pick));
}

/** The n-th variant matching a test (distinct tests use distinct n to keep carts apart). */
export function variantWhere(test: (pick: Pick) => boolean, n = 0): Pick {
  const pick = variantsWhere(test)[n];
  if (!pick) throw new Error('no such variant in the demo catalogue');
  return pick;
}

/** Plentiful variants without a purchase limit, one per product, so distinct n are distinct products. */
const plentiful = variantsWhere(({ product, variant }) => product.purchaseLimit == null && variant.stock >= 20).filter(
  (pick, i, all) => all.findIndex((other) => other.product.id === pick.product.id) === i,
);

/** The n-th plentiful variant (each of a product of its own). */
export function plenty(n = 0): Pick {
  const pick = plentiful[n];
  if (!pick) throw new Error('not that many plentiful products in the demo catalogue');
  return pick;
}

/** A promotion product and its main product's variant in stock. */
export function promotionPair(): { main: Pick; promotion: Pick } {
  const product = catalogue.products.find((p) => p.mainProductId != null)!;
  const variant = catalogue.variants.find((v) => v.productId === product.id)!;
  const main = variantWhere((pick) => pick.product.id === product.mainProductId && pick.variant.stock > 0);
  return { main, promotion: { product, variant } };
}

/** Adds a pick to the client's cart and expects success. */
export async function add(client: ApiClient, pick: Pick, quantity = 1, source?: string) {
  const answer = await client.post<{ cartItemCount: number }>(CART_API.add, {
    productId: pick.product.id,
    variantId: pick.variant.id,
    quantity,
    ...(source ? { source } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.cartItemCount;
}

/** The lines of the client's cart, flattened across sellers. */
export async function lines(client: ApiClient) {
  const { body } = await client.get<{
    GroupedProducts: { Products: { VariantId: number; ProductId: number; Quantity: number; IsGift: boolean }[] }[];
  }>(CART_API.cart);
  return body.Result!.GroupedProducts.flatMap((group) => group.Products);
}
