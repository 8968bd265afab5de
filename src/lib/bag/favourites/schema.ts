import { z } from 'zod';
import { id } from '@lib/platform';
import { FAVOURITES_PAGE_SIZE } from './rules';

// The favourites wire contract (docs/behaviour/bag.md#favourites): request
// schemas and the answers' shapes. The calls' paths are FAVOURITES_API in rules.ts (zod-free, for
// the shell's script).

/** The most favourites a member keeps: generous, but a bound (FAVOURITES_FULL beyond it). */
export const MEMBER_FAVOURITES_MAX = 500;

// Whole numbers only (not coerced: "0x10" or " " are no page).
export const listQuery = z.object({
  limit: id({ max: 24 }).default(FAVOURITES_PAGE_SIZE),
  offset: id({ min: 0, max: MEMBER_FAVOURITES_MAX }).default(0),
  /** The client's cache-buster (ts, a time in milliseconds); ignored. */
  ts: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

/** Add: the variant is the chosen size; left out (a card's heart) it keeps what was chosen before. */
export const addFavouriteSchema = z.object({ productId: id(), variantId: id().optional() });
export const removeFavouriteQuery = z.object({ productId: id() });
export const guestSchema = z.object({
  // An empty list has nothing to merge: the device sends one only when it holds favourites.
  Items: z
    .array(z.object({ productId: id(), variantId: id({ min: 0 }).optional() }))
    .min(1)
    .max(MEMBER_FAVOURITES_MAX),
});

/** One size of a favourite, in the favourite's colour. */
export interface FavouriteVariant {
  variantId: number;
  size: string;
  /** The size the shopper chose (at most one). */
  isSelected: boolean;
  /** Units a move to the bag adds. */
  quantity: number;
  isSameDayInCargo: boolean;
  stock: number;
}

/** A favourite as the list shows it (the fields of docs/behaviour/bag.md#favourites, plus what its picture and link need). */
export interface FavouriteItem {
  productId: number;
  variants: FavouriteVariant[];
  displayName: string;
  brand: string;
  /** Kuruş. */
  prices: { list: number; sale: number };
  slug: string;
  shape: string;
  colour: string;
}

export interface FavouritesPage {
  Items: FavouriteItem[];
  TotalCount: number;
}

/** The add call's answer (docs/behaviour/bag.md#favourites). */
export interface AddAnswer {
  Succeed: boolean;
  Message: string;
}
