import { z } from 'zod';
import { LANGS, hasControlCharacters } from '@lib/platform';

/** Most suggestions of each kind one answer carries. */
export const SUGGESTION_LIMITS = { brands: 4, categories: 4, products: 6 } as const;

/** The longest query the box sends (the search page cuts at the same length). */
export const QUERY_MAX = 100;

/**
 * GET suggestions: what the shopper has typed so far, trimmed (control characters refused), and the page's language (the
 * cookie's when none is sent; sent by the box so that a kept answer is never the other language's).
 */
export const suggestionQuery = z.object({
  q: z
    .string()
    // Checked before trimming: a control character at either end is bad input, not whitespace to drop.
    .refine((value) => value.isWellFormed() && !hasControlCharacters(value), 'errors:validation.invalid')
    .trim()
    .min(1)
    .max(QUERY_MAX),
  lang: z.enum(LANGS).optional(),
});

/** One suggestion: what the list shows and where choosing it leads. */
export interface Suggestion {
  label: string;
  href: string;
  /** A second, quieter line: a category's department, a product's brand. */
  hint?: string;
}

/** The answer: brands, categories and products that match, each list capped. */
export interface Suggestions {
  brands: Suggestion[];
  categories: Suggestion[];
  products: Suggestion[];
  /** When nothing answers what was typed: the closest query that finds something, as the search page offers. */
  respelled?: Suggestion;
}
