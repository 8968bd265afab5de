import { homePickupLocations } from '@lib/orders/fulfilment/availability.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET available return-from-home locations: the service area's cities and districts. */
export const GET = endpoint({}, async () => homePickupLocations());
