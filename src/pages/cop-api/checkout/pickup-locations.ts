import { pickupLocationsIn } from '@lib/checkout/index.server';
import { pickupLocationsQuery } from '@lib/checkout';
import { endpoint } from '@lib/platform/index.server';

/** GET pickup locations (cityId): the city's active stores with hours and whether they deliver to the car. */
export const GET = endpoint({ query: pickupLocationsQuery }, (context, { query }) => pickupLocationsIn(query.cityId, context.locals.lang));
