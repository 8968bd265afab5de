import { endpoint } from '@lib/platform/index.server';
import { suggestionQuery } from '@lib/catalogue';
import { suggest } from '@lib/catalogue/index.server';

/**
 * GET search suggestions: brands, categories and products matching what the shopper has typed,
 * in the page's language (or the request's), each list capped. Answers are kept a minute on the
 * server (suggest) and per page in the box; every API answer is no-store on the wire (protect).
 */
export const GET = endpoint({ query: suggestionQuery }, async ({ locals }, { query }) => suggest(query.q, query.lang ?? locals.lang));
