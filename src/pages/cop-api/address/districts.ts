import { z } from 'zod';
import { id } from '@lib/validation/validate';
import { endpoint } from '@lib/http/api.server';
import { districts } from '@lib/addresses/locations.server';

/** Districts of a city. */
export const GET = endpoint({ query: z.object({ cityId: id({ max: 81 }) }) }, async (_context, { query }) => districts(query.cityId));
