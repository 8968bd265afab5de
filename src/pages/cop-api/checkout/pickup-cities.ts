import { z } from 'zod';
import { COUNTRY_ID } from '@lib/account/addresses/schema';
import { pickupCities } from '@lib/checkout/steps/delivery.server';
import { endpoint } from '@lib/platform/http/api.server';
import { id } from '@lib/platform/validation/validate';

/** GET cities for click and collect (countryId=1): those with an active store, never a passive one. */
export const GET = endpoint({ query: z.object({ countryId: id().default(COUNTRY_ID) }) }, async (_context, { query }) =>
  query.countryId === COUNTRY_ID ? pickupCities() : [],
);
