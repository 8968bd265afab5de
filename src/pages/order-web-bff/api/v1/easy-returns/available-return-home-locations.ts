import { homePickupLocations } from '@lib/orders/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET available return-from-home locations: the service area's cities and districts. */
export const GET = endpoint({}, async () => homePickupLocations());
