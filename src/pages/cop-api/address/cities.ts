import { z } from 'zod';
import { id } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';
import { cities } from '@lib/account/index.server';
import { COUNTRY_ID } from '@lib/account';

/** Cities of a country (only Turkey, id 1), each with IsActive. */
export const GET = endpoint({ query: z.object({ countryId: id().default(COUNTRY_ID) }) }, async (_context, { query }) =>
  query.countryId === COUNTRY_ID ? cities() : [],
);
