import { z } from 'zod';
import { id } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';
import { districts } from '@lib/account/index.server';

/** Districts of a city. */
export const GET = endpoint({ query: z.object({ cityId: id({ max: 81 }) }) }, async (_context, { query }) => districts(query.cityId));
