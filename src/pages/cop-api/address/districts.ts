import { z } from 'zod';
import { endpoint } from '@lib/http/api.server';
import { districts } from '@lib/addresses/locations.server';

/** Districts of a city. */
export const GET = endpoint({ query: z.object({ cityId: z.coerce.number().int().min(1).max(81) }) }, async (_context, { query }) =>
  districts(query.cityId),
);
