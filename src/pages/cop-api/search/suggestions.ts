import type { APIContext } from 'astro';
import { type Endpoint, endpoint } from '@lib/http/api.server';
import { suggestionQuery } from '@lib/search/schema';
import { suggest } from '@lib/search/suggestions.server';

/**
 * GET search suggestions: brands, categories and products matching what the shopper has typed,
 * in the request's language, each list capped. Read-only and the same for every shopper, so the
 * browser may keep an answer a minute while the shopper types and deletes.
 */
const route = endpoint({ query: suggestionQuery }, async ({ locals }, { query }) => suggest(query.q, query.lang ?? locals.lang));

export const GET: Endpoint = Object.assign(
  async (context: APIContext) => {
    const response = await route(context);
    if (response.ok) response.headers.set('Cache-Control', 'private, max-age=60');
    return response;
  },
  { inputs: route.inputs },
);
