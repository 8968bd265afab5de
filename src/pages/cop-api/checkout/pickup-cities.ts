import { z } from 'zod';
import { COUNTRY_ID } from '@lib/account';
import { pickupCities } from '@lib/checkout/index.server';
import { endpoint } from '@lib/platform/index.server';
import { id } from '@lib/platform';

/** GET cities for click and collect (countryId=1): those with an active store, never a passive one. */
export const GET = endpoint({ query: z.object({ countryId: id().default(COUNTRY_ID) }) }, async (_context, { query }) =>
  query.countryId === COUNTRY_ID ? pickupCities() : [],
);
