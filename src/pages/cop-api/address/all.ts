import { listAddresses } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';

/** All addresses of the signed-in customer. */
export const GET = addressEndpoint({}, (customerId) => listAddresses(customerId));
