import { and, count, desc, eq, sql } from 'drizzle-orm';
import { env, db } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import { type FavouriteRef, itemsOf, productWithVariants } from './items.server';
import { FAVOURITES_PAGE_SIZE, parseGuestCookie } from './rules';
import { MEMBER_FAVOURITES_MAX, type FavouritesPage } from './schema';
import { favourites } from './tables.server';

// A member's favourites (docs/behaviour/bag.md#favourites). Every call takes the signed-in customer's id
// from the session, so one member never reads or changes another's list.

/** A page of the member's favourites, newest first. */
export async function listFavourites(customerId: number, lang: Lang, limit: number, offset: number): Promise<FavouritesPage> {
  const database = await db();
  const [refs, [total]] = await Promise.all([
    database
      .select({ productId: favourites.productId, variantId: favourites.variantId })
      .from(favourites)
      .where(eq(favourites.customerId, customerId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      .limit(limit)
      .offset(offset),
    database.select({ n: count() }).from(favourites).where(eq(favourites.customerId, customerId)),
  ]);
  return { Items: await itemsOf(refs, lang), TotalCount: total?.n ?? 0 };
}

/** How many favourites the member keeps. */
export async function countFavourites(customerId: number): Promise<number> {
  const [row] = await (await db()).select({ n: count() }).from(favourites).where(eq(favourites.customerId, customerId));
  return row?.n ?? 0;
}

/** The member's favourite product ids, newest first (the hearts read them). */
export async function favouriteIds(customerId: number): Promise<number[]> {
  const rows = await (await db())
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.productId);
}

/**
 * Checks a favourite against the catalogue: the product is listed and the variant is one of its
 * own (404 otherwise, as for something that does not exist). No variant keeps none, unless the
 * product comes in one size only, which is then the choice.
 */
async function checkedRef(productId: number, variantId: number | undefined): Promise<FavouriteRef> {
  const own = await productWithVariants(productId);
  if (!own) throw new DomainError('E104');
  if (variantId === undefined) return { productId, variantId: own.length === 1 ? own[0]!.id : null };
  if (!own.some((v) => v.id === variantId)) throw new DomainError('E104');
  return { productId, variantId };
}

/**
 * Stores a favourite unless the list is full, in one statement: a product already kept only has
 * its chosen size updated (a missing size keeps the one chosen before). True when it was stored.
 */
async function store(customerId: number, ref: FavouriteRef, keepChosen: boolean): Promise<boolean> {
  const variant = keepChosen
    ? sql`coalesce(${favourites.variantId}, excluded.variant_id)`
    : sql`coalesce(excluded.variant_id, ${favourites.variantId})`;
  const result = await (await db()).execute(sql`
    insert into ${favourites} (customer_id, product_id, variant_id)
    select ${customerId}, ${ref.productId}, ${ref.variantId}
    where (select count(*) from ${favourites} where customer_id = ${customerId}) < ${MEMBER_FAVOURITES_MAX}
       or exists (select 1 from ${favourites} where customer_id = ${customerId} and product_id = ${ref.productId})
    on conflict (customer_id, product_id) do update set variant_id = ${variant}
    returning product_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Adds a favourite (or updates its chosen size); FAVOURITES_FULL past the member's bound. */
export async function addFavourite(customerId: number, productId: number, variantId: number | undefined): Promise<void> {
  const ref = await checkedRef(productId, variantId);
  if (!(await store(customerId, ref, false))) throw new DomainError('FAVOURITES_FULL', undefined, { max: MEMBER_FAVOURITES_MAX });
}

/** Removes a favourite; removing one not kept changes nothing. */
export async function removeFavourite(customerId: number, productId: number): Promise<void> {
  await (await db()).delete(favourites).where(and(eq(favourites.customerId, customerId), eq(favourites.productId, productId)));
}

/**
 * Merges a guest's list into the member's on sign-in: each product once, unknown products and
 * foreign variants left out (a foreign variant keeps the product with no size), the member's own
 * chosen size kept, and nothing past the member's bound. Answers how many the member now keeps.
 */
export async function mergeGuestFavourites(
  customerId: number,
  items: readonly { productId: number; variantId?: number }[],
): Promise<number> {
  // Each product once (its newest entry: the list is newest first), then stored oldest first, so
  // the guest's newest ends up newest in the member's list.
  const once = items.filter((item, i) => items.findIndex((other) => other.productId === item.productId) === i);
  for (const item of once.reverse()) {
    const ref = await checkedRef(item.productId, item.variantId || undefined).catch(() =>
      checkedRef(item.productId, undefined).catch(() => undefined),
    );
    if (ref) await store(customerId, ref, true);
  }
  return countFavourites(customerId);
}

/** A guest's favourites from the cookie that mirrors the local list (bounded: it is the visitor's input). */
async function guestFavourites(cookie: string | undefined, lang: Lang): Promise<FavouritesPage> {
  const refs = parseGuestCookie(cookie, env().GUEST_FAVOURITES_MAX).map((f) => ({ productId: f.pId, variantId: f.vId || null }));
  const Items = await itemsOf(refs, lang);
  return { Items, TotalCount: Items.length };
}

/** The list's first page for a page to render (the favourites page, the cart's favourites tab): a member's from the database, a guest's from the cookie. */
export function firstFavouritesPage(
  customerId: number | null | undefined,
  guestCookie: string | undefined,
  lang: Lang,
): Promise<FavouritesPage> {
  return customerId != null ? listFavourites(customerId, lang, FAVOURITES_PAGE_SIZE, 0) : guestFavourites(guestCookie, lang);
}
