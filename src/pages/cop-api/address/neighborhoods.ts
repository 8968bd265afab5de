import { z } from 'zod';
import { id } from '@lib/validation/validate';
import { endpoint } from '@lib/http/api.server';
import { neighborhoods } from '@lib/addresses/locations.server';

/** Neighbourhoods of a district (query districtid, as the spec writes it). */
export const GET = endpoint({ query: z.object({ districtid: id() }) }, async (_context, { query }) => neighborhoods(query.districtid));
