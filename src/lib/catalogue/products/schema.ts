import { z } from 'zod';
import { ALL_SIZES, COLOUR_CODES } from './vocab';

export const SORTS = ['recommended', 'price-asc', 'price-desc'] as const;
export const PAGE_SIZE = 24;
const MAX_PAGE = 400;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(20).catch([]);
const ITEMS = {
  brand: z.string().regex(/^[a-z0-9-]{1,60}$/),
  size: z.enum(ALL_SIZES as [string, ...string[]]),
  colour: z.enum(COLOUR_CODES),
};
// An empty box in the filter form sends "min=": that means no bound, not 0.
const lira = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(10_000_000).optional()).catch(undefined);

/**
 * The filters of a listing or search page as they appear in its URL. A page never fails on a bad
 * parameter: an unknown value is dropped, as if the shopper had not set it.
 */
const listingQuerySchema = z.object({
  brand: list(ITEMS.brand),
  size: list(ITEMS.size),
  colour: list(ITEMS.colour),
  /** Price range in whole lira, as a shopper types it. */
  min: lira,
  max: lira,
  sort: z.enum(SORTS).catch('recommended'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  q: z.string().trim().max(100).catch(''),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

const ARRAYS = ['brand', 'size', 'colour'] as const;

/** Reads the filters from a URL's query, keeping only valid values of the list parameters. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const raw: Record<string, unknown> = Object.fromEntries(search);
  for (const key of ARRAYS) {
    raw[key] = search.getAll(key).filter((value) => ITEMS[key].safeParse(value).success);
  }
  return listingQuerySchema.parse(raw);
}
