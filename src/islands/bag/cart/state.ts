import { atom } from 'nanostores';
import { type DataLayerItem, pushEcommerce, toAmount, call } from '@lib/platform';
import type { CartSummary } from '@lib/bag/campaigns/schema';
import { CART_API, type Cart, type CartLine } from '@lib/bag/cart/schema';
import { sendAdd, setCartCount } from '@lib/bag/cart/store';
import { $favouriteIds, chooseFavouriteSize, loadFavouriteIds, toggleFavourite } from '@lib/bag/favourites/store';

// The cart page's state: the cart and its summary as the server priced them, plus a word per line
// (why a quantity was refused). Islands render it; every change goes through the actions below.

/** The cart with its summary, as GET cart/initialize answers. */
export interface CartState {
  cart: Cart;
  summary: CartSummary;
}

export const $cartState = atom<CartState | null>(null);
/** A polite word on a line (variant id → text): why its quantity went back. */
export const $lineNotes = atom<Record<number, string>>({});

/** Every line of the cart, seller groups flattened. */
export const linesOf = (cart: Cart): CartLine[] => cart.GroupedProducts.flatMap((group) => group.Products);

/** A line in GA4's item shape. */
export function dataLayerItem(line: CartLine, quantity = line.Quantity): DataLayerItem {
  return {
    item_id: String(line.ProductId),
    item_name: line.DisplayName,
    item_brand: line.Brand,
    item_variant: line.Size,
    price: toAmount(line.SalePrice),
    quantity,
  };
}

/** Starts the page from its server-rendered cart and tells analytics the cart was viewed. */
export function startCart(state: CartState): void {
  $cartState.set(state);
  setCartCount(state.cart.TotalCount);
  pushEcommerce(
    'view_cart',
    linesOf(state.cart).map((line) => dataLayerItem(line)),
  );
}

// Changes shown before the server answers, counted: a read of the cart that began before the
// latest of them may not know it yet, and would put a line back as it was (a second gift ticked
// while the first one's read was on its way). Only a read no change has overtaken is shown; the
// latest change's own read follows.
let shownChanges = 0;

/** Reads the cart and its summary again (after any change the server priced). */
export async function reloadCart(): Promise<void> {
  const changesBefore = shownChanges;
  const answer = await call<{ Cart: Cart; Summary: CartSummary }>(CART_API.initialize);
  if (!(answer.Success && answer.Result) || shownChanges !== changesBefore) return;
  $cartState.set({ cart: answer.Result.Cart, summary: answer.Result.Summary });
  setCartCount(answer.Result.Cart.TotalCount);
}

function note(variantId: number, text: string | undefined): void {
  const { [variantId]: _, ...rest } = $lineNotes.get();
  $lineNotes.set(text === undefined ? rest : { ...rest, [variantId]: text });
}

/** Shows a change on a line at once, before the server answers. */
function patchLine(variantId: number, patch: (line: CartLine) => Partial<CartLine>): void {
  const state = $cartState.get();
  if (!state) return;
  shownChanges++;
  const cart = {
    ...state.cart,
    GroupedProducts: state.cart.GroupedProducts.map((group) => ({
      ...group,
      Products: group.Products.map((line) => (line.VariantId === variantId ? { ...line, ...patch(line) } : line)),
    })),
  };
  $cartState.set({ ...state, cart });
}

const showQuantity = (variantId: number, quantity: number) =>
  patchLine(variantId, (line) => ({ Quantity: quantity, LineTotal: line.SalePrice * quantity }));

/** A swallowed failure: the shared client has already shown the error toast. */
const quietly = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

/**
 * Changes a line's quantity optimistically; a refusal puts back the quantity the server kept
 * (OldQuantity) and says why on the line, in the answer's words.
 */
export async function changeQuantity(line: CartLine, quantity: number): Promise<boolean> {
  note(line.VariantId, undefined);
  showQuantity(line.VariantId, quantity);
  const answer = await quietly(
    call<{ OldQuantity?: number }>(CART_API.quantity, { method: 'PUT', body: { variantId: line.VariantId, quantity } }),
  );
  if (answer?.Success) {
    if (quantity < line.Quantity) pushEcommerce('remove_from_cart', [dataLayerItem(line, line.Quantity - quantity)]);
    await reloadCart();
    return true;
  }
  showQuantity(line.VariantId, answer?.Result?.OldQuantity ?? line.Quantity);
  // Answered with a refusal: the line says why ('' for the bag's own words); a failed call was told by the client's toast.
  if (answer) note(line.VariantId, answer.Message ?? '');
  await reloadCart();
  return false;
}

