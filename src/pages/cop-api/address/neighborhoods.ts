import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { endpoint } from '@lib/platform/http/api.server';
import { neighborhoods } from '@lib/account/addresses/locations.server';

/** Neighbourhoods of a district (query districtid, as the spec writes it). */
export const GET = endpoint({ query: z.object({ districtid: id() }) }, async (_context, { query }) => neighborhoods(query.districtid));
