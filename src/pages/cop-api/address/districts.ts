import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { endpoint } from '@lib/platform/http/api.server';
import { districts } from '@lib/account/addresses/locations.server';

/** Districts of a city. */
export const GET = endpoint({ query: z.object({ cityId: id({ max: 81 }) }) }, async (_context, { query }) => districts(query.cityId));