/**
 * Removes a line (to favourites, when that is where it goes), and tells analytics; `leaving` runs
 * once the server has let it go, before the bag is drawn without it (the focus moves on then).
 */
export async function removeLine(line: CartLine, source?: 'favourites', leaving?: () => void): Promise<boolean> {
  const answer = await quietly(call(CART_API.item, { method: 'DELETE', query: { variantId: line.VariantId, source } }));
  if (!answer?.Success) {
    // The line stays as it was and says why, as a refused quantity does.
    if (answer) note(line.VariantId, answer.Message ?? '');
    return false;
  }
  leaving?.();
  note(line.VariantId, undefined);
  pushEcommerce('remove_from_cart', [dataLayerItem(line)]);
  await reloadCart();
  return true;
}

/** A state-changing cart call whose success is followed by a fresh read of the cart. */
async function changeAndReload(url: string, method: 'PUT' | 'POST', body: unknown): Promise<boolean> {
  const answer = await quietly(call(url, { method, body }));
  if (answer?.Success) await reloadCart();
  return answer?.Success ?? false;
}

/** Marks a line as a gift or not, at once; the cart read again says whether gifts may be packed apart. */
export async function setGift(line: CartLine, isGift: boolean): Promise<boolean> {
  patchLine(line.VariantId, () => ({ IsGift: isGift }));
  const done = await changeAndReload(CART_API.gift, 'PUT', { variantId: line.VariantId, isGift });
  if (!done) patchLine(line.VariantId, () => ({ IsGift: line.IsGift }));
  return done;
}

/** A cart-wide choice shown at once, then sent; a refusal puts the choice back. */
async function chooseFlag(flag: 'IsMultipleGiftPackage' | 'CustomerWantsToUseCampaign', value: boolean, send: () => Promise<boolean>) {
  const state = $cartState.get();
  const before = state?.cart[flag];
  if (state) {
    shownChanges++;
    $cartState.set({ ...state, cart: { ...state.cart, [flag]: value } });
  }
  const done = await send();
  const now = $cartState.get();
  if (!done && now && before !== undefined) $cartState.set({ ...now, cart: { ...now.cart, [flag]: before } });
  return done;
}

/** Gifts packed all together (false) or each separately (true). */
export const setGiftPackage = (isMultipleGiftPackage: boolean) =>
  chooseFlag('IsMultipleGiftPackage', isMultipleGiftPackage, () =>
    changeAndReload(CART_API.giftPackage, 'POST', { isMultipleGiftPackage }),
  );

/** Whether the cart's campaigns apply; the lines and summary are read again. */
export const setCampaignPreference = (customerWantsToUseCampaign: boolean) =>
  chooseFlag('CustomerWantsToUseCampaign', customerWantsToUseCampaign, () =>
    changeAndReload(CART_API.campaignPreference, 'PUT', { customerWantsToUseCampaign }),
  );

/** Adds a product's size to the cart from another list (favourites, history), which drops it there. */
export async function addToCart(productId: number, variantId: number, source: 'favourites' | 'history'): Promise<string | true> {
  const answer = await quietly(sendAdd({ productId, variantId, quantity: 1, source }));
  if (answer?.Success) {
    await reloadCart();
    return true;
  }
  return answer?.Message ?? '';
}

/** A line went to the favourites on this page: the favourites tab, drawn with the page, is out of date. */
export const $favouritesMoved = atom(false);

/**
 * Cart to favourites (docs/behaviour/bag.md#moves-between-cart-and-favourites): the favourites store adds it (a guest's on this device, up
 * to the cap, whose prompt it raises), then the line leaves with source favourites (no history entry),
 * `leaving` run as in removeLine.
 */
export async function moveToFavourites(line: CartLine, leaving?: () => void): Promise<string | true> {
  $favouritesMoved.set(true);
  await loadFavouriteIds();
  if (!$favouriteIds.get().has(line.ProductId)) {
    const added = await toggleFavourite(line.ProductId, line.VariantId, dataLayerItem(line, 1));
    if (added.done === 'full') return '';
    if (added.done === 'failed') return added.message ?? '';
    // Already a favourite: it keeps the size the line had, so the favourites tab shows it chosen.
  } else await chooseFavouriteSize(line.ProductId, line.VariantId);
  return (await removeLine(line, 'favourites', leaving)) || '';
}
