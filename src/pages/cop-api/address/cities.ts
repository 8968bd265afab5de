import { z } from 'zod';
import { id } from '@lib/validation/validate';
import { endpoint } from '@lib/http/api.server';
import { cities } from '@lib/addresses/locations.server';
import { COUNTRY_ID } from '@lib/addresses/schema';

/** Cities of a country (only Turkey, id 1), each with IsActive. */
export const GET = endpoint({ query: z.object({ countryId: id().default(COUNTRY_ID) }) }, async (_context, { query }) =>
  query.countryId === COUNTRY_ID ? cities() : [],
);
