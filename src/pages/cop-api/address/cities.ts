import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { endpoint } from '@lib/platform/http/api.server';
import { cities } from '@lib/account/addresses/locations.server';
import { COUNTRY_ID } from '@lib/account/addresses/schema';

/** Cities of a country (only Turkey, id 1), each with IsActive. */
export const GET = endpoint({ query: z.object({ countryId: id().default(COUNTRY_ID) }) }, async (_context, { query }) =>
  query.countryId === COUNTRY_ID ? cities() : [],
);
